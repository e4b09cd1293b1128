// Which registrations a ticket admits, the ticket's QR code (decoded back as a phone would) and
// its one-page PDF, whose QR code decodes from the printed page too.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { REGISTRATION_STATUSES } from '@/lib/registrations/lifecycle'
import { parseTicketCode } from './code'
import { renderTicketPdf } from './pdf'
import { refusalOf, ticketOf, ticketPng } from './service'

describe('tickets', () => {
  it('admit paid, free and verified registrations, and a paid one whose proof is under review', () => {
    const paidAt = new Date()
    const admitted = REGISTRATION_STATUSES.filter((status) => refusalOf({ status, paidAt: null }) === null)
    expect(admitted.sort()).toEqual(['free', 'paid', 'proof_verified'])
    expect(refusalOf({ status: 'proof_submitted', paidAt })).toBeNull()
    expect(refusalOf({ status: 'proof_submitted', paidAt: null })).toContain('under review')
    expect(refusalOf({ status: 'cancelled', paidAt })).toContain('cancelled')
    expect(refusalOf({ status: 'refunded', paidAt })).toContain('refunded')
    expect(refusalOf({ status: 'pending_payment', paidAt: null })).toContain('Not paid')
  })

  it('carry a QR code that decodes to the signed code of the registration', async () => {
    const ticket = ticketOf({ id: 4242, transfers: 0, status: 'paid', paidAt: new Date() })
    const { data, info } = await sharp(await ticketPng({ id: 4242, transfers: 0 }))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
    expect(decoded).toBe(ticket.code)
    expect(parseTicketCode(decoded!)).toBe(4242)
  })

  it('print the delegate, the registration, its workshops and the code on a one-page PDF', async () => {
    const code = ticketOf({ id: 7, transfers: 0, status: 'free', paidAt: null }).code
    const pdf = await renderTicketPdf({
      code,
      registrationNumber: 'UPP27-000007',
      name: 'Meera Tripathi',
      category: 'Non-Member',
      workshops: ['NRP Workshop', 'PALS Course'],
      conference: { name: 'UP Pedicon 2027', dates: '26–28 November 2027', venue: 'Lucknow' },
    })
    const doc = await getDocumentProxy(new Uint8Array(pdf))
    expect(doc.numPages).toBe(1)
    const { text } = await extractText(doc, { mergePages: true })
    for (const expected of [
      'UP Pedicon 2027',
      'Meera Tripathi',
      'UPP27-000007',
      'Workshops: NRP Workshop, PALS Course',
      code,
    ])
      expect(text).toContain(expected)
    // The QR code, drawn as vectors, decodes from the printed page (poppler at 100 dpi).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ticket-pdf-'))
    try {
      fs.writeFileSync(path.join(dir, 'ticket.pdf'), pdf)
      execFileSync('pdftoppm', ['-png', '-r', '100', '-singlefile', 'ticket.pdf', 'page'], { cwd: dir })
      const { data, info } = await sharp(path.join(dir, 'page.png'))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(code)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

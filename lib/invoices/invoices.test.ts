// Tax invoices and credit notes on the run's real database: issued by the organisers'
// verification of a payment (the same transaction), numbered without gaps or repeats under
// parallel confirmations, split CGST + SGST or IGST (read in the PDF's text and, by OCR, off its
// rendered page), credited by refunds, and served as the registration's receipt.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { findCurrentEdition } from '@/lib/editions/service'
import { financialYearOf, seriesFullMessage, seriesOf } from '@/lib/gst/gst'
import { formatPaise } from '@/lib/money'
import { receiptPdf } from '@/lib/receipts/service'
import { verifyProof } from '@/lib/registrations/review'
import { DEMO_GSTIN } from '@/prisma/demo-gst'
import { truncate } from '@/test/db'
import { DELHI_SELLER, proofSubmitted, registerForGst } from '@/test/gst'
import { pdfOcr, pdfText } from '@/test/pdf-text'
import { issueCreditNote, issueInvoice } from './issue'
import { monthTable } from './reports'
import { creditNotesOf, invoiceOf, taxDocumentPdf } from './service'

const ORGANISER = { kind: 'admin', email: 'organiser@example.org', ip: '127.0.0.1' } as const
const SERIES = /^UPIAP\/(\d{4})\/(\d{5})$/

const clean = () =>
  truncate('tax_documents', 'gst_settings', 'counters', 'payment_attempts', 'payment_proofs', 'participants')
beforeEach(clean)
// The other files' registrations are receipted as if the association were not registered.
afterAll(clean)

describe('tax invoices', () => {
  it('are numbered 1 to 30 without a gap or a repeat when 30 payments are verified at once', async () => {
    await registerForGst()
    const regs = await Promise.all(Array.from({ length: 30 }, () => proofSubmitted()))
    // All thirty at once: more than the connection pool holds, so they queue for it and race for
    // the series' counter as an organisers' team verifying a morning's proofs would.
    const results = await Promise.all(regs.map((p) => verifyProof(p.id, ORGANISER)))
    expect(results).toHaveLength(30)
    expect(results.every((r) => r.ok)).toBe(true)
    const invoices = await db().taxDocument.findMany({ where: { kind: 'invoice' } })
    expect(invoices).toHaveLength(30)
    const serials = invoices.map((i) => Number(SERIES.exec(i.number)?.[2])).sort((a, b) => a - b)
    expect(serials).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    expect(new Set(invoices.map((i) => i.registrationId)).size).toBe(30)
    // Issued in the India financial year of the payment (2026-27 is written 2627).
    expect(
      invoices.every((i) => SERIES.exec(i.number)?.[1] === i.financialYear.replace(/^\d\d(\d\d)-/, '$1')),
    ).toBe(true)
  }, 60_000)

  it('give their number back when the confirmation rolls back, and are issued once per registration', async () => {
    await registerForGst()
    const [a, b, c] = [await proofSubmitted(), await proofSubmitted(), await proofSubmitted()]
    await verifyProof(a.id, ORGANISER)
    await expect(
      domainWrite(SYSTEM, async (w) => {
        const paid = await w.tx.registration.update({ where: { id: b.id }, data: { paidAt: new Date() } })
        await issueInvoice(w, paid)
        throw new Error('the mail job could not be queued')
      }),
    ).rejects.toThrow('could not be queued')
    await verifyProof(c.id, ORGANISER)
    const numbers = (await db().taxDocument.findMany({ orderBy: { id: 'asc' } })).map((i) =>
      i.number.slice(-5),
    )
    expect(numbers).toEqual(['00001', '00002'])
    const again = await domainWrite(SYSTEM, async (w) =>
      issueInvoice(w, await w.tx.registration.findUniqueOrThrow({ where: { id: c.id } })),
    )
    expect(again?.number.slice(-5)).toBe('00002')
  })

  it('refuse a number longer than GST’s 16 characters: the verification waits, undone, for a new series', async () => {
    await registerForGst()
    const p = await proofSubmitted()
    const year = financialYearOf(new Date())
    const series = seriesOf('invoice', 'UPIAP', year)
    await db().$executeRaw`INSERT INTO counters (name, value, updated_at) VALUES (${series}, 99999, now())`
    const yy = year.replace(/^\d\d(\d\d)-(\d\d)$/, '$1$2')
    const refused = await verifyProof(p.id, ORGANISER).then(
      () => null,
      (e: unknown) => (e instanceof ApiError ? `${e.status} ${e.message}` : String(e)),
    )
    expect(refused).toBe(`409 ${seriesFullMessage('invoice', 'UPIAP', year, `UPIAP/${yy}/100000`)}`)
    // Nothing was recorded: the proof still waits, the counter kept its value, no invoice.
    expect(await db().registration.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({
      status: 'proof_submitted',
      paidAt: null,
    })
    expect((await db().counter.findUniqueOrThrow({ where: { name: series } })).value).toBe(99999)
    expect(await db().taxDocument.count()).toBe(0)
    // The organisers set another prefix: its series starts at 1 and the verification goes through.
    await db().gstSettings.updateMany({ data: { seriesPrefix: 'UPIA2' } })
    expect((await verifyProof(p.id, ORGANISER)).ok).toBe(true)
    expect((await invoiceOf(p.id))?.number).toBe(`UPIA2/${yy}/00001`)
  })

  it('split CGST + SGST in Uttar Pradesh, IGST elsewhere, and bill an institution to its GSTIN', async () => {
    await registerForGst()
    const up = await proofSubmitted({ placeOfSupply: '09' })
    const delhi = await proofSubmitted({ placeOfSupply: '07' })
    const b2b = await proofSubmitted({
      placeOfSupply: '09',
      buyerGstin: '27AAPFU0939F1ZV',
      buyerName: 'City Hospital',
    })
    for (const p of [up, delhi, b2b]) await verifyProof(p.id, ORGANISER)
    const [iu, id, ib] = await Promise.all([invoiceOf(up.id), invoiceOf(delhi.id), invoiceOf(b2b.id)])
    expect(iu).toMatchObject({
      placeOfSupply: '09',
      taxablePaise: 550848,
      cgstPaise: 49576,
      sgstPaise: 49576,
      igstPaise: 0,
    })
    expect(id).toMatchObject({ placeOfSupply: '07', cgstPaise: 0, igstPaise: 99152, totalPaise: 650000 })
    expect(ib).toMatchObject({
      placeOfSupply: '27',
      buyerGstin: '27AAPFU0939F1ZV',
      buyerName: 'City Hospital',
      igstPaise: 99152,
    })

    // The receipt link serves the invoice: the split, the words, the SAC, both GSTINs.
    const text = pdfText(await receiptPdf(b2b.id), { layout: true })
    for (const expected of [
      'TAX INVOICE',
      ib!.number,
      DEMO_GSTIN,
      'GSTIN: 27AAPFU0939F1ZV',
      'City Hospital',
      'Place of supply: Maharashtra (27)',
      '998596',
      'Rupees Six Thousand Five Hundred Only',
    ])
      expect(text).toContain(expected)
    expect(text).toMatch(new RegExp(`Registration\\s+${b2b.registrationNumber} \\(${b2b.name}\\)`))
    expect(text).toMatch(/IGST @ 18%\s+Rs\. 991\.52/)
    expect(text).not.toMatch(/CGST/)
  })

  it('print CGST and SGST at half the rate each for a supply within Uttar Pradesh', async () => {
    await registerForGst()
    const up = await proofSubmitted({ placeOfSupply: '09' })
    await verifyProof(up.id, ORGANISER)
    const text = pdfText(await receiptPdf(up.id), { layout: true })
    expect(text).toContain('Place of supply: Uttar Pradesh (09)')
    expect(text).toMatch(/CGST @ 9%\s+Rs\. 495\.76/)
    expect(text).toMatch(/SGST @ 9%\s+Rs\. 495\.76/)
    expect(text).not.toMatch(/IGST/)
  })

  it('show the split on the rendered page: CGST + SGST at 9% each in Uttar Pradesh, IGST at 18% elsewhere', async () => {
    await registerForGst()
    const up = await proofSubmitted({ placeOfSupply: '09' })
    const delhi = await proofSubmitted({ placeOfSupply: '07' })
    for (const p of [up, delhi]) await verifyProof(p.id, ORGANISER)
    const [iu, id] = await Promise.all([invoiceOf(up.id), invoiceOf(delhi.id)])
    // The invoices as printed, read off the page image by OCR (not the PDF's text objects): one
    // space between words, and "Rs," (a comma the OCR sometimes reads for the full stop) as "Rs.".
    const seen = async (registrationId: number) =>
      pdfOcr(await receiptPdf(registrationId), { dpi: 200 })
        .replace(/\s+/g, ' ')
        .replace(/\bRs[,.]? ?/g, 'Rs. ')
    const [within, across] = await Promise.all([seen(up.id), seen(delhi.id)])

    expect(within).toContain('Place of supply: Uttar Pradesh (09)')
    expect(within).toContain('Rate CGST SGST Total')
    expect(within).toContain(`CGST @ 9% ${formatPaise(iu!.cgstPaise)}`)
    expect(within).toContain(`SGST @ 9% ${formatPaise(iu!.sgstPaise)}`)
    expect(within).toContain(`Total ${formatPaise(iu!.totalPaise)}`)
    expect(within).not.toMatch(/IGST/)

    expect(across).toContain('Place of supply: Delhi (07)')
    expect(across).toContain('Rate IGST Total')
    expect(across).toContain(`IGST @ 18% ${formatPaise(id!.igstPaise)}`)
    expect(across).toContain(`Total ${formatPaise(id!.totalPaise)}`)
    expect(across).not.toMatch(/[CS]GST/)
  }, 90_000)

  it('follow the edition’s own settings when it has them, the association’s otherwise', async () => {
    await registerForGst()
    const edition = await findCurrentEdition()
    // The edition is billed by a unit registered in Delhi, with a series of its own.
    await db().gstSettings.create({
      data: {
        editionId: edition.id,
        ...DELHI_SELLER,
        rates: { registration: { sac: '998596', ratePercent: 18 } },
      },
    })
    const p = await proofSubmitted({ editionId: edition.id, placeOfSupply: '09' })
    await verifyProof(p.id, ORGANISER)
    const invoice = (await invoiceOf(p.id))!
    expect(invoice.number).toMatch(/^PEDI\/\d{4}\/00001$/)
    expect(invoice.seller).toMatchObject({ gstin: '07AAATI4821K1ZN', stateCode: '07' })
    // Uttar Pradesh is another state for a seller in Delhi: IGST.
    expect(invoice).toMatchObject({ igstPaise: 99152, cgstPaise: 0, sgstPaise: 0 })

    await db().gstSettings.deleteMany({ where: { editionId: edition.id } })
    const q = await proofSubmitted({ editionId: edition.id, placeOfSupply: '09' })
    await verifyProof(q.id, ORGANISER)
    expect(await invoiceOf(q.id)).toMatchObject({
      number: expect.stringMatching(/^UPIAP\/\d{4}\/00001$/),
      cgstPaise: 49576,
      igstPaise: 0,
    })
  })

  it('are not issued while the association is not registered: the receipt says it is not a tax invoice', async () => {
    await registerForGst(false)
    const p = await proofSubmitted()
    await verifyProof(p.id, ORGANISER)
    expect(await invoiceOf(p.id)).toBeNull()
    const text = pdfText(await receiptPdf(p.id))
    expect(text).toContain('Payment Receipt')
    expect(text).toContain('not a tax invoice')
  })
})

describe('credit notes', () => {
  it('credit a part refund with the invoice’s split in their own series, then the rest, never more', async () => {
    await registerForGst()
    const p = await proofSubmitted({ placeOfSupply: '09' })
    await verifyProof(p.id, ORGANISER)
    const refund = (n: number) =>
      db().paymentAttempt.create({
        data: { registrationId: p.id, kind: 'refund', merchantTxnNo: `RF${p.id}x${n}`, amountPaise: 325000 },
      })
    const [r1, r2, r3] = [await refund(1), await refund(2), await refund(3)]
    const first = await db().$transaction((tx) => issueCreditNote(tx, p.id, 325000, r1.id))
    const repeat = await db().$transaction((tx) => issueCreditNote(tx, p.id, 325000, r1.id))
    const second = await db().$transaction((tx) => issueCreditNote(tx, p.id, 325000, r2.id))
    const beyond = await db().$transaction((tx) => issueCreditNote(tx, p.id, 325000, r3.id))
    expect(first).toMatchObject({
      number: expect.stringMatching(/^UPIAP\/\d{4}\/C0001$/),
      cgstPaise: 24788,
    })
    expect(repeat?.id).toBe(first?.id)
    expect(second).toMatchObject({
      number: expect.stringMatching(/\/C0002$/),
      cgstPaise: 24788,
      sgstPaise: 24788,
    })
    expect(beyond).toBeNull()
    const invoice = (await invoiceOf(p.id))!
    const notes = await creditNotesOf(p.id)
    expect(notes.reduce((s, n) => s + n.cgstPaise + n.sgstPaise, 0)).toBe(
      invoice.cgstPaise + invoice.sgstPaise,
    )
    expect(notes.every((n) => n.invoiceId === invoice.id)).toBe(true)
  })
})

describe('the month’s GST reports', () => {
  it('list B2B invoices, B2C totals by state and rate, credit notes, and the tax by rate net of notes', async () => {
    await registerForGst()
    const b2b = await proofSubmitted({
      placeOfSupply: '09',
      buyerGstin: '27AAPFU0939F1ZV',
      buyerName: 'City Hospital',
    })
    const [up1, up2, delhi] = [
      await proofSubmitted({ placeOfSupply: '09' }),
      await proofSubmitted({ placeOfSupply: '09' }),
      await proofSubmitted({ placeOfSupply: '07' }),
    ]
    for (const p of [b2b, up1, up2, delhi]) await verifyProof(p.id, ORGANISER)
    const refund = await db().paymentAttempt.create({
      data: { registrationId: up1.id, kind: 'refund', merchantTxnNo: `RF${up1.id}`, amountPaise: 325000 },
    })
    const note = (await db().$transaction((tx) => issueCreditNote(tx, up1.id, 325000, refund.id)))!
    const [invoiceB2b, invoiceUp1] = [(await invoiceOf(b2b.id))!, (await invoiceOf(up1.id))!]
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7)

    const b2bTable = await monthTable('b2b', month)
    expect(b2bTable.rows).toEqual([
      [
        '27AAPFU0939F1ZV',
        'City Hospital',
        invoiceB2b.number,
        expect.stringMatching(/^\d\d-[A-Z][a-z]{2}-20\d\d$/),
        '6500.00',
        'Maharashtra (27)',
        'N',
        18,
        '5508.48',
        '991.52',
        '0.00',
        '0.00',
      ],
    ])
    expect((await monthTable('b2c', month)).rows).toEqual([
      ['Delhi (07)', 18, '5508.48', '991.52', '0.00', '0.00'],
      ['Uttar Pradesh (09)', 18, '11016.96', '0.00', '991.52', '991.52'],
    ])
    expect((await monthTable('credit-notes', month)).rows).toEqual([
      [
        note.number,
        expect.any(String),
        invoiceUp1.number,
        expect.any(String),
        '',
        expect.any(String),
        'Uttar Pradesh (09)',
        '3250.00',
        18,
        '2754.24',
        '0.00',
        '247.88',
        '247.88',
      ],
    ])
    // The note's PDF reverses the invoice's split and names the invoice.
    const notePdf = pdfText(await taxDocumentPdf(note, up1), { layout: true })
    expect(notePdf).toContain('CREDIT NOTE')
    expect(notePdf).toContain(`Against invoice`)
    expect(notePdf).toContain(invoiceUp1.number)
    expect(notePdf).toMatch(/CGST @ 9%\s+Rs\. 247\.88/)
    expect(notePdf).toMatch(/SGST @ 9%\s+Rs\. 247\.88/)
    // Four invoices of Rs. 6,500 less the note of Rs. 3,250, at 18 %.
    expect((await monthTable('rates', month)).rows).toEqual([
      [18, '19279.68', '1983.04', '743.64', '743.64', '3470.32'],
    ])
    // Another month holds none of them.
    expect((await monthTable('b2c', '2020-01')).rows).toEqual([])
  })
})

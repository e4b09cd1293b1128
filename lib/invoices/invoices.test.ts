// Tax invoices and credit notes on the run's real database: issued by the organisers'
// verification of a payment (the same transaction), numbered without gaps or repeats under
// parallel confirmations, split CGST + SGST or IGST, credited by refunds, and served as the
// registration's receipt.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { SYSTEM } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import type { Prisma, Registration } from '@/lib/generated/prisma/client'
import { receiptPdf } from '@/lib/receipts/service'
import { verifyProof } from '@/lib/registrations/review'
import { DEMO_GSTIN } from '@/prisma/demo-gst'
import { demoRegistration } from '@/prisma/demo-registrations'
import { truncate } from '@/test/db'
import { registerForGst } from '@/test/gst'
import { pdfText } from '@/test/pdf-text'
import { issueCreditNote, issueInvoice } from './issue'
import { creditNotesOf, invoiceOf } from './service'

const ORGANISER = { kind: 'admin', email: 'organiser@example.org', ip: '127.0.0.1' } as const
const SERIES = /^UPIAP\/(\d{4})\/(\d{5})$/

let seq = 0
/** A NonMember registration (Rs. 6,500) whose offline payment proof awaits the organisers. */
async function submitted(overrides: Partial<Prisma.RegistrationCreateManyInput> = {}): Promise<Registration> {
  seq++
  const p = await db().registration.create({
    data: {
      ...demoRegistration(seq),
      category: 'NonMember',
      amountPaise: 650000,
      status: 'proof_submitted',
      paidAt: null,
      refundedPaise: 0,
      createdAt: new Date(),
      ...overrides,
    },
  })
  await db().paymentProof.create({
    data: {
      registrationId: p.id,
      transactionId: `UTR${p.id}`,
      transactionDate: new Date(),
      proofOfPayment: 'proofs/x.pdf',
    },
  })
  return p
}

const clean = () =>
  truncate('tax_documents', 'gst_settings', 'counters', 'payment_attempts', 'payment_proofs', 'participants')
beforeEach(clean)
// The other files' registrations are receipted as if the association were not registered.
afterAll(clean)

describe('tax invoices', () => {
  it('are numbered 1 to 30 without a gap or a repeat when 30 payments are verified at once', async () => {
    await registerForGst()
    const regs = await Promise.all(Array.from({ length: 30 }, () => submitted()))
    // Five lanes (half the connection pool: the confirmations' jobs use it too), each taking the
    // next registration: five confirmations are always racing for the series' counter.
    const queue = [...regs]
    const results: Awaited<ReturnType<typeof verifyProof>>[] = []
    const lane = async () => {
      for (let p = queue.shift(); p; p = queue.shift()) results.push(await verifyProof(p.id, ORGANISER))
    }
    await Promise.all(Array.from({ length: 5 }, lane))
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
    const [a, b, c] = [await submitted(), await submitted(), await submitted()]
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

  it('split CGST + SGST in Uttar Pradesh, IGST elsewhere, and bill an institution to its GSTIN', async () => {
    await registerForGst()
    const up = await submitted({ placeOfSupply: '09' })
    const delhi = await submitted({ placeOfSupply: '07' })
    const b2b = await submitted({
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

  it('are not issued while the association is not registered: the receipt says it is not a tax invoice', async () => {
    await registerForGst(false)
    const p = await submitted()
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
    const p = await submitted({ placeOfSupply: '09' })
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

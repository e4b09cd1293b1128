// Receipt numbering (the database trigger of the receipt_numbering migration), the receipt's
// facts and PDF, and the confirmation mail that carries them, on the run's real database.
import pg from 'pg'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { startEmbeddedServer } from '@/lib/db/embedded-server'
import { listMigrations } from '@/lib/db/migrate'
import type { Prisma, Registration } from '@/lib/generated/prisma/client'
import { transition } from '@/lib/registrations/lifecycle'
import { sendConfirmation } from '@/lib/registrations/mails/send-confirmation'
import { demoRegistration } from '@/prisma/demo-registrations'
import { databaseKind, truncate } from '@/test/db'
import { createTestDatabase } from '@/test/pg-server'
import { startSmtpSink, type SmtpSink } from '@/test/smtp'
import { findByReceiptToken, findReceipted, receiptPdf } from './service'

const NUMBER = /^UPP25-R-(\d{6})$/
const numberOf = (p: Registration) => Number(NUMBER.exec(p.receiptNumber ?? '')?.[1] ?? NaN)

let seq = 0
/** A pending registration of the NonMember category (Rs. 6,500), unpaid. */
function pending(overrides: Partial<Prisma.RegistrationCreateManyInput> = {}) {
  seq++
  return db().registration.create({
    data: {
      ...demoRegistration(seq),
      category: 'NonMember',
      amountPaise: 650000,
      status: 'pending_payment',
      paidAt: null,
      refundedPaise: 0,
      createdAt: new Date(),
      ...overrides,
    },
  })
}
const reload = (id: number) => db().registration.findUniqueOrThrow({ where: { id } })
/** Records the payment as the payment flow does (the lifecycle's `paid` event); 'paid' when applied. */
const markPaid = async (tx: Prisma.TransactionClient, id: number, at: Date) =>
  (await transition(tx, id, 'paid', { data: () => ({ paidAt: at }) })).outcome === 'applied'
    ? 'paid'
    : 'not paid'
const pay = (p: Registration, at = new Date()) => db().$transaction((tx) => markPaid(tx, p.id, at))

beforeEach(() => truncate('gateway_exchanges', 'payment_attempts', 'payment_proofs', 'participants'))

describe('receipt numbers', () => {
  it('are issued on payment, consecutive in order of payment, with a long unique token', async () => {
    const [a, b, c] = [await pending(), await pending(), await pending()]
    expect(a.receiptNumber).toBeNull()
    for (const p of [b, a, c]) expect(await pay(p)).toBe('paid')
    const [pa, pb, pc] = await Promise.all([reload(a.id), reload(b.id), reload(c.id)])
    expect(pa.receiptNumber).toMatch(NUMBER)
    expect([numberOf(pa) - numberOf(pb), numberOf(pc) - numberOf(pa)]).toEqual([1, 1])
    const tokens = [pa, pb, pc].map((p) => p.receiptToken)
    for (const t of tokens) expect(t).toMatch(/^[0-9a-f]{64}$/)
    expect(new Set(tokens).size).toBe(3)
    // The counter of the registrations' edition (2025, id 1) holds the last number issued.
    expect((await db().counter.findUniqueOrThrow({ where: { name: 'receipt:1' } })).value).toBe(numberOf(pc))
  })

  it('stay distinct and consecutive when many payments are recorded at once', async () => {
    const regs = await Promise.all(Array.from({ length: 12 }, () => pending()))
    const outcomes = await Promise.all(regs.map((p) => pay(p)))
    expect(outcomes.every((o) => o === 'paid')).toBe(true)
    const numbers = (await Promise.all(regs.map((p) => reload(p.id)))).map(numberOf).sort((x, y) => x - y)
    expect(new Set(numbers).size).toBe(12)
    expect(numbers.at(-1)! - numbers[0]).toBe(11)
  })

  it('are given back by a payment that rolls back, so the series has no gap', async () => {
    const [a, b, c] = [await pending(), await pending(), await pending()]
    await pay(a)
    await expect(
      db().$transaction(async (tx) => {
        await markPaid(tx, b.id, new Date())
        throw new Error('the gateway exchange could not be stored')
      }),
    ).rejects.toThrow('could not be stored')
    expect((await reload(b.id)).receiptNumber).toBeNull()
    await pay(c)
    expect(numberOf(await reload(c.id))).toBe(numberOf(await reload(a.id)) + 1)
  })

  it('are not issued to unpaid or free registrations', async () => {
    const unpaid = await pending()
    const free = await pending({ category: 'seniorcitizen', amountPaise: 0, status: 'free' })
    await db().registration.update({ where: { id: free.id }, data: { paidAt: new Date() } })
    await db().registration.update({ where: { id: unpaid.id }, data: { status: 'payment_failed' } })
    for (const p of [await reload(unpaid.id), await reload(free.id)])
      expect([p.receiptNumber, p.receiptToken]).toEqual([null, null])
    await expect(findReceipted(free.id)).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('is free'),
    })
    await expect(findReceipted(unpaid.id)).rejects.toMatchObject({
      status: 404,
      message: expect.stringContaining('no payment has been recorded'),
    })
    await expect(findReceipted(999_999)).rejects.toMatchObject({ status: 404 })
  })

  it('never change once issued, whatever happens to paid_at or the columns later', async () => {
    const p = await pending()
    await pay(p)
    const first = await reload(p.id)
    await db().registration.update({
      where: { id: p.id },
      data: { paidAt: new Date(Date.now() + 60_000), status: 'refunded', refundedPaise: 650000 },
    })
    await db().registration.update({ where: { id: p.id }, data: { paidAt: null, status: 'cancelled' } })
    await db().registration.update({
      where: { id: p.id },
      data: { paidAt: new Date(), receiptNumber: 'UPP25-R-999999', receiptToken: 'f'.repeat(64) },
    })
    const later = await reload(p.id)
    expect([later.receiptNumber, later.receiptToken]).toEqual([first.receiptNumber, first.receiptToken])
    // Rows written with paid_at directly (imports, the organisers' verification) get one too.
    const direct = await pending({ paidAt: new Date(), status: 'proof_verified' })
    expect(numberOf(direct)).toBe(numberOf(first) + 1)
  })
})

describe('the receipt', () => {
  const text = async (pdf: Buffer) =>
    (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text

  it('names the gateway transaction of the sale that paid, in figures and words, with the date in India', async () => {
    const p = await pending({ name: 'Meera Tripathi' })
    await db().paymentAttempt.create({
      data: {
        registrationId: p.id,
        merchantTxnNo: `UPREJ${p.id}`,
        amountPaise: p.amountPaise,
        txnStatus: 'REJ',
        gatewayTxnId: 'GW-REJECTED',
        finalizedAt: new Date(),
      },
    })
    await db().paymentAttempt.create({
      data: {
        registrationId: p.id,
        merchantTxnNo: `UPSUC${p.id}`,
        amountPaise: p.amountPaise,
        txnStatus: 'SUC',
        gatewayTxnId: 'GW-7700201624524',
        finalizedAt: new Date(),
      },
    })
    await pay(p, new Date('2025-08-25T20:00:00Z')) // 26 August in India
    const paid = await reload(p.id)
    const content = await text(await receiptPdf(p.id))
    for (const expected of [
      'Indian Academy of Pediatrics, Uttar Pradesh',
      paid.receiptNumber!,
      paid.registrationNumber,
      'Meera Tripathi',
      'Non-Member',
      'Rs. 6,500.00',
      'Rupees Six Thousand Five Hundred Only',
      'GW-7700201624524',
      '26 August 2025',
    ]) {
      expect(content).toContain(expected)
    }
    expect(content).not.toContain('GW-REJECTED')
    expect(content).not.toContain('Refunded')
    expect((await findByReceiptToken(paid.receiptToken!))?.id).toBe(p.id)
    expect(await findByReceiptToken('0'.repeat(64))).toBeNull()
    expect(await findByReceiptToken(paid.receiptToken!.toUpperCase())).toBeNull()
  })

  it("falls back to the sale's merchantTxnNo, else the proof's transaction, and shows a refund", async () => {
    const sale = await pending()
    await db().paymentAttempt.create({
      data: {
        registrationId: sale.id,
        merchantTxnNo: `UPNOGW${sale.id}`,
        amountPaise: sale.amountPaise,
        txnStatus: 'SUC',
        finalizedAt: new Date(),
      },
    })
    await pay(sale)
    expect(await text(await receiptPdf(sale.id))).toContain(`UPNOGW${sale.id}`)

    const offline = await pending()
    await db().paymentProof.create({
      data: {
        registrationId: offline.id,
        transactionId: 'NEFT-UTR-123456',
        transactionDate: new Date('2025-08-20'),
        proofOfPayment: 'proofs/x.pdf',
      },
    })
    await db().registration.update({
      where: { id: offline.id },
      data: { status: 'proof_verified', paidAt: new Date(), refundedPaise: 250050 },
    })
    const content = await text(await receiptPdf(offline.id))
    expect(content).toContain('NEFT-UTR-123456')
    expect(content).toMatch(/Refunded\s+Rs\. 2,500\.50/)
    expect(content).toMatch(/Net amount received\s+Rs\. 3,999\.50/)
  })
})

describe('the confirmation mail', () => {
  let smtp: SmtpSink
  beforeAll(async () => {
    smtp = await startSmtpSink()
    process.env.SMTP_URL = smtp.url
  })
  afterAll(async () => {
    await smtp.close()
    delete process.env.SMTP_URL
  })
  const sent = () => smtp.received.map((m) => m.raw)

  it('attaches the receipt and gives the link, even when handed the registration as it was before payment', async () => {
    const before = await pending()
    await pay(before)
    const paid = await reload(before.id)
    smtp.received.length = 0
    await sendConfirmation(before.id, 'GW-1234')
    expect(sent()).toHaveLength(1)
    const raw = sent()[0].replace(/=\r?\n/g, '')
    expect(raw).toMatch(new RegExp(`filename="?receipt-${paid.receiptNumber}\\.pdf`))
    expect(raw).toContain('Content-Type: application/pdf')
    expect(raw).toContain(`/receipt/${paid.receiptToken}`)
    expect(raw).toContain(paid.receiptNumber)
  })

  it('of a free registration has no receipt (only the e-ticket)', async () => {
    const free = await pending({ category: 'seniorcitizen', amountPaise: 0, status: 'free' })
    smtp.received.length = 0
    await sendConfirmation(free.id, null)
    expect(sent()).toHaveLength(1)
    expect(sent()[0]).not.toContain('filename=receipt-')
    expect(sent()[0]).toContain(`e-ticket-${free.registrationNumber}.pdf`)
    expect(sent()[0]).not.toContain('/receipt/')
  })
})

describe('the receipt_numbering migration', () => {
  it('numbers the registrations already paid in order of payment, and the trigger continues after them', async () => {
    const database =
      databaseKind() === 'server'
        ? await createTestDatabase('uppedicon_receipts')
        : await startEmbeddedServer({}).then((s) => ({ url: s.url, drop: s.stop }))
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const migrations = listMigrations()
      const at = migrations.findIndex((m) => m.name.endsWith('_receipt_numbering'))
      for (const m of migrations.slice(0, at)) await client.query(m.sql)
      const insert = `INSERT INTO participants (registration_number, name, mobile_number, email, date_of_birth, address, age, designation, accompanying_person, category, amount_paise, status, paid_at, updated_at)
        VALUES ($1, 'Delegate', '9000000000', 'd@example.org', '1980-01-01', 'Gorakhpur', 45, 'consultant', false, $2, $3, $4, $5, now())`
      await client.query(insert, ['UPP25-000001', 'NonMember', 650000, 'paid', '2025-08-03T10:00:00Z'])
      await client.query(insert, ['UPP25-000002', 'NonMember', 650000, 'pending_payment', null])
      await client.query(insert, ['UPP25-000003', 'PG_Student', 450000, 'refunded', '2025-08-01T10:00:00Z'])
      await client.query(insert, ['UPP25-000004', 'seniorcitizen', 0, 'free', null])
      await client.query(insert, [
        'UPP25-000005',
        'NonMember',
        650000,
        'proof_verified',
        '2025-08-02T10:00:00Z',
      ])
      for (const m of migrations.slice(at)) await client.query(m.sql)
      await client.query(
        "UPDATE participants SET status = 'paid', paid_at = now() WHERE registration_number = 'UPP25-000002'",
      )
      const { rows } = await client.query(
        'SELECT registration_number, receipt_number, receipt_token FROM participants ORDER BY registration_number',
      )
      expect(rows.map((r) => [r.registration_number, r.receipt_number])).toEqual([
        ['UPP25-000001', 'UPP25-R-000003'],
        ['UPP25-000002', 'UPP25-R-000004'],
        ['UPP25-000003', 'UPP25-R-000001'],
        ['UPP25-000004', null],
        ['UPP25-000005', 'UPP25-R-000002'],
      ])
      expect(rows.filter((r) => r.receipt_number).every((r) => /^[0-9a-f]{64}$/.test(r.receipt_token))).toBe(
        true,
      )
    } finally {
      await client.end()
      await database.drop()
    }
  }, 60_000)
})

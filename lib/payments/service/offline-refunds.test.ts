// Refunds the organisers send by bank transfer for registrations paid outside the gateway, against
// the run's real database: recorded as settled refunds, a credit note against the invoice with its
// split (CGST + SGST within Uttar Pradesh, IGST outside), the refunded amount and state moved as a
// gateway's refund moves them, the delegate's mail queued and the audit entry written; never more
// than the fee less the refunds, even when two are recorded at once; none for a payment made online.
import { describe, expect, it } from 'vitest'
import { registrationDetail } from '@/lib/console/detail'
import { exportRegistrations, listRegistrations } from '@/lib/console/registrations'
import { registrationsQuerySchema } from '@/lib/console/schema'
import { todayInIndia, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import type { Prisma, Registration } from '@/lib/generated/prisma/client'
import { monthTable } from '@/lib/invoices/reports'
import { creditNotesOf, invoiceOf } from '@/lib/invoices/service'
import { verifyGroupPaid } from '@/lib/payments/statements/record'
import { delegateView } from '@/lib/registrations/delegate'
import { stateMail } from '@/lib/registrations/mails/state'
import { verifyProof } from '@/lib/registrations/review'
import { transferRefundSchema } from '@/lib/registrations/review-schema'
import { registrationToken } from '@/lib/registrations/token'
import { demoRegistration } from '@/prisma/demo-registrations'
import { TEST_ADMIN as ADMIN } from '@/test/admin'
import { newGroup } from '@/test/groups'
import { gstRegisteredEach, proofSubmitted } from '@/test/gst'
import { recordTransferRefund } from './offline-refunds'
import { handleGatewayReturn, transactionStatus } from './returns'

gstRegisteredEach(
  'jobs',
  'audit_logs',
  'payment_attempts',
  'payment_proofs',
  'statement_credits',
  'participants',
  'registration_groups',
)

let seq = 0
/** A NonMember registration (Rs. 6,500) paid by transfer: its proof verified by the organisers. */
async function paidByTransfer(
  overrides: Partial<Prisma.RegistrationCreateManyInput> = {},
): Promise<Registration> {
  const p = await proofSubmitted(overrides)
  await verifyProof(p.id, ADMIN)
  return db().registration.findUniqueOrThrow({ where: { id: p.id } })
}

const today = todayInIndia()
const input = (amount: string, reference = `UTR${++seq}REFUND`) =>
  transferRefundSchema.parse({ amount, sent_on: today, reference })

const mails = (id: number) =>
  db().job.findMany({
    where: { kind: 'mail.refund-completed', entityId: String(id) },
    orderBy: { id: 'asc' },
  })

describe('refunds sent by bank transfer', () => {
  it('a part, then the rest: credit notes with the invoice’s CGST + SGST split, the mail and the audit entry', async () => {
    const p = await paidByTransfer({ placeOfSupply: '09' })
    const invoice = (await invoiceOf(p.id))!
    expect(invoice).toMatchObject({ cgstPaise: 49576, sgstPaise: 49576, igstPaise: 0 })
    expect((await registrationDetail(p.id))!).toMatchObject({
      actions: expect.arrayContaining(['refund-transfer']),
      money: { transferRefundablePaise: 650000, refundablePaise: 0 },
    })

    const part = await recordTransferRefund(p.id, input('3250.00', 'SBIN526331234567'), ADMIN)
    expect(part).toMatchObject({ ok: true, status: 'proof_verified', refundedPaise: 325000 })
    expect(part.message).toMatch(/Credit note UPIAP\/\d{4}\/C0001 issued/)
    const refund = await db().paymentAttempt.findFirstOrThrow({ where: { kind: 'refund' } })
    expect(refund).toMatchObject({
      registrationId: p.id,
      gateway: 'transfer',
      txnStatus: 'SUC',
      gatewayTxnId: 'SBIN526331234567',
      amountPaise: 325000,
      originalTxnNo: null,
    })
    expect(refund.finalizedAt).not.toBeNull()
    expect(refund.sentOn && toIsoDate(refund.sentOn)).toBe(today)

    const [note] = await creditNotesOf(p.id)
    expect(note).toMatchObject({
      invoiceId: invoice.id,
      refundAttemptId: refund.id,
      totalPaise: 325000,
      cgstPaise: 24788,
      sgstPaise: 24788,
      igstPaise: 0,
    })
    const [mail] = await mails(p.id)
    expect(mail.payload).toMatchObject({
      amountPaise: 325000,
      bankReference: 'SBIN526331234567',
      sentOn: today,
      test: false,
    })
    const text = stateMail(
      'mail.refund-completed',
      await db().registration.findUniqueOrThrow({ where: { id: p.id } }),
      'UP Pedicon',
      mail.payload as object,
    ).text
    expect(text).toContain('by bank transfer on ')
    expect(text).toContain('bank reference (UTR) SBIN526331234567')
    expect(text).not.toContain('the bank has confirmed it')
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: 'registration.refund-transfer', entityId: String(p.id) },
    })
    expect(audit.detail).toMatchObject({
      amount: '3250.00',
      reference: 'SBIN526331234567',
      sentOn: today,
      creditNote: note.number,
      refundedPaise: 325000,
    })

    // The delegate's page shows the refund, how it was sent, and the credit note.
    const view = (await delegateView(String(p.id), registrationToken(p.id)))!
    expect(view.refunded).toMatch(
      /^Rs\. 3,250\.00 \(Rs\. 3,250\.00 by bank transfer on .+, UTR SBIN526331234567\)$/,
    )
    expect(view.taxDocuments.creditNotes.map((c) => c.number)).toEqual([note.number])

    // No gateway answers for it: a return naming its number is refused (4xx), its status is as recorded.
    await expect(
      handleGatewayReturn({ merchantTxnNo: refund.merchantTxnNo, responseCode: '000' }, 'return'),
    ).rejects.toMatchObject({ status: 400 })
    await expect(transactionStatus(refund.merchantTxnNo)).resolves.toMatchObject({ txnStatus: 'SUC' })

    // More than is left is refused, and so is the same transfer recorded again.
    await expect(recordTransferRefund(p.id, input('3250.01'), ADMIN)).rejects.toMatchObject({ status: 422 })
    await expect(recordTransferRefund(p.id, input('1.00', 'SBIN526331234567'), ADMIN)).rejects.toMatchObject({
      status: 409,
    })

    const rest = await recordTransferRefund(p.id, input('3250.00'), ADMIN)
    expect(rest).toMatchObject({ ok: true, status: 'refunded', refundedPaise: 650000 })
    const notes = await creditNotesOf(p.id)
    expect(notes.map((n) => n.totalPaise)).toEqual([325000, 325000])
    expect(notes.reduce((s, n) => s + n.cgstPaise, 0)).toBe(invoice.cgstPaise)
    expect(notes.reduce((s, n) => s + n.taxablePaise, 0)).toBe(invoice.taxablePaise)
    expect(await mails(p.id)).toHaveLength(2)
    await expect(recordTransferRefund(p.id, input('1.00'), ADMIN)).rejects.toMatchObject({ status: 409 })
    expect((await registrationDetail(p.id))!.actions).not.toContain('refund-transfer')
  })

  it('a whole refund outside Uttar Pradesh: one credit note reversing the invoice’s IGST', async () => {
    const p = await paidByTransfer({ placeOfSupply: '07' })
    const invoice = (await invoiceOf(p.id))!
    expect(invoice).toMatchObject({ cgstPaise: 0, igstPaise: 99152 })
    const whole = await recordTransferRefund(p.id, input('6500.00'), ADMIN)
    expect(whole).toMatchObject({ status: 'refunded', refundedPaise: 650000 })
    const [note] = await creditNotesOf(p.id)
    expect(note).toMatchObject({
      invoiceId: invoice.id,
      totalPaise: 650000,
      igstPaise: 99152,
      cgstPaise: 0,
      sgstPaise: 0,
      taxablePaise: invoice.taxablePaise,
    })
    // The console's list nets it out of what was collected, and its export shows it refunded.
    const query = registrationsQuerySchema.parse({ q: p.registrationNumber })
    const list = await listRegistrations(query)
    expect(list.items.map((r) => [r.registrationNumber, r.status])).toEqual([
      [p.registrationNumber, 'refunded'],
    ])
    const rows = []
    for await (const row of exportRegistrations(query)) rows.push(row)
    expect(rows.map((r) => r.slice(12, 15))).toEqual([[6500, 6500, 'Refunded']])
    // The accountant's credit-notes report of the month lists it against its invoice.
    const report = await monthTable('credit-notes', today.slice(0, 7))
    expect(report.rows).toEqual([
      expect.arrayContaining([note.number, invoice.number, '6500.00', '991.52', '0.00']),
    ])
  })

  it('two at once whose sum exceeds what was paid: exactly one passes', async () => {
    const p = await paidByTransfer()
    const results = await Promise.allSettled([
      recordTransferRefund(p.id, input('4000.00'), ADMIN),
      recordTransferRefund(p.id, input('4000.00'), ADMIN),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { status: 422 } })
    const refunds = await db().paymentAttempt.findMany({ where: { kind: 'refund', registrationId: p.id } })
    expect(refunds.map((r) => r.amountPaise)).toEqual([400000])
    expect((await db().registration.findUniqueOrThrow({ where: { id: p.id } })).refundedPaise).toBe(400000)
    expect(await creditNotesOf(p.id)).toHaveLength(1)
  })

  it('not registered for GST: the refund is recorded with its mail, and no credit note', async () => {
    await db().gstSettings.updateMany({ data: { registered: false } })
    const p = await paidByTransfer()
    expect(await invoiceOf(p.id)).toBeNull()
    const part = await recordTransferRefund(p.id, input('1000.00'), ADMIN)
    expect(part).toMatchObject({ ok: true, refundedPaise: 100000 })
    expect(part.message).not.toMatch(/Credit note/)
    expect(await db().paymentAttempt.count({ where: { kind: 'refund', gateway: 'transfer' } })).toBe(1)
    expect(await db().taxDocument.count({ where: { kind: 'credit_note' } })).toBe(0)
    expect(await mails(p.id)).toHaveLength(1)
    expect(
      await db().auditLog.count({
        where: { action: 'registration.refund-transfer', entityId: String(p.id) },
      }),
    ).toBe(1)
  })

  it("a delegate paid by their group's transfer: their own fee, on their lines of the group's invoice", async () => {
    const g = await newGroup()
    const owing = await db().registration.findMany({ where: { groupId: g.id }, orderBy: { id: 'asc' } })
    await domainWrite(ADMIN, (w) =>
      verifyGroupPaid(
        w,
        { owing: owing.map((d) => ({ id: d.id, registrationNumber: d.registrationNumber })) },
        { date: today, narration: `NEFT ${g.group_number}`, reference: 'HDFC00012345' },
      ),
    )
    const [first, second] = owing
    await expect(
      recordTransferRefund(second.id, input(((second.amountPaise + 1) / 100).toFixed(2)), ADMIN),
    ).rejects.toMatchObject({ status: 422 })
    const whole = await recordTransferRefund(second.id, input((second.amountPaise / 100).toFixed(2)), ADMIN)
    expect(whole).toMatchObject({ status: 'refunded', refundedPaise: second.amountPaise })
    expect((await db().registration.findUniqueOrThrow({ where: { id: first.id } })).status).toBe(
      'proof_verified',
    )
    const [note] = await creditNotesOf(second.id)
    const invoice = (await invoiceOf(second.id))!
    expect(invoice.groupId).toBe(g.id)
    expect(note).toMatchObject({ invoiceId: invoice.id, totalPaise: second.amountPaise })
    for (const line of note.lines as unknown as { registrationId?: number; totalPaise: number }[])
      if (line.registrationId !== second.id) expect(line.totalPaise).toBe(0)
  })

  it('refuses a registration paid online, or not paid, with a 409 naming why', async () => {
    const unpaid = await db().registration.create({
      data: {
        ...demoRegistration(990),
        status: 'pending_payment',
        paidAt: null,
        amountPaise: 650000,
        refundedPaise: 0,
      },
    })
    await expect(recordTransferRefund(unpaid.id, input('10.00'), ADMIN)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/no payment received/),
    })
    const online = await db().registration.create({
      data: {
        ...demoRegistration(991),
        status: 'paid',
        paidAt: new Date(),
        amountPaise: 650000,
        refundedPaise: 0,
      },
    })
    await db().paymentAttempt.create({
      data: {
        registrationId: online.id,
        kind: 'sale',
        gateway: 'sandbox',
        merchantTxnNo: `UPTEST${online.id}`,
        amountPaise: 650000,
        txnStatus: 'SUC',
        finalizedAt: new Date(),
      },
    })
    await expect(recordTransferRefund(online.id, input('10.00'), ADMIN)).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/paid online: refund it through the gateway/),
    })
    expect((await registrationDetail(online.id))!.actions).not.toContain('refund-transfer')
    await expect(recordTransferRefund(2_000_000_000, input('10.00'), ADMIN)).rejects.toMatchObject({
      status: 404,
    })
  })
})

describe('the refund by transfer form’s schema', () => {
  it('asks for an amount, a past or present day and a bank reference', () => {
    const bad = transferRefundSchema.safeParse({ amount: '0', sent_on: '2999-01-01', reference: 'x' })
    expect(bad.success).toBe(false)
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual(['amount', 'reference', 'sent_on'])
    expect(
      transferRefundSchema.safeParse({ amount: '10', sent_on: '2026-02-30', reference: 'UTR1234567' })
        .success,
    ).toBe(false)
  })
})

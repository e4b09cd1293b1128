// A group paid online at once, against the database and the sandbox gateway over real HTTP: one
// sale for what its unpaid delegates owe together; the signed STATUS SUC makes each of them paid
// with an invoice and a confirmation, once; a failed sale leaves them owing; a sale whose amount no
// longer matches what they owe pays none and flags them; a repeat answers the same sale; the
// bank statement's matching and the group's page owe the same delegates; a fee slab that ended
// before paying re-prices the group first, charging nothing; once paid, each delegate has a page,
// ticket and certificate of their own, as a delegate registered alone.
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { issueCertificates } from '@/lib/certificates/issue'
import { startOfIndianDay } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { handleGatewayReturn, transactionStatus } from '@/lib/payments/service/returns'
import { groupCandidates } from '@/lib/payments/statements/groups'
import { delegateView } from '@/lib/registrations/delegate'
import { registrationToken } from '@/lib/registrations/token-hmac'
import { ticketMailParts, ticketPdf } from '@/lib/tickets/mail'
import { truncate } from '@/test/db'
import { newGroup, payGroupOnline } from '@/test/groups'
import { pdfText } from '@/test/pdf-text'
import { withSandboxGateway } from '@/test/sandbox-hooks'
import { startGroupPayment } from './payment'
import { findGroup } from './records'

const sandbox = withSandboxGateway()
beforeEach(() =>
  truncate(
    'jobs',
    'audit_logs',
    'gateway_exchanges',
    'payment_attempts',
    'payment_proofs',
    'tax_documents',
    'certificates',
    'participants',
    'registration_groups',
  ),
)

async function startedSale(groupId: number) {
  const sale = await startGroupPayment(groupId)
  if ('repriced' in sale) throw new Error('repriced')
  return sale
}

const statuses = async (groupId: number) =>
  (await db().registration.findMany({ where: { groupId }, orderBy: { id: 'asc' } })).map((r) => r.status)

describe('a group paid online', () => {
  it('one sale for what the group owes; its STATUS SUC pays each delegate once, with invoice and confirmation', async () => {
    const g = await newGroup()
    const sale = await startedSale(g.id)
    expect(sale.amount).toBe(g.amount_due.toFixed(2))
    // A repeat (a double tap) answers the same sale.
    expect((await startedSale(g.id)).merchantTxnNo).toBe(sale.merchantTxnNo)
    const txn = sandbox.gateway.transactions.get(sale.merchantTxnNo)!
    expect(txn.amount).toBe(sale.amount)
    expect(await statuses(g.id)).toEqual(['pending_payment', 'pending_payment'])

    sandbox.gateway.settle(txn, 'approve')
    expect((await transactionStatus(sale.merchantTxnNo)).txnStatus).toBe('SUC')
    expect((await transactionStatus(sale.merchantTxnNo)).txnStatus).toBe('SUC')
    expect(await statuses(g.id)).toEqual(['paid', 'paid'])
    const ids = g.delegates.map((d) => d.id)
    const jobs = await db().job.findMany({ where: { kind: 'mail.confirmation' } })
    expect(jobs.map((j) => (j.payload as { participantId: number }).participantId).sort()).toEqual(ids.sort())
    expect(await db().auditLog.count({ where: { action: 'group.pay', entityId: String(g.id) } })).toBe(1)
    expect((await findGroup(g.id))!.duePaise).toBe(0)
    // Paid: nothing more to start.
    await expect(startGroupPayment(g.id)).rejects.toMatchObject({ status: 409 })
  })

  it('the gateway return of a group sale names the group, so the payer goes back to its page', async () => {
    const g = await newGroup()
    const sale = await startedSale(g.id)
    sandbox.gateway.settle(sandbox.gateway.transactions.get(sale.merchantTxnNo)!, 'decline')
    const { signed } = await import('@/lib/payments/gateways/payphi/hash')
    const { SANDBOX_KEY } = await import('@/test/sandbox-gateway')
    const t = sandbox.gateway.transactions.get(sale.merchantTxnNo)!
    const fields = signed(
      {
        responseCode: '039',
        merchantId: 'T_TEST1',
        merchantTxnNo: sale.merchantTxnNo,
        txnID: t.txnID,
        amount: t.amount,
        addlParam2: '',
      },
      SANDBOX_KEY,
    ) as Record<string, string>
    expect(await handleGatewayReturn(fields, 'return')).toMatchObject({
      status: 'failure',
      groupId: g.id,
      registrationId: null,
    })
    // A declined sale leaves every delegate owing; the group may pay again.
    expect(await statuses(g.id)).toEqual(['pending_payment', 'pending_payment'])
    expect((await startedSale(g.id)).merchantTxnNo).not.toBe(sale.merchantTxnNo)
  })

  it('a sale for another amount than the group owes now pays no one and flags those owed for', async () => {
    const g = await newGroup()
    const sale = await startedSale(g.id)
    // One delegate is re-priced after the sale started.
    await db().registration.update({
      where: { id: g.delegates[1].id },
      data: { amountPaise: { increment: 100 } },
    })
    sandbox.gateway.settle(sandbox.gateway.transactions.get(sale.merchantTxnNo)!, 'approve')
    expect((await transactionStatus(sale.merchantTxnNo)).txnStatus).toBe('ERR')
    expect(await statuses(g.id)).toEqual(['pending_payment', 'pending_payment'])
    const flagged = await db().registration.findMany({ where: { groupId: g.id, amountMismatch: true } })
    expect(flagged).toHaveLength(2)
  })

  it('the group page, its online payment and the statement matching owe the same delegates', async () => {
    const g = await newGroup()
    const [first, second] = g.delegates
    await db().registration.update({ where: { id: first.id }, data: { status: 'proof_submitted' } })
    await db().registration.update({ where: { id: second.id }, data: { status: 'proof_rejected' } })
    const found = (await findGroup(g.id))!
    const [candidate] = await groupCandidates([g.group_number])
    expect(found.owing.map((r) => r.id)).toEqual([second.id])
    expect(candidate.owing.map((r) => r.id)).toEqual([second.id])
    expect(candidate.duePaise).toBe(found.duePaise)
    // The delegate whose proof was refused is paid by the group's online payment.
    const sale = await startedSale(g.id)
    expect(sale.amount).toBe((found.duePaise / 100).toFixed(2))
    sandbox.gateway.settle(sandbox.gateway.transactions.get(sale.merchantTxnNo)!, 'approve')
    expect((await transactionStatus(sale.merchantTxnNo)).txnStatus).toBe('SUC')
    expect(await statuses(g.id)).toEqual(['proof_submitted', 'paid'])
  })

  it('a fee slab that ended before paying re-prices the group first: nothing is charged, the new total is owed', async () => {
    const g = await newGroup()
    const [first] = g.delegates
    // Priced in a slab that has ended (at Re. 1, so the re-pricing shows).
    await db().registration.update({
      where: { id: first.id },
      data: { feeValidUntil: startOfIndianDay('2026-01-01'), amountPaise: 100 },
    })
    expect(await startGroupPayment(g.id)).toEqual({ repriced: true })
    expect(await db().paymentAttempt.count({ where: { groupId: g.id } })).toBe(0)
    expect(await db().registration.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: 'pending_payment',
      amountPaise: first.amount * 100,
    })
    // The group's contact pays for it: its delegate is not reminded of the new slab.
    expect(
      await db().job.count({ where: { kind: 'mail.payment-reminder', entityId: String(first.id) } }),
    ).toBe(0)
    // Asked again, the sale starts for what the group owes now.
    const sale = await startedSale(g.id)
    expect(sale.amount).toBe(g.amount_due.toFixed(2))
    expect((await findGroup(g.id))!.duePaise).toBe(g.amount_due * 100)
  })

  it('once the group is paid, each delegate has their own page, ticket and certificate, as alone', async () => {
    const g = await newGroup()
    const ids = g.delegates.map((d) => d.id)
    const { editionId } = await db().registration.findUniqueOrThrow({ where: { id: ids[0] } })
    const view = (id: number) => delegateView(String(id), registrationToken(id))
    // Before the group pays: the page asks for nothing, shows no ticket, and no certificate is issued.
    expect(await view(ids[0])).toMatchObject({ status: 'pending_payment', ticket: null })
    await expect(issueCertificates(SYSTEM, editionId, { ids })).rejects.toMatchObject({
      code: 'unprocessable',
    })

    await payGroupOnline(sandbox, g.id)
    for (const d of g.delegates) {
      const page = (await view(d.id))!
      expect(page).toMatchObject({
        registrationNumber: d.registration_number,
        name: d.name,
        status: 'paid',
        next: 'nothing',
        checkoutPath: null,
        payTo: null,
      })
      const p = await db().registration.findUniqueOrThrow({ where: { id: d.id } })
      expect(page.ticket?.code).toBe((await ticketMailParts(p))?.code)
      const ticket = pdfText(await ticketPdf(p))
      for (const printed of [d.name, d.registration_number, page.ticket!.code])
        expect(ticket).toContain(printed)
    }
    // Certified like any confirmed delegate, and the page links the certificate.
    expect(await issueCertificates(SYSTEM, editionId, { ids })).toEqual({ issued: 2, existing: 0 })
    for (const id of ids) expect((await view(id))!.certificatePath).toMatch(/^\/certificates?\//)
  })

  it('refuses a group that does not exist', async () => {
    await expect(startGroupPayment(999999)).rejects.toBeInstanceOf(ApiError)
  })
})

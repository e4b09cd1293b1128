// The organisers' actions on a registration against the sandbox gateway over HTTP: the paths the
// end-to-end suite cannot reach (a refund the gateway has not settled, one it never answered, one
// it refused, a mail server that refuses the mails) and clicks that race.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { registrationDetail } from '@/lib/console/detail'
import { db } from '@/lib/db/client'
import { runDueJobs } from '@/lib/jobs/runner'
import { signed } from '@/lib/payments/gateways/payphi/hash'
import { checkRefunds, refundRegistration } from '@/lib/payments/service/refunds'
import { transactionStatus } from '@/lib/payments/service/returns'
import { startPayment } from '@/lib/payments/service/sales'
import { TEST_ADMIN as ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { SANDBOX_KEY } from '@/test/sandbox-gateway'
import { withSandboxGateway } from '@/test/sandbox-hooks'
import { startSmtpSink } from '@/test/smtp'
import { submitPaymentProof } from './proofs'
import { submitRegistration } from './register'
import { cancelRegistration, registrationIdOf, rejectProof, resendConfirmation, verifyProof } from './review'

/** What the audit trail recorded of the last action on a registration. */
const lastAudit = async (id: number) =>
  (
    await db().auditLog.findFirstOrThrow({
      where: { entity: 'registration', entityId: String(id) },
      orderBy: { id: 'desc' },
    })
  ).detail

const sandbox = withSandboxGateway()
beforeEach(() =>
  truncate('jobs', 'audit_logs', 'gateway_exchanges', 'payment_attempts', 'payment_proofs', 'participants'),
)
afterEach(() => {
  delete process.env.SMTP_URL
})

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const registration = (id: number) => db().registration.findUniqueOrThrow({ where: { id } })

async function paid(overrides: Record<string, unknown> = {}) {
  const reg = await submitRegistration(delegate(overrides))
  const sale = await startPayment(reg.id)
  sandbox.gateway.settle(sandbox.gateway.transactions.get(sale.merchantTxnNo)!, 'approve')
  expect((await transactionStatus(sale.merchantTxnNo)).txnStatus).toBe('SUC')
  return { id: reg.id, sale: sale.merchantTxnNo }
}

async function withOfflineProof() {
  const reg = await submitRegistration(delegate())
  await submitPaymentProof(
    {
      payment_option: 'neft_rtgs',
      transaction_id: 'NEFT000111',
      transaction_date: '2025-10-01',
      participant_id: reg.id,
      participant_token: 'checked-by-the-handler',
    },
    PNG_1PX,
  )
  // Its "proof received" mail goes now (to the log: no SMTP_URL); the tests count the organisers' mails.
  expect(await runDueJobs()).toMatchObject({ failed: 0 })
  return reg.id
}

/** The sandbox's REFUND handling, then its refund left "in process" (as a bank may answer). */
const refundsStayPending = (fields: Record<string, string>, pass: () => Promise<Response>) =>
  pass().then((response) => {
    if (fields.transactionType === 'REFUND')
      sandbox.gateway.transactions.get(fields.merchantTxnNo)!.status = 'REQ'
    return response
  })

describe('registration ids in URLs', () => {
  it('accepts only positive whole numbers that fit the column', () => {
    expect(['1', '42', '2147483647'].map(registrationIdOf)).toEqual([1, 42, 2147483647])
    expect(
      ['0', '-1', '01', '1.5', '1e3', 'abc', '', '2147483648', '99999999999'].map(registrationIdOf),
    ).toEqual(Array(9).fill(null))
  })
})

describe('refunds through the gateway', () => {
  it('a refund the gateway has not settled stays pending and reserved; checking later settles it', async () => {
    const { id } = await paid()
    sandbox.intercept = refundsStayPending
    const result = await refundRegistration(id, {}, ADMIN)
    expect(result).toMatchObject({
      ok: true,
      status: 'paid',
      refundedPaise: 0,
      refunds: [{ amount: '6500.00', status: 'REQ' }],
    })
    const detail = (await registrationDetail(id))!
    expect(detail.money).toMatchObject({ pendingRefunds: 1, refundablePaise: 0 })
    expect(detail.actions).toEqual(['refund-status', 'resend', 'cancel'])
    await expect(refundRegistration(id, {}, ADMIN)).rejects.toMatchObject({ status: 409 })

    expect(await checkRefunds(id, ADMIN)).toMatchObject({ refunds: [{ status: 'REQ' }], refundedPaise: 0 })
    sandbox.gateway.transactions.get(result.refunds![0].merchantTxnNo)!.status = 'SUC'
    const settled = await checkRefunds(id, ADMIN)
    expect(settled).toMatchObject({
      ok: true,
      status: 'refunded',
      refundedPaise: 650000,
      refunds: [{ status: 'SUC' }],
    })
    expect(await lastAudit(id)).toMatchObject({ refundedPaise: 650000 })
    await expect(checkRefunds(id, ADMIN)).rejects.toMatchObject({ status: 409 })
    // STATUS asked about the refund under its own number, not the sale's.
    const asked = await db().gatewayExchange.findMany({
      where: { merchantTxnNo: result.refunds![0].merchantTxnNo, operation: 'status' },
    })
    expect(asked.map((x) => (x.request as Record<string, string>).originalTxnNo)).toEqual(
      Array(3).fill(result.refunds![0].merchantTxnNo),
    )
  })

  it('a REFUND that got no readable answer stays pending: the bank may have made it', async () => {
    const { id } = await paid()
    sandbox.intercept = async (fields, pass) =>
      fields.transactionType === 'REFUND'
        ? new Response('<html>502 Bad Gateway</html>', { status: 502 })
        : pass()
    const result = await refundRegistration(id, { amount: '1000.00' }, ADMIN)
    expect(result).toMatchObject({ ok: true, refunds: [{ amount: '1000.00', status: 'REQ' }] })
    const refund = await db().paymentAttempt.findUniqueOrThrow({
      where: { merchantTxnNo: result.refunds![0].merchantTxnNo },
    })
    expect(refund).toMatchObject({ txnStatus: 'REQ', finalizedAt: null })
    expect((await registrationDetail(id))!.money.refundablePaise).toBe(550000)
    await expect(refundRegistration(id, { amount: '5500.01' }, ADMIN)).rejects.toMatchObject({ status: 422 })
  })

  it('a refusal closes the refund as ERR, says so, and frees the amount again', async () => {
    const { id } = await paid()
    sandbox.intercept = async (fields, pass) =>
      fields.transactionType === 'REFUND'
        ? Response.json(
            signed(
              {
                responseCode: 'P1010',
                respDescription: 'Refund not permitted',
                merchantTxnNo: fields.merchantTxnNo,
              },
              SANDBOX_KEY,
            ),
          )
        : pass()
    const result = await refundRegistration(id, { amount: '100.00' }, ADMIN)
    const detail = await lastAudit(id)
    expect(result).toMatchObject({
      ok: false,
      status: 'paid',
      refundedPaise: 0,
      refunds: [{ status: 'ERR' }],
    })
    expect(result.message).toContain('failed at the gateway: nothing was refunded')
    expect(detail).toMatchObject({ status: 'ERR', amount: '100.00' })
    sandbox.intercept = undefined
    expect(await refundRegistration(id, {}, ADMIN)).toMatchObject({
      ok: true,
      status: 'refunded',
      refundedPaise: 650000,
    })
  })

  it('counts every successful sale: refunding a second payment leaves the first paid', async () => {
    const { id, sale } = await paid()
    // A second successful sale for the same registration (e.g. the delegate paid twice).
    const second = await db().paymentAttempt.create({
      data: {
        registrationId: id,
        kind: 'sale',
        merchantTxnNo: 'UPSECONDSALE00000001',
        amountPaise: 650000,
        txnStatus: 'SUC',
        finalizedAt: new Date(),
      },
    })
    sandbox.gateway.transactions.set(second.merchantTxnNo, {
      ...sandbox.gateway.transactions.get(sale)!,
      merchantTxnNo: second.merchantTxnNo,
      refundedPaise: 0,
    })
    const result = await refundRegistration(id, {}, ADMIN)
    const detail = await lastAudit(id)
    expect(detail).toMatchObject({ sale: second.merchantTxnNo, amount: '6500.00' })
    expect(result).toMatchObject({ status: 'paid', refundedPaise: 650000 })
    expect(await refundRegistration(id, {}, ADMIN)).toMatchObject({
      status: 'refunded',
      refundedPaise: 1300000,
    })
  })
})

describe('state changes', () => {
  it('five verifications at once apply once', async () => {
    const id = await withOfflineProof()
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => verifyProof(id, ADMIN)))
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    for (const o of outcomes.filter((o) => o.status === 'rejected'))
      expect((o as PromiseRejectedResult).reason).toMatchObject({ status: 409 })
    const p = await registration(id)
    expect(p.status).toBe('proof_verified')
    expect(p.paidAt).not.toBeNull()
  })

  it('verifying a proof of an online payment keeps its paid_at', async () => {
    const { id } = await paid()
    const before = (await registration(id)).paidAt
    await submitPaymentProof(
      {
        payment_option: 'online',
        transaction_id: 'TXN1',
        transaction_date: '2025-10-01',
        participant_id: id,
        participant_token: 'checked-by-the-handler',
      },
      PNG_1PX,
    )
    const result = await verifyProof(id, ADMIN)
    const detail = await lastAudit(id)
    expect(result).toMatchObject({
      status: 'proof_verified',
      message: expect.stringMatching(/^Proof verified. The e-mail to /),
    })
    expect(detail).toMatchObject({ offlinePayment: false })
    expect((await registration(id)).paidAt).toEqual(before)
  })

  it('a rejection stands when its mail cannot be sent: the mail waits in the outbox, with the reason shown', async () => {
    const id = await withOfflineProof()
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    const result = await rejectProof(id, { reason: 'Unreadable' }, ADMIN)
    expect(result).toMatchObject({
      ok: true,
      status: 'proof_rejected',
      message: expect.stringContaining('Proof rejected. The e-mail with the reason'),
    })
    expect(await lastAudit(id)).toMatchObject({ reason: 'Unreadable', mailJob: expect.any(Number) })
    expect(await registration(id)).toMatchObject({ status: 'proof_rejected', reviewNote: 'Unreadable' })
    expect(await runDueJobs()).toEqual({ done: 0, failed: 1 })
    const mail = (await registrationDetail(id))!.mails.find((m) => m.kind === 'mail.rejection')!
    expect(mail).toMatchObject({ kind: 'mail.rejection', status: 'queued', attempts: 1 })
    expect(mail.lastError).toContain('ECONNREFUSED')
  })

  it('a confirmation whose SMTP server is down is retried later and then delivered, once', async () => {
    const id = await withOfflineProof()
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    expect(await verifyProof(id, ADMIN)).toMatchObject({
      ok: true,
      status: 'proof_verified',
      message: expect.stringContaining(
        'Proof verified. The payment counts as received; the confirmation e-mail',
      ),
    })
    expect(await lastAudit(id)).toMatchObject({ offlinePayment: true, mailJob: expect.any(Number) })
    expect(await resendConfirmation(id, ADMIN)).toMatchObject({ ok: true, status: 'proof_verified' })
    expect(await runDueJobs()).toEqual({ done: 0, failed: 2 })
    // Not due again before its delay: nothing runs.
    expect(await runDueJobs()).toEqual({ done: 0, failed: 0 })
    const sink = await startSmtpSink()
    try {
      process.env.SMTP_URL = sink.url
      await db().job.updateMany({ where: { kind: 'mail.confirmation' }, data: { runAfter: new Date() } })
      expect(await runDueJobs()).toEqual({ done: 2, failed: 0 })
      expect(await runDueJobs()).toEqual({ done: 0, failed: 0 })
      expect(sink.received).toHaveLength(2)
      expect(sink.received[0].raw).toContain('NEFT000111')
      const mails = (await registrationDetail(id))!.mails.filter((m) => m.kind === 'mail.confirmation')
      expect(mails.map((m) => [m.status, m.attempts, m.lastError])).toEqual([
        ['done', 2, null],
        ['done', 2, null],
      ])
    } finally {
      await sink.close()
    }
  })

  it('cancel keeps the earlier note without a reason; closed registrations refuse every change', async () => {
    const id = await withOfflineProof()
    await rejectProof(id, { reason: 'Blurred' }, ADMIN)
    const result = await cancelRegistration(id, { reason: '' }, ADMIN)
    const detail = await lastAudit(id)
    expect(result).toMatchObject({ status: 'cancelled', message: 'Registration cancelled.' })
    expect(detail).toMatchObject({ from: 'proof_rejected', heldPaise: 0 })
    expect((await registration(id)).reviewNote).toBe('Blurred')
    for (const action of [
      () => verifyProof(id, ADMIN),
      () => rejectProof(id, { reason: 'x'.repeat(3) }, ADMIN),
      () => cancelRegistration(id, { reason: '' }, ADMIN),
      () => resendConfirmation(id, ADMIN),
    ]) {
      await expect(action()).rejects.toMatchObject({ status: 409 })
    }
    await expect(refundRegistration(id, {}, ADMIN)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('no successful online payment'),
    })
  })

  it('unknown registrations are a 404 for every action', async () => {
    for (const action of [
      () => verifyProof(999, ADMIN),
      () => rejectProof(999, { reason: 'abc' }, ADMIN),
      () => cancelRegistration(999, { reason: '' }, ADMIN),
      () => refundRegistration(999, {}, ADMIN),
      () => checkRefunds(999, ADMIN),
      () => resendConfirmation(999, ADMIN),
    ]) {
      await expect(action()).rejects.toMatchObject({ status: 404 })
    }
    expect(await registrationDetail(999)).toBeNull()
  })
})

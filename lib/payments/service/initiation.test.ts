// Starting a payment is idempotent per registration, against the sandbox gateway over real HTTP:
// initiations at once or repeated within the window answer one sale (one attempt, one initiateSale);
// "pay again" asks the gateway about the sale given up before starting a new one; a gateway call
// that fails, or a start cut off, leaves a closed attempt, never a pending one; a payment left
// unfinished sends the link to come back.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { runDueJobs } from '@/lib/jobs/runner'
import { submitRegistration } from '@/lib/registrations/register'
import { registrationToken } from '@/lib/registrations/token'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { withSandboxGateway } from '@/test/sandbox-hooks'
import { startSmtpSink } from '@/test/smtp'
import { newMerchantTxnNo } from '../gateways/common'
import { INITIATION_MS, PENDING_MAIL_DELAY_MS, REPEAT_WINDOW_MS } from './idempotency'
import { transactionStatus } from './returns'
import { startPayment } from './sales'

const sandbox = withSandboxGateway()
beforeEach(() => truncate('jobs', 'gateway_exchanges', 'payment_attempts', 'payment_proofs', 'participants'))

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** initiateSale is the gateway's only JSON request (STATUS and REFUND are form-encoded). */
const isSale = (fields: Record<string, string>) => !fields.transactionType
const attempts = (registrationId: number) =>
  db().paymentAttempt.findMany({ where: { registrationId }, orderBy: { id: 'asc' } })
const exchanges = (operation: string) => db().gatewayExchange.count({ where: { operation } })

describe('starting a payment', () => {
  it('answers initiations at once with one sale: one attempt, one initiateSale', async () => {
    const reg = await submitRegistration(delegate())
    // A gateway slow enough for every request to arrive while the first is asking it.
    sandbox.intercept = async (fields, pass) => {
      if (isSale(fields)) await sleep(400)
      return pass()
    }
    const answers = await Promise.all(Array.from({ length: 6 }, () => startPayment(reg.id)))
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answers[0]).toMatchObject({ amount: '6500.00', tranCtx: expect.any(String) })
    expect(await attempts(reg.id)).toHaveLength(1)
    expect(await exchanges('initiateSale')).toBe(1)
  })

  it('answers a repeat within the window with the same sale, and starts a new one after it', async () => {
    const reg = await submitRegistration(delegate())
    const first = await startPayment(reg.id)
    expect(await startPayment(reg.id)).toEqual(first)
    await db().paymentAttempt.updateMany({
      data: { createdAt: new Date(Date.now() - REPEAT_WINDOW_MS - 1000) },
    })
    const later = await startPayment(reg.id)
    expect(later.merchantTxnNo).not.toBe(first.merchantTxnNo)
    // The first one, still open, was asked about before charging again.
    expect(
      await db().gatewayExchange.count({
        where: { operation: 'status', merchantTxnNo: first.merchantTxnNo },
      }),
    ).toBe(1)
    expect(await exchanges('initiateSale')).toBe(2)
  })

  it('pays again: the sale given up is asked about first, then one new sale however often it is asked', async () => {
    const reg = await submitRegistration(delegate())
    const first = await startPayment(reg.id)
    const again = await Promise.all(
      [1, 2, 3].map(() => startPayment(reg.id, { replaces: first.merchantTxnNo })),
    )
    expect(new Set(again.map((a) => a.merchantTxnNo)).size).toBe(1)
    expect(again[0].merchantTxnNo).not.toBe(first.merchantTxnNo)
    const [given, fresh] = await attempts(reg.id)
    expect(given).toMatchObject({ merchantTxnNo: first.merchantTxnNo, txnStatus: 'REQ', finalizedAt: null })
    expect(given.abandonedAt).toBeInstanceOf(Date)
    expect(fresh).toMatchObject({ merchantTxnNo: again[0].merchantTxnNo, abandonedAt: null })
    expect(
      await db().gatewayExchange.count({
        where: { operation: 'status', merchantTxnNo: first.merchantTxnNo },
      }),
    ).toBeGreaterThanOrEqual(1)
    // A plain repeat now answers the new sale.
    expect(await startPayment(reg.id)).toEqual(again[0])
    expect(await attempts(reg.id)).toHaveLength(2)
  })

  it('pays again after the bank took the money: nothing new starts, the registration is paid', async () => {
    const reg = await submitRegistration(delegate())
    const first = await startPayment(reg.id)
    await sandbox.gateway.settle(sandbox.gateway.transactions.get(first.merchantTxnNo)!, 'approve')
    await expect(startPayment(reg.id, { replaces: first.merchantTxnNo })).rejects.toMatchObject({
      status: 409,
    })
    expect((await db().registration.findUniqueOrThrow({ where: { id: reg.id } })).status).toBe('paid')
    expect(await attempts(reg.id)).toHaveLength(1)
  })

  it('closes the attempt of a failed gateway call; initiations waiting on it fail too; the next starts afresh', async () => {
    const reg = await submitRegistration(delegate())
    sandbox.intercept = async (fields, pass) => {
      if (!isSale(fields)) return pass()
      await sleep(300)
      return new Response('Service Unavailable', { status: 503 })
    }
    const failures = await Promise.all([1, 2, 3].map(() => startPayment(reg.id).catch((e: unknown) => e)))
    expect(failures.map((e) => (e as { status?: number }).status)).toEqual([502, 502, 502])
    const [closed] = await attempts(reg.id)
    expect(closed).toMatchObject({ txnStatus: 'ERR', finalizedAt: expect.any(Date), redirectUri: null })
    expect(await attempts(reg.id)).toHaveLength(1)
    sandbox.intercept = undefined
    const next = await startPayment(reg.id)
    expect(next.merchantTxnNo).not.toBe(closed.merchantTxnNo)
  })

  it('closes an attempt whose start was cut off (no page long after the gateway’s time) and starts a new one', async () => {
    const reg = await submitRegistration(delegate())
    // The instance that made it stopped between writing the attempt and the gateway's answer.
    const cut = await db().paymentAttempt.create({
      data: {
        registrationId: reg.id,
        kind: 'sale',
        gateway: 'payphi',
        merchantTxnNo: newMerchantTxnNo(),
        amountPaise: 650000,
        createdAt: new Date(Date.now() - INITIATION_MS - 1000),
      },
    })
    const sale = await startPayment(reg.id)
    expect(sale.merchantTxnNo).not.toBe(cut.merchantTxnNo)
    expect(await db().paymentAttempt.findUniqueOrThrow({ where: { id: cut.id } })).toMatchObject({
      txnStatus: 'ERR',
      finalizedAt: expect.any(Date),
    })
  })

  it('mails the link to come back when a started payment is still not made a while later, and nothing once paid', async () => {
    const [unpaid, paid] = await Promise.all([
      submitRegistration(delegate()),
      submitRegistration(delegate({ email: 'paid@example.org', mobile_number: '9000000009' })),
    ])
    const started = Date.now()
    await startPayment(unpaid.id)
    await startPayment(unpaid.id) // a repeat: still one reminder
    const sale = await startPayment(paid.id)
    const reminders = await db().job.findMany({
      where: { kind: 'mail.payment-pending' },
      orderBy: { id: 'asc' },
    })
    expect(reminders.map((j) => j.entityId)).toEqual([String(unpaid.id), String(paid.id)])
    expect(reminders[0].runAfter.getTime()).toBeGreaterThanOrEqual(started + PENDING_MAIL_DELAY_MS - 1000)
    // Nothing is due yet; when it is, only the registration still unpaid gets the mail.
    const smtp = await startSmtpSink()
    process.env.SMTP_URL = smtp.url
    try {
      // Only the registrations' own "saved" mails are due.
      expect(await runDueJobs()).toEqual({ done: 2, failed: 0 })
      await sandbox.gateway.settle(sandbox.gateway.transactions.get(sale.merchantTxnNo)!, 'approve')
      await transactionStatus(sale.merchantTxnNo)
      await db().job.updateMany({ where: { kind: 'mail.payment-pending' }, data: { runAfter: new Date() } })
      await runDueJobs()
      const pending = smtp.received.filter((m) => /not complete/.test(m.raw))
      expect(pending.map((m) => m.to[0])).toEqual([unpaid.email])
      // Quoted-printable on the wire: soft line breaks and '=' escaped.
      const body = pending[0].raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
      expect(body).toContain(`/registration/${unpaid.id}?token=${registrationToken(unpaid.id)}`)
      expect(pending[0].raw).not.toContain('[TEST]') // the bank's money here (PAYMENT_MODE=bank)
    } finally {
      delete process.env.SMTP_URL
      await smtp.close()
    }
  })
})

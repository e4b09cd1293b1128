// The payment flow against the sandbox gateway served over real HTTP on a loopback port, with
// the site configured as for the bank (URL, merchant id, key): the client cannot tell them apart.
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { submitRegistration } from '@/lib/registrations/register'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { SANDBOX_KEY } from '@/test/sandbox-gateway'
import { withSandboxGateway } from '@/test/sandbox-hooks'
import { signed } from '../gateways/payphi/hash'
import { SANDBOX_REFUSED_DOMAIN } from '../sandbox/gateway'
import { refundSale } from './refunds'
import { handleGatewayReturn, STATUS_ASK_INTERVAL_MS, transactionStatus } from './returns'
import { ATTEMPT_TTL_MS, MAX_OPEN_ATTEMPTS, startPayment } from './sales'
import { refreshAttempt } from './verdicts'

const KEY = SANDBOX_KEY
const sandbox = withSandboxGateway()
beforeEach(() => truncate('jobs', 'gateway_exchanges', 'payment_attempts', 'payment_proofs', 'participants'))

const registration = (id: number) => db().registration.findUniqueOrThrow({ where: { id } })
const sandboxTxn = (no: string) => sandbox.gateway.transactions.get(no)!

/** What the sandbox posts back to returnURL after the payer's choice. */
function returnFields(no: string) {
  const t = sandboxTxn(no)
  return signed(
    {
      responseCode: t.status === 'SUC' ? '0000' : '039',
      merchantId: 'T_TEST1',
      merchantTxnNo: no,
      txnID: t.txnID,
      amount: t.amount,
      addlParam2: '',
    },
    KEY,
  ) as Record<string, string>
}

describe('payments through the sandbox gateway', () => {
  it('bounds the attempts of a registration: each open one asked once, a cap, old ones expired', async () => {
    const reg = await submitRegistration(delegate())
    const statusCalls = () => db().gatewayExchange.count({ where: { operation: 'status' } })
    // Each start gives the previous sale up ("pay again"): a new attempt every time.
    let previous: string | undefined
    for (let i = 0; i < MAX_OPEN_ATTEMPTS; i++)
      previous = (await startPayment(reg.id, { replaces: previous })).merchantTxnNo
    // n starts asked about 0 + 1 + … + (n-1) open attempts: each at most once per request.
    expect(await statusCalls()).toBe((MAX_OPEN_ATTEMPTS * (MAX_OPEN_ATTEMPTS - 1)) / 2)
    const refused = await startPayment(reg.id, { replaces: previous }).catch((e: ApiError) => e)
    expect(refused).toMatchObject({ status: 429 })
    expect((refused as ApiError).headers?.['Retry-After']).toMatch(/^\d+$/)
    expect(await db().paymentAttempt.count({ where: { registrationId: reg.id } })).toBe(MAX_OPEN_ATTEMPTS)
    // Attempts past their time no longer count nor are asked about.
    await db().paymentAttempt.updateMany({
      data: { createdAt: new Date(Date.now() - ATTEMPT_TTL_MS - 1000) },
    })
    const before = await statusCalls()
    await startPayment(reg.id)
    expect(await statusCalls()).toBe(before)
  })

  it('computes the amount on the server and pays only after a verified STATUS SUC', async () => {
    const reg = await submitRegistration(delegate({ amount: '1.00' }))
    expect(reg).toMatchObject({ amount: 6500, status: 'pending_payment' })
    expect(reg.registration_number).toMatch(/^UPP\d\d-\d{6}$/)

    const sale = await startPayment(reg.id)
    expect(sale.merchantTxnNo).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(sale.amount).toBe('6500.00')
    expect(sale.redirectURI).toMatch(/\/sandbox-gateway\/pg\/portal\/pay$/)
    expect(sandboxTxn(sale.merchantTxnNo).amount).toBe('6500.00')

    expect((await transactionStatus(sale.merchantTxnNo)).txnStatus).toBe('REQ')
    expect((await registration(reg.id)).status).toBe('pending_payment')

    await sandbox.gateway.settle(sandboxTxn(sale.merchantTxnNo), 'approve')
    expect((await transactionStatus(sale.merchantTxnNo)).txnStatus).toBe('SUC')
    const paid = await registration(reg.id)
    expect(paid.status).toBe('paid')
    expect(paid.paidAt).not.toBeNull()

    const exchanges = await db().gatewayExchange.findMany({
      where: { merchantTxnNo: sale.merchantTxnNo },
      orderBy: { id: 'asc' },
    })
    expect(exchanges.map((e) => e.operation)).toEqual(['initiateSale', 'status', 'status'])
    expect(exchanges.every((e) => e.hashValid === true)).toBe(true)
    expect(JSON.stringify(exchanges)).not.toContain(KEY)
  })

  it("asks the gateway for the checkout's polls at most every STATUS_ASK_INTERVAL_MS, once between parallel polls", async () => {
    const reg = await submitRegistration(delegate())
    const sale = await startPayment(reg.id)
    const asked = () =>
      db().gatewayExchange.count({ where: { operation: 'status', merchantTxnNo: sale.merchantTxnNo } })
    const poll = () => transactionStatus(sale.merchantTxnNo, { poll: true })
    await sandbox.gateway.settle(sandboxTxn(sale.merchantTxnNo), 'approve')
    // Within the interval of the sale's start, polls answer what the site knows.
    expect(await Promise.all([poll(), poll()])).toMatchObject([{ txnStatus: 'REQ' }, { txnStatus: 'REQ' }])
    expect(await asked()).toBe(0)
    expect((await registration(reg.id)).status).toBe('pending_payment')
    // Once due, one of parallel polls asks (the claim is the database's), the others answer REQ.
    const due = new Date(Date.now() - STATUS_ASK_INTERVAL_MS - 1000)
    await db().paymentAttempt.update({
      where: { merchantTxnNo: sale.merchantTxnNo },
      data: { createdAt: due },
    })
    sandboxTxn(sale.merchantTxnNo).status = 'REQ'
    const answers = await Promise.all(Array.from({ length: 5 }, poll))
    expect(answers.map((a) => a.txnStatus)).toEqual(Array(5).fill('REQ'))
    expect(await asked()).toBe(1)
    // Asked just now: the next poll does not ask, a fresh question (no poll) does, and pays.
    await sandbox.gateway.settle(sandboxTxn(sale.merchantTxnNo), 'approve')
    expect(await poll()).toMatchObject({ txnStatus: 'REQ' })
    expect(await asked()).toBe(1)
    expect(await transactionStatus(sale.merchantTxnNo)).toMatchObject({ txnStatus: 'SUC' })
    expect(await asked()).toBe(2)
    // Final: polls answer it without asking again.
    expect(await poll()).toMatchObject({
      txnStatus: 'SUC',
      gatewayTxnId: sandboxTxn(sale.merchantTxnNo).txnID,
    })
    expect(await asked()).toBe(2)
    expect((await registration(reg.id)).status).toBe('paid')
  })

  it('applies concurrent returns, advices and polls once', async () => {
    const reg = await submitRegistration(delegate())
    const sale = await startPayment(reg.id)
    await sandbox.gateway.settle(sandboxTxn(sale.merchantTxnNo), 'approve')
    const fields = returnFields(sale.merchantTxnNo)
    const outcomes = await Promise.all([
      ...Array.from({ length: 4 }, () => handleGatewayReturn(fields, 'return')),
      ...Array.from({ length: 4 }, () => handleGatewayReturn(fields, 'advice')),
      ...Array.from({ length: 4 }, () => transactionStatus(sale.merchantTxnNo)),
    ])
    expect(outcomes.slice(0, 8).every((o) => 'status' in o && o.status === 'success')).toBe(true)
    const first = await registration(reg.id)
    expect(first.status).toBe('paid')
    // A later decline at the gateway (or any replay) cannot undo the first final state.
    sandboxTxn(sale.merchantTxnNo).status = 'REJ'
    await handleGatewayReturn(fields, 'advice')
    expect((await transactionStatus(sale.merchantTxnNo)).txnStatus).toBe('SUC')
    expect((await registration(reg.id)).paidAt).toEqual(first.paidAt)
  })

  it('checks a return with the provider of its attempt, not the one the site uses now', async () => {
    const reg = await submitRegistration(delegate())
    const sale = await startPayment(reg.id)
    await sandbox.gateway.settle(sandboxTxn(sale.merchantTxnNo), 'approve')
    // The operator switches the site to the sandbox while this bank payment is at the gateway: the
    // bank's own return (signed with the merchant key) still confirms it, through the bank's STATUS.
    process.env.PAYMENT_MODE = 'sandbox'
    try {
      const outcome = await handleGatewayReturn(returnFields(sale.merchantTxnNo), 'return')
      expect(outcome.status).toBe('success')
      expect((await registration(reg.id)).status).toBe('paid')
      const stored = await db().gatewayExchange.findFirst({
        where: { merchantTxnNo: sale.merchantTxnNo, operation: 'return' },
      })
      expect(stored?.hashValid).toBe(true)
    } finally {
      process.env.PAYMENT_MODE = 'payphi'
    }
  })

  it('refuses and logs a forged or missing hash', async () => {
    const reg = await submitRegistration(delegate())
    const sale = await startPayment(reg.id)
    const forged = { ...returnFields(sale.merchantTxnNo), amount: '1.00' }
    await expect(handleGatewayReturn(forged, 'return')).rejects.toMatchObject({ status: 400 })
    const unsigned: Record<string, string> = returnFields(sale.merchantTxnNo)
    delete unsigned.secureHash
    await expect(handleGatewayReturn(unsigned, 'advice')).rejects.toBeInstanceOf(ApiError)
    const logged = await db().gatewayExchange.findMany({
      where: { merchantTxnNo: sale.merchantTxnNo, operation: { in: ['return', 'advice'] } },
    })
    expect(logged.map((e) => e.hashValid)).toEqual([false, false])
    expect((await registration(reg.id)).status).toBe('pending_payment')
  })

  it('records a decline, then lets the delegate retry on the same registration', async () => {
    const reg = await submitRegistration(
      delegate({ email: 'retry@example.org', mobile_number: '9000000001' }),
    )
    const first = await startPayment(reg.id)
    sandbox.gateway.settle(sandboxTxn(first.merchantTxnNo), 'decline')
    expect((await handleGatewayReturn(returnFields(first.merchantTxnNo), 'return')).status).toBe('failure')
    expect((await registration(reg.id)).status).toBe('payment_failed')

    const again = await submitRegistration(
      delegate({ email: 'retry@example.org', mobile_number: '9000000001', category: 'PG_Student' }),
      undefined,
      reg.id, // the owner's browser (its token checked by the handler)
    )
    expect(again).toMatchObject({ id: reg.id, registration_number: reg.registration_number, amount: 4500 })
    const second = await startPayment(reg.id)
    expect(second.merchantTxnNo).not.toBe(first.merchantTxnNo)
    sandbox.gateway.settle(sandboxTxn(second.merchantTxnNo), 'approve')
    expect((await transactionStatus(second.merchantTxnNo)).txnStatus).toBe('SUC')

    await expect(
      submitRegistration(delegate({ email: 'retry@example.org', mobile_number: '9000000001' })),
    ).rejects.toMatchObject({ status: 409 })
    await expect(startPayment(reg.id)).rejects.toMatchObject({ status: 409 })
    expect(await db().registration.count()).toBe(1)
  })

  it('flags a different amount instead of paying', async () => {
    const reg = await submitRegistration(delegate())
    const sale = await startPayment(reg.id)
    await sandbox.gateway.settle(sandboxTxn(sale.merchantTxnNo), 'approve')
    sandboxTxn(sale.merchantTxnNo).amount = '65.00' // a gateway that charged something else
    const status = await transactionStatus(sale.merchantTxnNo)
    expect(status).toMatchObject({ txnStatus: 'ERR', amountMismatch: true })
    const p = await registration(reg.id)
    expect(p.status).not.toBe('paid')
    expect(p.amountMismatch).toBe(true)
  })

  it('does not pay a registration whose fee changed after the payment started', async () => {
    const d = delegate({ email: 'switch@example.org', mobile_number: '9000000002', category: 'PG_Student' })
    const reg = await submitRegistration(d)
    const sale = await startPayment(reg.id) // 4500.00
    await submitRegistration({ ...d, category: 'NonMember' }, undefined, reg.id) // now 6500
    await sandbox.gateway.settle(sandboxTxn(sale.merchantTxnNo), 'approve')
    expect(await transactionStatus(sale.merchantTxnNo)).toMatchObject({
      txnStatus: 'ERR',
      amountMismatch: true,
    })
    const p = await registration(reg.id)
    expect(p).toMatchObject({ status: 'pending_payment', amountMismatch: true, amountPaise: 650000 })
  })

  it('confirms a zero-amount category as free and refuses to start a payment for it', async () => {
    const reg = await submitRegistration(delegate({ category: 'seniorcitizen', amount: '5500' }))
    expect(reg).toMatchObject({ amount: 0, status: 'free' })
    await expect(startPayment(reg.id)).rejects.toMatchObject({
      status: 422,
      message: 'Amount should be greater than zero to initiate payment',
    })
  })

  it('turns a gateway refusal into a 502 and closes the attempt', async () => {
    const reg = await submitRegistration(delegate({ email: `x@${SANDBOX_REFUSED_DOMAIN}` }))
    const error = await startPayment(reg.id).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(502)
    expect((error as ApiError).message).toContain('refused')
    const attempt = await db().paymentAttempt.findFirstOrThrow({ where: { registrationId: reg.id } })
    expect(attempt).toMatchObject({ txnStatus: 'ERR' })
    expect(attempt.finalizedAt).not.toBeNull()
  })

  it('refunds a paid sale, never more than was paid', async () => {
    const reg = await submitRegistration(delegate())
    const sale = await startPayment(reg.id)
    await sandbox.gateway.settle(sandboxTxn(sale.merchantTxnNo), 'approve')
    await transactionStatus(sale.merchantTxnNo)
    await expect(refundSale(sale.merchantTxnNo, 650001)).rejects.toMatchObject({ status: 422 })
    const refund = await refundSale(sale.merchantTxnNo, 325000)
    expect(refund).toMatchObject({ kind: 'refund', originalTxnNo: sale.merchantTxnNo, amountPaise: 325000 })
    expect(await refreshAttempt(refund)).toBe('SUC')
    expect((await registration(reg.id)).refundedPaise).toBe(325000)
    await expect(refundSale(sale.merchantTxnNo, 325001)).rejects.toMatchObject({ status: 422 })
    expect(sandbox.gateway.transactions.get(refund.merchantTxnNo)).toMatchObject({
      kind: 'refund',
      amount: '3250.00',
    })
    // The bank's money: the refund mail says the bank confirmed it, with no test mark.
    const [mail] = await db().job.findMany({ where: { kind: 'mail.refund-completed' } })
    expect(mail.payload).toMatchObject({ amountPaise: 325000, test: false })
  })

  it('marks the refund mails of a sandbox payment as a test', async () => {
    const restore = sandbox.sandboxMode()
    try {
      const reg = await submitRegistration(delegate())
      const sale = await startPayment(reg.id)
      // Recorded as the sandbox gateway's, as every payment of a site in sandbox mode is.
      expect((await db().paymentAttempt.findFirstOrThrow()).gateway).toBe('sandbox')
      sandbox.gateway.settle(sandboxTxn(sale.merchantTxnNo), 'approve')
      await transactionStatus(sale.merchantTxnNo)
      const refund = await refundSale(sale.merchantTxnNo, 100000)
      expect(refund.gateway).toBe('sandbox')
      expect(await refreshAttempt(refund)).toBe('SUC')
      const [mail] = await db().job.findMany({ where: { kind: 'mail.refund-completed' } })
      expect(mail.payload).toMatchObject({ amountPaise: 100000, test: true })
    } finally {
      restore()
    }
  })
})

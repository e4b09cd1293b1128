// The payment guards that already held when the site was attacked:
// attempts are bounded per registration; a sandbox site says it is a test everywhere on the
// payment path and never counts its payments as money collected; forged gateway returns and
// refunds beyond what was paid change nothing.
import { bearer, createAdmin, signIn } from '../support/admin'
import { expect, test } from '../support/clients'
import { sql } from '../support/db'
import { waitForMail } from '../support/mail'
import { advice, initiate, payerChooses, register, uniqueDelegate } from '../support/registration'
import { paidRegistration } from '../support/review'

const TEST_NOTICE = 'no money moves'

test('at most 5 open attempts per registration, each asked about once per start', async ({
  client,
  server,
}) => {
  const api = await client()
  const reg = await register(api, uniqueDelegate('sec-attempts'))
  const start = (replaces?: string) =>
    api.post('/payment/initiatepayment/', {
      data: { participant_id: reg.id, participant_token: reg.token, replaces_txn: replaces },
    })
  // Repeated starts answer one sale: hammering PAY NOW makes no new attempt.
  const first = (await (await start()).json()) as { merchantTxnNo: string }
  for (let i = 0; i < 3; i++)
    expect(((await (await start()).json()) as { merchantTxnNo: string }).merchantTxnNo).toBe(
      first.merchantTxnNo,
    )
  // Each "pay again" gives the previous sale up and starts another, up to the cap.
  let previous = first.merchantTxnNo
  for (let i = 1; i < 5; i++) {
    const again = await start(previous)
    expect(again.status()).toBe(200)
    previous = ((await again.json()) as { merchantTxnNo: string }).merchantTxnNo
  }
  const sixth = await start(previous)
  expect(sixth.status()).toBe(429)
  expect(Number(sixth.headers()['retry-after'])).toBeGreaterThan(0)
  const [calls] = await sql(
    server,
    `SELECT count(*)::int AS n FROM gateway_exchanges e JOIN payment_attempts a ON a.id = e.payment_attempt_id
     WHERE a.participant_id = $1 AND e.operation = 'status'`,
    [reg.id],
  )
  // 0 + 1 + 2 + 3 + 4 for the five starts (the sale given up asked once), 5 for the refused one:
  // linear, never quadratic.
  expect(calls.n).toBe(15)
  // The honest path: another delegate's registration starts at once.
  const other = await register(api, uniqueDelegate('sec-attempts-other'))
  expect((await initiate(api, other)).merchantTxnNo).toMatch(/^[A-Za-z0-9]{20}$/)
})

test('a sandbox site says it is a test on every page, mail and receipt of the payment path', async ({
  client,
  page,
  server,
}) => {
  for (const path of ['/register', '/checkout', '/payment-details'])
    expect(await (await page.request.get(path)).text(), path).toContain(TEST_NOTICE)
  const api = await client()
  const d = uniqueDelegate('sec-sandbox')
  const reg = await register(api, d)
  const sale = await initiate(api, reg)
  const gatewayPage = await api.get(`${sale.redirectURI}?tranCtx=${sale.tranCtx}`)
  expect(await gatewayPage.text()).toContain(TEST_NOTICE)
  await advice(api, (await payerChooses(api, sale, 'approve')).fields)
  const [attempt] = await sql(server, 'SELECT gateway FROM payment_attempts WHERE merchant_txn_no = $1', [
    sale.merchantTxnNo,
  ])
  expect(attempt.gateway).toBe('sandbox')
  const mail = await waitForMail(d.email, { server, match: (m) => m.subject.includes('confirmed') })
  expect(mail.subject).toMatch(/^\[TEST\] /)
  expect(mail.text).toContain(TEST_NOTICE)
  const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')
  expect(pdf).toBeTruthy()

  // The console never counts it as money collected.
  const admin = await createAdmin(server, 'sec-sandbox-stats')
  const console = await client()
  const token = await signIn(console, admin)
  const stats = await (await console.get('/adminpanel/stats/', { headers: bearer(token) })).json()
  const [sum] = await sql(
    server,
    `SELECT coalesce(sum(p.amount_paise - p.refunded_paise), 0)::int AS n FROM participants p
     WHERE p.paid_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM payment_attempts a
       WHERE a.participant_id = p.id AND a.gateway = 'sandbox' AND a.kind = 'sale' AND a.txn_status = 'SUC')`,
  )
  expect(stats.collectedPaise).toBe(sum.n)
})

test('guards: a forged return or advice pays nothing; a refund never exceeds what was paid', async ({
  client,
  server,
}) => {
  const api = await client()
  const reg = await register(api, uniqueDelegate('sec-forged'))
  const sale = await initiate(api, reg)
  const { fields } = await payerChooses(api, sale, 'decline')
  const forged = { ...fields, responseCode: '0000', respDescription: 'Transaction successful' }
  expect((await advice(api, forged)).status()).toBe(400)
  expect((await sql(server, 'SELECT status FROM participants WHERE id = $1', [reg.id]))[0].status).not.toBe(
    'paid',
  )

  const paid = await paidRegistration(api, 'sec-overrefund')
  const admin = await createAdmin(server, 'sec-refunds')
  const console = await client()
  const token = await signIn(console, admin)
  const refund = (amount: number) =>
    console.post(`/adminpanel/registrations/${paid.reg.id}/refund/`, {
      data: { amount },
      headers: bearer(token),
    })
  expect((await refund(paid.reg.amount + 1)).status()).toBe(422)
  expect((await refund(paid.reg.amount)).status()).toBe(200)
  expect((await refund(1)).status()).not.toBe(200)
})

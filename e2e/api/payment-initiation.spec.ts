// Starting a payment is idempotent per registration, over HTTP on each database: PAY NOW sent
// several times at once (or re-sent by a balancer) answers one sale, started once at the gateway;
// "pay again" (replaces_txn) gives the named sale up and starts one new sale however often it is
// sent; a registration can give up only its own sales.
import type { APIRequestContext } from '@playwright/test'
import { sql } from '../support/db'
import { expect, randomAddress, test } from '../support/fixtures'
import { initiate, register, uniqueDelegate, type Registration } from '../support/registration'

type Sale = { redirectURI: string; tranCtx: string; merchantTxnNo: string; amount: string }

async function start(request: APIRequestContext, reg: Pick<Registration, 'id' | 'token'>, extra = {}) {
  const res = await request.post('/payment/initiatepayment/', {
    data: { participant_id: reg.id, participant_token: reg.token, ...extra },
    headers: { 'X-Forwarded-For': randomAddress() },
  })
  return { status: res.status(), body: (await res.json()) as Sale & { error?: string } }
}

const salesOf = (server: Parameters<typeof sql>[0], id: number) =>
  sql<{ merchant_txn_no: string; abandoned: boolean; txn_status: string; starts: number }>(
    server,
    `SELECT a.merchant_txn_no, a.abandoned_at IS NOT NULL AS abandoned, a.txn_status,
            (SELECT count(*)::int FROM gateway_exchanges x
              WHERE x.merchant_txn_no = a.merchant_txn_no AND x.operation = 'initiateSale') AS starts
       FROM payment_attempts a WHERE a.participant_id = $1 ORDER BY a.id`,
    [id],
  )

test('PAY NOW sent six times at once answers one sale, started once at the gateway', async ({
  request,
  server,
}) => {
  const reg = await register(request, uniqueDelegate('initiate-burst'))
  const answers = await Promise.all(Array.from({ length: 6 }, () => start(request, reg)))
  expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200))
  expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1)
  expect(await salesOf(server, reg.id)).toEqual([
    { merchant_txn_no: answers[0].body.merchantTxnNo, abandoned: false, txn_status: 'REQ', starts: 1 },
  ])
  // Repeated a moment later (a retry after a lost answer): the same sale again.
  expect((await start(request, reg)).body).toEqual(answers[0].body)
})

test('pay again gives the named sale up and starts one new sale, however often it is sent', async ({
  request,
  server,
}) => {
  const reg = await register(request, uniqueDelegate('initiate-again'))
  const first = await initiate(request, reg)
  const again = await Promise.all(
    [1, 2, 3].map(() => start(request, reg, { replaces_txn: first.merchantTxnNo })),
  )
  expect(again.map((a) => a.status)).toEqual([200, 200, 200])
  const second = again[0].body.merchantTxnNo
  expect(new Set(again.map((a) => a.body.merchantTxnNo))).toEqual(new Set([second]))
  expect(second).not.toBe(first.merchantTxnNo)
  expect(await salesOf(server, reg.id)).toEqual([
    { merchant_txn_no: first.merchantTxnNo, abandoned: true, txn_status: 'REQ', starts: 1 },
    { merchant_txn_no: second, abandoned: false, txn_status: 'REQ', starts: 1 },
  ])
})

test('a registration cannot give up another’s sale; a malformed replaces_txn is refused', async ({
  request,
  server,
}) => {
  const victim = await register(request, uniqueDelegate('initiate-victim'))
  const attacker = await register(request, uniqueDelegate('initiate-attacker'))
  const sale = await initiate(request, victim)
  const own = await start(request, attacker, { replaces_txn: sale.merchantTxnNo })
  expect(own.status).toBe(200)
  expect(own.body.merchantTxnNo).not.toBe(sale.merchantTxnNo)
  expect((await salesOf(server, victim.id))[0]).toMatchObject({ abandoned: false })
  // The victim's repeat still answers its own sale.
  expect((await start(request, victim)).body.merchantTxnNo).toBe(sale.merchantTxnNo)
  for (const replaces_txn of ["x' OR 1=1 --", 'A'.repeat(21), 42]) {
    const bad = await start(request, attacker, { replaces_txn })
    expect(bad.status, String(replaces_txn)).toBe(400)
  }
})

// The client's behaviour when the gateway misbehaves, against real HTTP peers on loopback.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { truncate } from '@/test/db'
import { GATEWAY_TIMEOUT_MS, GatewayError, newMerchantTxnNo } from '../common'
import { initiateSale, queryStatus } from './client'
import type { PayphiConfig } from './config'
import { signed } from './hash'

const servers: http.Server[] = []
async function peer(handler: http.RequestListener): Promise<PayphiConfig> {
  const server = http.createServer(handler)
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    gateway: 'payphi',
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pg/api`,
    merchantId: 'T_1',
    secretKey: 'k',
  }
}
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    await new Promise((r) => s.close(r))
  }
})
beforeAll(() => truncate('gateway_exchanges'))

const sale = () => ({
  merchantTxnNo: newMerchantTxnNo(),
  amount: '100.00',
  customerEmailID: 'a@example.org',
  customerMobileNo: '919876543210',
  customerName: 'Zoë Ñandú-Rao',
  returnURL: 'http://localhost/payment-callback',
  txnDate: '20251101120000',
})

describe('gateway client', () => {
  it('makes merchantTxnNo 20 unique alphanumerics', () => {
    const numbers = new Set(Array.from({ length: 1000 }, () => newMerchantTxnNo()))
    expect(numbers.size).toBe(1000)
    for (const n of numbers) expect(n).toMatch(/^[A-Za-z0-9]{20}$/)
  })

  it('signs what it sends, with an ASCII customer name', async () => {
    let received: Record<string, string> = {}
    const cfg = await peer(async (req, res) => {
      let body = ''
      for await (const c of req) body += c
      received = JSON.parse(body)
      res.setHeader('content-type', 'application/json')
      res.end(
        JSON.stringify(
          signed(
            {
              responseCode: 'R1000',
              redirectURI: 'http://bank/pay',
              tranCtx: 'ctx',
              merchantTxnNo: received.merchantTxnNo,
            },
            'k',
          ),
        ),
      )
    })
    const s = sale()
    expect((await initiateSale(s, cfg)).tranCtx).toBe('ctx')
    expect(received).toMatchObject({
      merchantId: 'T_1',
      amount: '100.00',
      currencyCode: '356',
      payType: '0',
      transactionType: 'SALE',
      customerName: 'Zoe Nandu-Rao',
    })
    expect(received.aggregatorID).toBeUndefined()
    expect(received.secureHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses an unsigned or wrongly signed STATUS answer and logs it', async () => {
    const cfg = await peer((_req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end(
        JSON.stringify({
          responseCode: '000',
          txnStatus: 'SUC',
          txnResponseCode: '0000',
          amount: '100.00',
          secureHash: 'f'.repeat(64),
        }),
      )
    })
    const no = newMerchantTxnNo()
    await expect(queryStatus({ merchantTxnNo: no }, cfg)).rejects.toMatchObject({ reason: 'invalid' })
    const [logged] = await db().gatewayExchange.findMany({ where: { merchantTxnNo: no } })
    expect(logged).toMatchObject({ operation: 'status', hashValid: false, httpStatus: 200 })
  })

  it(`gives up after ${GATEWAY_TIMEOUT_MS / 1000} s without an answer`, async () => {
    const cfg = await peer(() => {
      /* never answers */
    })
    const started = Date.now()
    const error = await initiateSale(sale(), cfg).catch((e: unknown) => e)
    const elapsed = Date.now() - started
    expect(error).toBeInstanceOf(GatewayError)
    expect(error).toMatchObject({ reason: 'timeout', message: 'The payment gateway did not answer in time.' })
    expect(elapsed).toBeGreaterThanOrEqual(GATEWAY_TIMEOUT_MS - 100)
    expect(elapsed).toBeLessThan(GATEWAY_TIMEOUT_MS + 5000)
  }, 30_000)

  it('reports an unreachable gateway', async () => {
    const cfg: PayphiConfig = {
      gateway: 'payphi',
      apiBase: 'http://127.0.0.1:9/pg/api',
      merchantId: 'T_1',
      secretKey: 'k',
    }
    await expect(initiateSale(sale(), cfg)).rejects.toMatchObject({ reason: 'unreachable' })
  })
})

// The sandbox gateway's transactions live in the database: two server instances (two gateway
// objects on one database) serve one payer's sale, page, decision and STATUS.
import { beforeEach, describe, expect, it } from 'vitest'
import { truncate } from '@/test/db'
import { signed } from '../gateways/payphi/hash'
import { SandboxGateway } from './gateway'
import { databaseSandboxStore } from './store'

const KEY = 'sandbox-store-test-key'
const options = { baseUrl: 'http://site.test/sandbox-gateway', merchantId: 'T_STORE', secretKey: KEY }
const post = (path: string, body: string, type: string) =>
  new Request(`http://site.test/sandbox-gateway/${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': type },
  })

describe('sandbox gateway in the database', () => {
  beforeEach(() => truncate('sandbox_gateway_records'))

  it('is shared by every instance: one starts the sale, another pays and answers STATUS', async () => {
    const [a, b] = [
      new SandboxGateway(options, databaseSandboxStore()),
      new SandboxGateway(options, databaseSandboxStore()),
    ]
    const sale = signed(
      {
        merchantId: 'T_STORE',
        merchantTxnNo: 'STORE0001',
        amount: '6500.00',
        currencyCode: '356',
        payType: '0',
        transactionType: 'SALE',
        txnDate: '20261122120000',
        returnURL: 'http://site.test/payment-callback',
        customerEmailID: 'a@example.org',
        customerMobileNo: '919876543210',
        customerName: 'Asha Verma',
      },
      KEY,
    )
    const started = await (
      await a.handle(
        post('pg/api/v2/initiateSale', JSON.stringify(sale), 'application/json'),
        'pg/api/v2/initiateSale',
      )
    ).json()
    expect(started.responseCode).toBe('R1000')
    // The same merchantTxnNo again, on the other instance: a duplicate.
    const again = await (
      await b.handle(
        post('pg/api/v2/initiateSale', JSON.stringify(sale), 'application/json'),
        'pg/api/v2/initiateSale',
      )
    ).json()
    expect(again.responseCode).toBe('P1001')

    const page = await b.handle(
      new Request(`http://site.test/sandbox-gateway/pg/portal/pay?tranCtx=${started.tranCtx}`),
      'pg/portal/pay',
    )
    expect(page.status).toBe(200)
    const form = `tranCtx=${started.tranCtx}&decision=approve`
    expect(
      (await b.handle(post('pg/portal/pay', form, 'application/x-www-form-urlencoded'), 'pg/portal/pay'))
        .status,
    ).toBe(200)
    // Decided once: the other instance sees the session spent.
    expect(
      (await a.handle(post('pg/portal/pay', form, 'application/x-www-form-urlencoded'), 'pg/portal/pay'))
        .status,
    ).toBe(410)

    const status = new URLSearchParams(
      signed(
        {
          merchantId: 'T_STORE',
          merchantTxnNo: 'STORE0001',
          originalTxnNo: 'STORE0001',
          transactionType: 'STATUS',
        },
        KEY,
      ),
    ).toString()
    const answer = await (
      await a.handle(post('pg/api/command', status, 'application/x-www-form-urlencoded'), 'pg/api/command')
    ).json()
    expect(answer).toMatchObject({ responseCode: '000', txnStatus: 'SUC', amount: '6500.00' })
  })
})

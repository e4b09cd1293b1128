// The icici kit (ICICI's older Merchant Solutions redirect kit) through its sandbox: createpayment, the bank's capture
// page, the encrypted return on /payment/msreturn, and a tampered return refused.
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { register, uniqueDelegate, type Registration } from '../support/registration'

async function createPayment(
  request: import('@playwright/test').APIRequestContext,
  d: ReturnType<typeof uniqueDelegate>,
  reg: Registration,
) {
  const res = await request.post('/payment/createpayment/', {
    data: {
      participant_id: reg.id,
      participant_token: reg.token,
      TxnRefNo: String(Date.now()),
      Amount: '1',
      CurrencyCode: '356',
      OrderInfo: 'x',
      Email: d.email,
      Phone: d.mobile_number,
      Address: d.address,
      Designation: d.designation,
      Name: d.name,
      ReturnUrl: 'https://evil.example/',
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as {
    EncData: string
    MerchantId: string
    TerminalId: string
    BankId: string
    TxnRefNo: string
    redirectURL: string
    amount: number
  }
}

/** Submits the request to the capture page and chooses; answers where the bank sends the browser. */
async function pay(
  request: import('@playwright/test').APIRequestContext,
  p: Awaited<ReturnType<typeof createPayment>>,
  decision: 'approve' | 'decline',
) {
  const page = await request.post(p.redirectURL, {
    form: {
      EncData: p.EncData,
      MerchantId: p.MerchantId,
      BankId: p.BankId,
      TerminalId: p.TerminalId,
      Version: '1',
    },
  })
  expect(page.status()).toBe(200)
  const token = /name="token" value="([0-9a-f]+)"/.exec(await page.text())![1]
  const decided = await request.post(p.redirectURL.replace(/\/pay$/, '/decide'), {
    form: { token, decision },
    maxRedirects: 0,
  })
  expect(decided.status()).toBe(303)
  return decided.headers().location
}

test.describe('icici kit (sandbox)', () => {
  test('createpayment needs the registration token: e-mail and phone alone start nothing', async ({
    request,
    server,
  }) => {
    const d = uniqueDelegate('ms-token')
    const reg = await register(request, d)
    const body = { Email: d.email, Phone: d.mobile_number, Amount: '1', ReturnUrl: 'https://evil.example/' }
    expect((await request.post('/payment/createpayment/', { data: body })).status()).toBe(400)
    const other = await register(request, uniqueDelegate('ms-token-other'))
    const wrong = await request.post('/payment/createpayment/', {
      data: { ...body, participant_id: reg.id, participant_token: other.token },
    })
    expect(wrong.status()).toBe(403)
    const [n] = await sql(
      server,
      'SELECT count(*)::int AS n FROM payment_attempts WHERE participant_id = $1',
      [reg.id],
    )
    expect(n.n).toBe(0)
    await createPayment(request, d, reg)
  })

  test('an approved payment is recorded once from the encrypted return', async ({ request, server }) => {
    const d = uniqueDelegate('ms-approve', { category: 'PG_Student' })
    const reg = await register(request, d)
    const p = await createPayment(request, d, reg)
    expect(p.amount).toBe(4500)
    expect(Object.keys(p)).toEqual(expect.arrayContaining(['EncData', 'MerchantId', 'TerminalId', 'BankId']))
    const location = await pay(request, p, 'approve')
    expect(new URL(location).pathname).toBe('/payment/msreturn')
    for (let i = 0; i < 3; i++) {
      const back = await request.get(location, { maxRedirects: 0 })
      expect(back.status()).toBe(303)
      const landing = new URL(back.headers().location)
      expect(landing.pathname).toBe('/payment-details')
      expect(landing.searchParams.get('TxnRefNo')).toBe(p.TxnRefNo)
      expect(landing.searchParams.get('status')).toBe('success')
      expect(landing.searchParams.get('paymentResponse')).toBeTruthy()
      // The proof form there names the registration, as a proof must; its token travels in the
      // registration's cookie, never in the address.
      expect(landing.searchParams.get('registration')).toBe(String(reg.id))
      expect(back.headers().location).not.toContain(reg.token)
      const cookies = back.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')
      expect(cookies.map((c) => c.value)).toContainEqual(
        expect.stringMatching(
          new RegExp(`^registration_${reg.id}=${reg.token}; Path=/payment-details;.*HttpOnly`),
        ),
      )
    }
    const [row] = await sql(server, 'SELECT status FROM participants WHERE id = $1', [reg.id])
    expect(row.status).toBe('paid')
    const exchanges = await sql(
      server,
      'SELECT operation, hash_valid FROM gateway_exchanges WHERE merchant_txn_no = $1 ORDER BY id',
      [p.TxnRefNo],
    )
    expect(exchanges.map((e) => e.operation)).toEqual(['createpayment', 'msreturn', 'msreturn', 'msreturn'])
    expect(JSON.stringify(exchanges)).not.toContain('PassCode')
    // A sandbox payment, whichever kit took it: never counted as money collected.
    const [attempt] = await sql(server, 'SELECT gateway FROM payment_attempts WHERE merchant_txn_no = $1', [
      p.TxnRefNo,
    ])
    expect(attempt.gateway).toBe('sandbox')
  })

  test('a cancelled payment fails; a tampered return is refused', async ({ request, server }) => {
    const d = uniqueDelegate('ms-decline')
    const reg = await register(request, d)
    const location = await pay(request, await createPayment(request, d, reg), 'decline')
    const back = await request.get(location, { maxRedirects: 0 })
    expect(new URL(back.headers().location).searchParams.get('status')).toBe('failure')
    expect((await sql(server, 'SELECT status FROM participants WHERE id = $1', [reg.id]))[0].status).toBe(
      'payment_failed',
    )

    const p = await createPayment(request, d, reg)
    const approved = new URL(await pay(request, p, 'approve'))
    const envelope = JSON.parse(approved.searchParams.get('paymentResponse')!)
    envelope.EncData = envelope.EncData.slice(0, -8) + 'AAAAAAA='
    approved.searchParams.set('paymentResponse', JSON.stringify(envelope))
    const refused = await request.get(approved.toString(), { maxRedirects: 0 })
    expect(refused.headers().location).toContain('/payment?error=unverified')
    expect((await sql(server, 'SELECT status FROM participants WHERE id = $1', [reg.id]))[0].status).toBe(
      'payment_failed',
    )
  })
})

// The payment API against the built-in sandbox gateway, over HTTP as the browser and the bank
// use it: initiation, the payer's choice, the signed return and advices, STATUS polls.
import { conferenceDates } from '../../lib/editions/wording'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { readMails, waitForMail } from '../support/mail'
import { advice, initiate, payerChooses, register, uniqueDelegate } from '../support/registration'
import { currentEdition } from '../support/site'

test.describe('payment through the sandbox gateway', () => {
  test('an approved payment is paid once, whatever is repeated, and confirmed by mail', async ({
    request,
    server,
  }) => {
    const d = uniqueDelegate('approve')
    const reg = await register(request, d)
    const sale = await initiate(request, reg)
    expect(sale.amount).toBe('6500.00')
    expect(sale.merchantTxnNo).toMatch(/^[A-Za-z0-9]{1,20}$/)

    const pending = await request.post('/payment/transactionstatus/', {
      form: {
        merchantTxnNo: sale.merchantTxnNo,
        originalTxnNo: sale.merchantTxnNo,
        transactionType: 'STATUS',
        amount: '6500.00',
      },
    })
    expect(await pending.json()).toMatchObject({ txnStatus: 'REQ' })

    const { action, fields } = await payerChooses(request, sale, 'approve')
    expect(new URL(action).pathname).toBe('/payment-callback') // our returnURL, not the client's
    expect(fields).toMatchObject({
      responseCode: '0000',
      merchantTxnNo: sale.merchantTxnNo,
      amount: '6500.00',
    })

    // The browser return, then a burst of advices and polls at once.
    const back = await request.post('/payment-callback', {
      form: fields,
      headers: { accept: 'text/html' },
      maxRedirects: 0,
    })
    expect(back.status()).toBe(303)
    expect(back.headers().location).toContain(`/payment?txn=${sale.merchantTxnNo}`)
    const burst = await Promise.all([
      ...Array.from({ length: 5 }, () => advice(request, fields)),
      ...Array.from({ length: 5 }, () =>
        request.post('/payment/transactionstatus/', { form: { merchantTxnNo: sale.merchantTxnNo } }),
      ),
    ])
    for (const r of burst.slice(0, 5)) expect(await r.json()).toEqual({ status: 'success' })
    for (const r of burst.slice(5)) expect(await r.json()).toMatchObject({ txnStatus: 'SUC' })

    const [p] = await sql(server, 'SELECT status, amount_paise, paid_at FROM participants WHERE id = $1', [
      reg.id,
    ])
    expect(p).toMatchObject({ status: 'paid', amount_paise: 650000 })
    const attempts = await sql(
      server,
      'SELECT txn_status, finalized_at FROM payment_attempts WHERE participant_id = $1',
      [reg.id],
    )
    expect(attempts).toHaveLength(1)
    expect(attempts[0].txn_status).toBe('SUC')

    const mail = await waitForMail(d.email, {
      server,
      match: (m) => m.subject.includes(`registration ${reg.registration_number} confirmed`),
    })
    for (const text of [
      reg.registration_number,
      'Asha Verma',
      'Non-Member',
      // The amount line by line, as the console, mails and receipts write money.
      'Registration (Non-Member, Early bird): Rs. 6,500.00',
      'Amount paid: Rs. 6,500.00',
      fields.txnID,
      // The dates of the registration's edition (the current one).
      conferenceDates((await currentEdition(request)).edition),
    ])
      expect(mail.text).toContain(text)
    await new Promise((r) => setTimeout(r, 1500)) // the sandbox's own advice may still be on its way
    // One confirmation (the delegate's other mail said the registration was saved, before paying).
    expect(
      readMails(server).filter((m) => m.to.includes(d.email) && m.subject.includes('confirmed')),
    ).toHaveLength(1)
  })

  test("the checkout's polls ask the bank only when due; a fresh question asks now", async ({
    request,
    server,
  }) => {
    const reg = await register(request, uniqueDelegate('poll'))
    const sale = await initiate(request, reg)
    await payerChooses(request, sale, 'pending')
    const asked = async () =>
      Number(
        (
          await sql(
            server,
            "SELECT count(*) AS n FROM gateway_exchanges WHERE merchant_txn_no = $1 AND operation = 'status'",
            [sale.merchantTxnNo],
          )
        )[0].n,
      )
    const status = (extra: Record<string, string>) =>
      request.post('/payment/transactionstatus/', { form: { merchantTxnNo: sale.merchantTxnNo, ...extra } })
    const before = await asked()
    // Just started: a poll answers what the site knows, without asking the bank.
    const poll = await status({ transactionType: 'STATUS' })
    expect(await poll.json()).toMatchObject({ txnStatus: 'REQ' })
    expect(poll.headers()['cache-control']).toBe('no-store')
    expect(await asked()).toBe(before)
    // The payer closed the bank's window, or asked to check again: the bank is asked now.
    expect(await (await status({ fresh: 'true' })).json()).toMatchObject({ txnStatus: 'REQ' })
    expect(await asked()).toBe(before + 1)
    const bad = await status({ fresh: 'maybe' })
    expect(bad.status()).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('fresh must be true or false.')
  })

  test('a forged or missing hash is refused and logged, and changes nothing', async ({ request, server }) => {
    const reg = await register(request, uniqueDelegate('forged'))
    const sale = await initiate(request, reg)
    const { fields } = await payerChooses(request, sale, 'pending')
    const forged = { ...fields, responseCode: '0000', amount: '1.00' }
    const refused = await advice(request, forged)
    expect(refused.status()).toBe(400)
    expect((await refused.json()).error).toBe('The payment response could not be verified.')
    const unsigned: Record<string, string> = { ...fields }
    delete unsigned.secureHash
    expect((await advice(request, unsigned)).status()).toBe(400)
    const browser = await request.post('/payment-callback', {
      form: forged,
      headers: { accept: 'text/html' },
      maxRedirects: 0,
    })
    expect(browser.headers().location).toContain('/payment?error=unverified')

    const logged = await sql(
      server,
      "SELECT hash_valid FROM gateway_exchanges WHERE merchant_txn_no = $1 AND operation IN ('return', 'advice')",
      [sale.merchantTxnNo],
    )
    expect(logged.map((r) => r.hash_valid)).toEqual([false, false, false])
    const [p] = await sql(server, 'SELECT status FROM participants WHERE id = $1', [reg.id])
    expect(p.status).toBe('pending_payment')
  })

  test('a declined payment fails the registration; the retry reuses it and pays', async ({
    request,
    server,
  }) => {
    const d = uniqueDelegate('decline')
    const reg = await register(request, d)
    const first = await initiate(request, reg)
    const { fields } = await payerChooses(request, first, 'decline')
    expect((await (await advice(request, fields)).json()).status).toBe('failure')
    const status = await request.post('/payment/transactionstatus/', {
      form: { merchantTxnNo: first.merchantTxnNo },
    })
    expect(await status.json()).toMatchObject({ txnStatus: 'REJ' })
    expect((await sql(server, 'SELECT status FROM participants WHERE id = $1', [reg.id]))[0].status).toBe(
      'payment_failed',
    )

    // The delegate's browser corrects its own registration (its token), as the form does on a retry.
    const again = await register(request, {
      ...d,
      participant_id: String(reg.id),
      participant_token: reg.token,
    })
    expect(again).toMatchObject({ id: reg.id, registration_number: reg.registration_number })
    const second = await initiate(request, reg)
    expect(second.merchantTxnNo).not.toBe(first.merchantTxnNo)
    await advice(request, (await payerChooses(request, second, 'approve')).fields)
    expect((await sql(server, 'SELECT status FROM participants WHERE id = $1', [reg.id]))[0].status).toBe(
      'paid',
    )

    const duplicate = await request.post('/uppedicon/participants/', { multipart: d })
    expect(duplicate.status()).toBe(409)
    expect((await duplicate.json()).detail).toBe(
      'This e-mail address and mobile number are already registered. We have e-mailed that address a link to continue the registration.',
    )
    expect(
      (
        await request.post('/payment/initiatepayment/', {
          data: { participant_id: reg.id, participant_token: reg.token },
        })
      ).status(),
    ).toBe(409)
    expect(await sql(server, 'SELECT id FROM participants WHERE email = $1', [d.email])).toHaveLength(1)
  })

  test('a refusal by the gateway is a 502 with a clear message', async ({ request }) => {
    const reg = await register(
      request,
      uniqueDelegate('refused', { email: `refused-${Date.now()}@refuse.sandbox.test` }),
    )
    const res = await request.post('/payment/initiatepayment/', {
      data: { participant_id: reg.id, participant_token: reg.token },
    })
    expect(res.status()).toBe(502)
    const body = await res.json()
    expect(body.detail).toContain('The payment gateway refused the payment request')
    expect(body.detail).toContain('No money has been taken')
  })

  test('a free registration is confirmed at once and cannot start a payment', async ({ request, server }) => {
    const d = uniqueDelegate('free', {
      category: 'seniorcitizen',
      amount: '5500',
      age: '72',
      date_of_birth: '1953-01-01',
    })
    const reg = await register(request, d)
    expect(reg).toMatchObject({ amount: 0, status: 'free' })
    const res = await request.post('/payment/initiatepayment/', {
      data: { participant_id: reg.id, participant_token: reg.token },
    })
    expect(res.status()).toBe(422)
    expect((await res.json()).detail).toBe('Amount should be greater than zero to initiate payment')
    const mail = await waitForMail(d.email, { server })
    expect(mail.text).toContain(reg.registration_number)
    expect(mail.text).toContain('free registration')
  })

  test('status queries and callbacks refuse what they do not know', async ({ request }) => {
    expect(
      (
        await request.post('/payment/transactionstatus/', { form: { merchantTxnNo: 'UPNOSUCHTXN000000000' } })
      ).status(),
    ).toBe(404)
    expect(
      (await request.post('/payment/transactionstatus/', { form: { merchantTxnNo: 'bad no!' } })).status(),
    ).toBe(400)
    expect(
      (
        await request.post('/payment/initiatepayment/', {
          data: { participant_id: 99999999, participant_token: 'x'.repeat(43) },
        })
      ).status(),
    ).toBe(403)
    expect(
      (
        await request.post('/payment/initiatepayment/', {
          data: '{not json',
          headers: { 'content-type': 'application/json' },
        })
      ).status(),
    ).toBe(400)
    expect((await request.get('/payment-callback', { maxRedirects: 0 })).status()).toBe(303)
  })
})

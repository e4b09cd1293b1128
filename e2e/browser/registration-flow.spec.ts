// The delegate's journey in the browser through the sandbox gateway: the bank's page opens in a
// new window, the outcome comes back by postMessage or by the status polls; paid, the delegate lands
// on their own page for good; refused, closed or pending, the checkout says so and offers to pay again.
import type { Page } from '@playwright/test'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { fillRegistrationForm, register, uniqueDelegate } from '../support/registration'

async function fillRegistration(page: Page, d: ReturnType<typeof uniqueDelegate>) {
  await page.goto('/register')
  await expect(page.getByRole('heading', { name: 'Personal & Events Details' })).toBeVisible()
  await fillRegistrationForm(page, d)
}

/** Registers, accepts the terms and presses PAY NOW; answers the gateway's window. */
async function payNow(page: Page, d: ReturnType<typeof uniqueDelegate>, amount: string) {
  await fillRegistration(page, d)
  await expect(page.getByTestId('registration-amount')).toHaveText(amount)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Proceed to Pay' })).toBeVisible()
  await expect(page.getByTestId('checkout-amount')).toHaveText(amount)
  await page.getByLabel(/I agree to the/).check()
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'PAY NOW' }).click()
  const gateway = await popup
  await expect(gateway.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible()
  return gateway
}

test.describe('registration and payment in the browser', () => {
  test('approve: the window reports back and closes; the delegate lands on their page, paid for good', async ({
    page,
    server,
  }) => {
    const d = uniqueDelegate('browser-approve')
    const gateway = await payNow(page, d, 'Rs. 6500')
    // The first status poll is due 5 s after PAY NOW; the window's message arrives well before.
    const polls: string[] = []
    page.on('request', (r) => r.url().includes('/payment/transactionstatus') && polls.push(r.url()))
    await gateway.getByRole('button', { name: 'Approve' }).click()
    const [p] = await sql(
      server,
      'SELECT id, status, registration_number FROM participants WHERE email = $1',
      [d.email],
    )
    // The mailed-link address is exchanged for the registration's cookie: the page opens clean.
    await expect(page).toHaveURL(new RegExp(`/registration/${p.id}$`))
    expect(polls).toEqual([])
    await expect.poll(() => gateway.isClosed()).toBe(true)
    const paid = page.getByTestId('paid-notice')
    await expect(paid).toContainText('Paid — nothing more to do.')
    await expect(page.getByTestId('registration-status')).toHaveAttribute('data-status', 'paid')
    // No proof is asked of a delegate who paid through the bank, and the confirmation lasts. (The
    // checkout they came from, with its transfer details, may stay in the document, hidden.)
    for (const text of ['Step 3 of 3', 'Proof of Payment', 'Transaction ID', 'upload your payment proof'])
      await expect(page.getByText(text).filter({ visible: true })).toHaveCount(0)
    await page.waitForTimeout(6_000)
    await expect(paid).toBeVisible()
    expect((await sql(server, 'SELECT status FROM participants WHERE id = $1', [p.id]))[0].status).toBe(
      'paid',
    )
    const [attempt] = await sql(
      server,
      'SELECT gateway_txn_id FROM payment_attempts WHERE participant_id = $1',
      [p.id],
    )
    const mail = await waitForMail(d.email, { server, match: (m) => m.subject.includes('confirmed') })
    expect(mail.text).toContain(p.registration_number)
    expect(mail.text).toContain(attempt.gateway_txn_id)
    // The step-3 page, opened anyway, says it is paid instead of asking for a proof.
    await page.goto('/payment-details')
    await expect(page.getByText('Paid — nothing more to do.')).toBeVisible()
    await expect(page.getByLabel('Proof of Payment')).toHaveCount(0)
  })

  test('decline: the checkout says what happened and what to do until dismissed, and PAY NOW tries again', async ({
    page,
    server,
  }) => {
    const d = uniqueDelegate('browser-decline')
    const gateway = await payNow(page, d, 'Rs. 6500')
    await gateway.getByRole('button', { name: 'Decline' }).click()
    const message = page
      .getByRole('alert')
      .filter({ hasText: 'Payment failed: the bank did not accept the payment' })
    await expect(message).toBeVisible()
    await expect(message).toContainText('no money was taken')
    await expect(message).toContainText('You can pay again now')
    await expect(page).toHaveURL(/\/checkout$/)
    await page.waitForTimeout(6_000)
    await expect(message).toBeVisible()
    expect((await sql(server, 'SELECT status FROM participants WHERE email = $1', [d.email]))[0].status).toBe(
      'payment_failed',
    )
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await expect(message).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeEnabled()
    const again = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'PAY NOW' }).click()
    await expect((await again).getByRole('heading', { name: 'Sandbox payment' })).toBeVisible()
  })

  test('the bank’s window closed: said within seconds, then Pay again starts a new payment, the old one given up', async ({
    page,
    server,
  }) => {
    const d = uniqueDelegate('browser-closed')
    const started = page.waitForResponse((r) => r.url().includes('/payment/initiatepayment'))
    const gateway = await payNow(page, d, 'Rs. 6500')
    const first = ((await (await started).json()) as { merchantTxnNo: string }).merchantTxnNo
    await gateway.close()
    await expect(page.getByText("The bank's window was closed before the payment was finished.")).toBeVisible(
      {
        timeout: 4_000,
      },
    )
    await expect(page.getByRole('button', { name: 'Processing...' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible()
    // Pay again: the server asks the bank about the first sale, gives it up, and starts another.
    const restarted = page.waitForResponse((r) => r.url().includes('/payment/initiatepayment'))
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Pay again' }).click()
    const second = ((await (await restarted).json()) as { merchantTxnNo: string }).merchantTxnNo
    expect(second).not.toBe(first)
    const attempts = await sql(
      server,
      `SELECT a.merchant_txn_no, a.abandoned_at IS NOT NULL AS given_up,
              (SELECT count(*)::int FROM gateway_exchanges x WHERE x.merchant_txn_no = a.merchant_txn_no AND x.operation = 'status') AS asked
         FROM payment_attempts a JOIN participants p ON p.id = a.participant_id
        WHERE p.email = $1 ORDER BY a.id`,
      [d.email],
    )
    expect(attempts).toEqual([
      { merchant_txn_no: first, given_up: true, asked: expect.any(Number) },
      { merchant_txn_no: second, given_up: false, asked: 0 },
    ])
    expect(attempts[0].asked).toBeGreaterThanOrEqual(1)
    const window2 = await popup
    await window2.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('paid-notice')).toContainText('Paid — nothing more to do.')
  })

  test('left pending: said within seconds, with Pay again and Check again', async ({ page, server }) => {
    const d = uniqueDelegate('browser-pending')
    const gateway = await payNow(page, d, 'Rs. 6500')
    await gateway.getByRole('button', { name: 'Leave pending' }).click()
    await expect(gateway.getByText('Your payment is still being processed by the bank.')).toBeVisible()
    await expect(page.getByText('The bank has not confirmed the payment yet.')).toBeVisible({
      timeout: 4_000,
    })
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('button', { name: 'Pay again' })).toBeVisible()
    await page.getByRole('button', { name: 'Check again' }).click()
    await expect(page.getByText('The bank has not confirmed the payment yet.')).toBeVisible()
    expect((await sql(server, 'SELECT status FROM participants WHERE email = $1', [d.email]))[0].status).toBe(
      'pending_payment',
    )
    // The registration still unpaid a while later gets the link to come back by mail.
    const [p] = await sql(server, 'SELECT id FROM participants WHERE email = $1', [d.email])
    const [reminder] = await sql(
      server,
      "SELECT id, run_after > now() + interval '10 minutes' AS later FROM jobs WHERE kind = 'mail.payment-pending' AND entity_id = $1",
      [String(p.id)],
    )
    expect(reminder.later).toBe(true)
    await sql(server, 'UPDATE jobs SET run_after = now() WHERE id = $1', [reminder.id])
    const mail = await waitForMail(d.email, {
      server,
      match: (m) => m.subject.includes('payment is not complete'),
    })
    expect(mail.subject).toMatch(/^\[TEST\] /)
    const link = /https?:\/\/\S+\/registration\/\d+\?token=\S+/.exec(mail.text)![0]
    const back = new URL(link)
    await page.goto(`${back.pathname}${back.search}`)
    await page.getByRole('link', { name: 'Pay now' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeEnabled()
  })

  test('a gateway refusal is shown on the checkout page', async ({ page }) => {
    const d = uniqueDelegate('browser-refused', { email: `refused-${Date.now()}@refuse.sandbox.test` })
    await fillRegistration(page, d)
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel(/I agree to the/).check()
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'PAY NOW' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'The payment gateway refused the payment request' }),
    ).toBeVisible()
    await expect.poll(async () => (await popup).isClosed()).toBe(true)
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeEnabled()
  })

  test('free category: a confirmation page, no payment step', async ({ page, server }) => {
    const d = uniqueDelegate('browser-free', { category: 'seniorcitizen' })
    await fillRegistration(page, d)
    await expect(page.getByTestId('registration-amount')).toHaveText('Rs. 0')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/registration-confirmed$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Registration confirmed' })).toBeVisible()
    await expect(page.getByText('Your registration is confirmed free of charge.')).toBeVisible()
    await expect(page.getByTestId('checkout-amount')).toHaveText('Free')
    // Nothing contradicts it: no payment heading, button, terms or zero-amount error.
    for (const text of ['Proceed to Pay', 'PAY NOW', 'Amount should be greater than zero', 'I agree to the'])
      await expect(page.getByText(text)).toHaveCount(0)
    // /checkout does not offer a payment for it either: it leads back to the confirmation.
    await page.goto('/checkout')
    await expect(page).toHaveURL(/\/registration-confirmed$/)
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toHaveCount(0)
    expect((await sql(server, 'SELECT status FROM participants WHERE email = $1', [d.email]))[0].status).toBe(
      'free',
    )
    await waitForMail(d.email, { server })
  })

  test('the confirmation page without a registration leads to the form', async ({ page }) => {
    await page.goto('/registration-confirmed')
    await expect(page).toHaveURL(/\/register$/)
  })

  test('registering an e-mail and phone again: a neutral message, and a mail that continues the registration', async ({
    page,
    request,
    server,
  }) => {
    const d = uniqueDelegate('browser-duplicate')
    const reg = await register(request, d)
    await fillRegistration(page, { ...d, name: 'Someone Else' })
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This e-mail address and mobile number are already registered.' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/register$/)
    expect(await page.content()).not.toContain(reg.registration_number)
    // The address's owner continues the registration from the mail, in any browser.
    const mail = await waitForMail(d.email, {
      server,
      match: (m) => m.text.includes('/checkout?registration='),
    })
    const link = /https?:\/\/\S+\/checkout\?registration=\S+/.exec(mail.text)![0]
    const path = new URL(link)
    await page.goto(`${path.pathname}${path.search}`)
    // Its summary (the transfer's details quote the number too, once they have arrived).
    await expect(page.getByRole('definition').filter({ hasText: reg.registration_number })).toBeVisible()
    await expect(page).toHaveURL(/\/checkout$/)
    expect((await sql(server, 'SELECT name FROM participants WHERE id = $1', [reg.id]))[0].name).toBe(d.name)
  })
})

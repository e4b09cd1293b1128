// The delegate's journey in the browser through the sandbox gateway: the bank's page opens in a
// new window, the outcome comes back by postMessage or by the status polls, and the page routes
// as the spec says.
import type { Page } from '@playwright/test'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { fillRegistrationForm, register, uniqueDelegate } from '../support/registration'

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

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
  test('approve: the window reports back and closes, the proof is uploaded, the delegate is confirmed by mail', async ({
    page,
    server,
  }) => {
    const d = uniqueDelegate('browser-approve')
    const gateway = await payNow(page, d, 'Rs. 6500')
    // The first status poll is due 5 s after PAY NOW; the window's message arrives well before.
    const polls: string[] = []
    page.on('request', (r) => r.url().includes('/payment/transactionstatus') && polls.push(r.url()))
    await gateway.getByRole('button', { name: 'Approve' }).click()
    await expect(page).toHaveURL(/\/payment-details$/)
    expect(polls).toEqual([])
    await expect(page.getByText('Payment is successful. Please upload your payment proof!')).toBeVisible()
    await expect.poll(() => gateway.isClosed()).toBe(true)

    const [p] = await sql(
      server,
      'SELECT id, status, registration_number FROM participants WHERE email = $1',
      [d.email],
    )
    expect(p.status).toBe('paid')
    const [attempt] = await sql(
      server,
      'SELECT gateway_txn_id FROM payment_attempts WHERE participant_id = $1',
      [p.id],
    )
    await expect(page.getByLabel('Transaction ID')).toHaveValue(attempt.gateway_txn_id)
    await expect(page.getByLabel('Payment Option')).toHaveValue('online')
    await page
      .getByLabel('Proof of Payment')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_1PX })
    await page.getByRole('button', { name: 'Submit' }).click()
    // The delegate lands on their own page, which confirms the proof (opened by the cookie the
    // proof's answer set: no token in the address).
    await expect(page).toHaveURL(new RegExp(`/registration/${p.id}\\?proof=received$`))
    await expect(page.getByText('your payment proof has been received')).toBeVisible()
    expect((await sql(server, 'SELECT status FROM participants WHERE id = $1', [p.id]))[0].status).toBe(
      'proof_submitted',
    )
    expect(await page.evaluate(() => sessionStorage.getItem('uppedicon.registration'))).toBeNull()
    const mail = await waitForMail(d.email, { server, match: (m) => m.subject.includes('confirmed') })
    expect(mail.text).toContain(p.registration_number)
    expect(mail.text).toContain(attempt.gateway_txn_id)
  })

  test('decline: back to the form, filled in, with the failure message for 5 seconds', async ({
    page,
    server,
  }) => {
    const d = uniqueDelegate('browser-decline')
    const gateway = await payNow(page, d, 'Rs. 6500')
    await gateway.getByRole('button', { name: 'Decline' }).click()
    await expect(page).toHaveURL(/\/register$/)
    const message = page.getByText('Payment failed. Please try again.')
    await expect(message).toBeVisible()
    await expect(page.getByLabel('Full Name')).toHaveValue(d.name)
    await expect(message).toBeHidden({ timeout: 8_000 })
    expect((await sql(server, 'SELECT status FROM participants WHERE email = $1', [d.email]))[0].status).toBe(
      'payment_failed',
    )
  })

  test('left pending: polling stops at 120 s with a clear message', async ({ page, server }) => {
    await page.clock.install()
    const d = uniqueDelegate('browser-pending')
    const gateway = await payNow(page, d, 'Rs. 6500')
    const polls: string[] = []
    page.on(
      'request',
      (r) => r.url().includes('/payment/transactionstatus') && polls.push(r.postData() ?? ''),
    )
    await gateway.getByRole('button', { name: 'Leave pending' }).click()
    await expect(gateway.getByText('Your payment is still being processed by the bank.')).toBeVisible()
    await page.clock.runFor(5_000)
    await expect.poll(() => polls.length).toBeGreaterThan(0)
    expect(polls[0]).toContain('transactionType=STATUS')
    await page.clock.fastForward('02:00')
    await page.clock.runFor(5_000)
    await expect(page.getByText('We have not received a final answer from the bank yet.')).toBeVisible()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible()
    expect((await sql(server, 'SELECT status FROM participants WHERE email = $1', [d.email]))[0].status).toBe(
      'pending_payment',
    )
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
    await expect(page.getByText(reg.registration_number)).toBeVisible()
    await expect(page).toHaveURL(/\/checkout$/)
    expect((await sql(server, 'SELECT name FROM participants WHERE id = $1', [reg.id]))[0].name).toBe(d.name)
  })
})

// Paying by UPI through the bank's page (the sandbox, as ICICI's hosted page does): a desktop shows
// the QR code of the exact `upi://pay` link, a phone the link that opens a UPI app; the sale stays
// in process until the payer's app approves, and the checkout's own status polls then take the
// delegate to their page, paid.
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { readQr } from '../support/qr'
import { fillRegistrationForm, openGateway, uniqueDelegate } from '../support/registration'

test(
  'UPI: the QR code on a desktop, the app link on a phone; paid once the app approves',
  { tag: '@desktop' },
  async ({ page, server }) => {
    const d = uniqueDelegate('browser-upi')
    await page.goto('/register')
    await fillRegistrationForm(page, d)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    const started = page.waitForResponse((r) => r.url().includes('/payment/initiatepayment'))
    const gateway = await openGateway(page)
    const { merchantTxnNo } = (await (await started).json()) as { merchantTxnNo: string }
    const [{ amount_paise: paise }] = await sql(
      server,
      'SELECT amount_paise FROM payment_attempts WHERE merchant_txn_no = $1',
      [merchantTxnNo],
    )
    await gateway.getByRole('button', { name: 'Pay by UPI' }).click()
    await expect(gateway.getByRole('heading', { name: 'Pay by UPI' })).toBeVisible()
    await expect(gateway.getByText('Test mode.')).toBeVisible()

    const qr = gateway.getByRole('img', { name: 'UPI QR code' })
    const app = gateway.getByRole('link', { name: 'Open your UPI app' })
    const expected = new URLSearchParams({ am: (paise / 100).toFixed(2), cu: 'INR', tn: merchantTxnNo })
    const upiLink = (text: string | null) =>
      text?.startsWith('upi://pay?') ? new URLSearchParams(text.slice('upi://pay?'.length)) : null
    if ((gateway.viewportSize()?.width ?? 0) >= 640) {
      await expect(qr).toBeVisible()
      await expect(app).toBeHidden()
      const scanned = upiLink(await readQr(await qr.screenshot()))
      for (const [key, value] of expected) expect(scanned?.get(key)).toBe(value)
    } else {
      await expect(app).toBeVisible()
      await expect(qr).toBeHidden()
      const link = upiLink(await app.getAttribute('href'))
      for (const [key, value] of expected) expect(link?.get(key)).toBe(value)
    }
    // Still in process: nothing is paid until the app answers, whatever the polls ask meanwhile.
    await page.waitForTimeout(6_000)
    await expect(page).toHaveURL(/\/checkout$/)
    expect(
      (await sql(server, 'SELECT status FROM participants WHERE email = $1', [d.email]))[0].status,
    ).not.toBe('paid')

    // The payer's phone: the sandbox's stand-in for a UPI app approves.
    const phone = await page.context().newPage()
    await phone.goto(
      (await gateway.getByRole('link', { name: "open the sandbox's UPI app" }).getAttribute('href'))!,
    )
    await expect(phone.getByText(`INR ${(paise / 100).toFixed(2)}`)).toBeVisible()
    await phone.getByRole('button', { name: 'Approve' }).click()
    await expect(phone.getByRole('heading', { name: 'Payment approved' })).toBeVisible()

    await expect(page).toHaveURL(/\/registration\/\d+$/, { timeout: 15_000 })
    await expect(page.getByTestId('registration-status')).toHaveAttribute('data-status', 'paid')
    await expect.poll(() => gateway.isClosed()).toBe(true)
  },
)

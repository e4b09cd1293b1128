// Paying by UPI through the bank's page (the sandbox, as ICICI's hosted page does): a desktop shows
// the QR code of the exact `upi://pay` link, a phone the link that opens a UPI app; the sale stays
// in process until the payer's app approves, and the checkout's own status polls then take the
// delegate to their page, paid. Beside the bank's page, the checkout offers a direct UPI or bank
// transfer to the association's account, with the proof uploaded afterwards.
import AxeBuilder from '@axe-core/playwright'
import { DEMO_PAYEE } from '../../prisma/demo-payee'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { layoutProblemsWhileScrolling } from '../support/layout'
import { readQr } from '../support/qr'
import { openGateway, registerToCheckout } from '../support/registration'

test(
  'UPI: the QR code on a desktop, the app link on a phone; paid once the app approves',
  { tag: '@desktop' },
  async ({ page, server }) => {
    const d = await registerToCheckout(page, 'browser-upi')
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

test(
  'the checkout offers a direct transfer: the account, the exact amount, the reference, its QR code and UPI link',
  { tag: '@desktop' },
  async ({ page, server }) => {
    const d = await registerToCheckout(page, 'browser-upi-direct')
    const [{ registration_number: reference, amount_paise: paise }] = await sql(
      server,
      'SELECT registration_number, amount_paise FROM participants WHERE email = $1',
      [d.email],
    )
    const rupees = (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })

    // Paying through the bank's page stays; the transfer is offered beside it.
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'by UPI or bank transfer' })).toHaveAttribute(
      'href',
      '#pay-to-heading',
    )
    const payTo = page.getByTestId('pay-to')
    await expect(payTo.getByRole('heading', { name: 'Pay by UPI or bank transfer' })).toBeVisible()
    await expect(payTo.getByTestId('pay-to-amount')).toHaveText(`Rs. ${rupees}`)
    await expect(payTo.getByTestId('pay-to-reference')).toHaveText(reference)
    await expect(payTo.getByTestId('pay-to-upi-id')).toHaveText(DEMO_PAYEE.upiId)
    await expect(payTo.getByTestId('pay-to-account')).toHaveText(DEMO_PAYEE.accountNumber)

    // The link a phone opens in a UPI app, and the QR code another phone scans off this screen:
    // the same payment, its exact amount and the registration number as the note.
    const link = (await payTo.getByTestId('pay-to-upi-link').getAttribute('href'))!
    expect(link.startsWith('upi://pay?')).toBe(true)
    const upi = new URLSearchParams(link.slice('upi://pay?'.length))
    expect([upi.get('pa'), upi.get('am'), upi.get('cu'), upi.get('tn')]).toEqual([
      DEMO_PAYEE.upiId,
      (paise / 100).toFixed(2),
      'INR',
      reference,
    ])
    const qr = payTo.getByRole('img', { name: `UPI QR code: pay Rs. ${rupees} to ${DEMO_PAYEE.upiId}` })
    expect(await readQr(await qr.screenshot())).toBe(link)

    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    expect(await layoutProblemsWhileScrolling(page)).toEqual([])

    // Then the proof: the upload page, for this registration.
    await payTo.getByRole('link', { name: 'upload your payment proof' }).click()
    await expect(page).toHaveURL(/\/payment-details$/)
    await expect(page.getByText(`Registration ${reference}`)).toBeVisible()
    await expect(page.getByLabel('Transaction ID')).toBeVisible()
  },
)

// The delegate opens the site under another host name than its configured
// address (127.0.0.1 instead of localhost). The bank's window returns to the configured address,
// reports to the checkout all the same, closes, and the main tab moves on within a second; a
// message claiming success from another origin is only a cue to ask the server, never believed.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { fillRegistrationForm, uniqueDelegate } from '../support/registration'

/** The same site under its other host name. */
const otherHost = (page: Page, path: string) => {
  const url = new URL(path, test.info().project.use.baseURL)
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
  return page.goto(url.toString())
}

async function payNow(page: Page, d: ReturnType<typeof uniqueDelegate>) {
  await otherHost(page, '/register')
  await fillRegistrationForm(page, d)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.getByLabel(/I agree to the/).check()
  const popup = page.waitForEvent('popup')
  const started = page.waitForResponse((r) => r.url().includes('/payment/initiatepayment'))
  await page.getByRole('button', { name: 'PAY NOW' }).click()
  const gateway = await popup
  const { merchantTxnNo } = (await (await started).json()) as { merchantTxnNo: string }
  await expect(gateway.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible()
  return { gateway, merchantTxnNo }
}

test('approve under another host name: the window closes and the checkout moves on within a second', async ({
  page,
}) => {
  const { gateway } = await payNow(page, uniqueDelegate('other-host'))
  expect(new URL(gateway.url()).hostname).not.toBe(new URL(page.url()).hostname)
  await gateway.getByRole('button', { name: 'Approve' }).click()
  const approved = Date.now()
  // About a second on an idle machine (the return page's message triggers one status check); the
  // bound leaves room for a loaded test machine, where the return page itself takes seconds.
  // The delegate's page at the site's own address (where its cookie is), without the token.
  await expect(page).toHaveURL(/\/\/localhost:\d+\/registration\/\d+$/, { timeout: 8000 })
  expect(Date.now() - approved).toBeLessThan(8000)
  await expect(page.getByText('Paid — nothing more to do.').first()).toBeVisible()
  // Closed: the return page reached its opener (a severed one would have left it open, routing
  // inside the bank's window instead).
  await expect.poll(() => gateway.isClosed(), { timeout: 5000 }).toBe(true)
})

test('a success message from another origin is checked with the server, not believed', async ({ page }) => {
  const { gateway, merchantTxnNo } = await payNow(page, uniqueDelegate('forged-message'))
  // The gateway's window (another origin) claims success while the payment is still open.
  await gateway.evaluate(
    (txn) => window.opener?.postMessage({ status: 'success', merchantTxnNo: txn }, '*'),
    merchantTxnNo,
  )
  await page.waitForTimeout(1500)
  await expect(page).toHaveURL(/\/checkout$/)
  await gateway.getByRole('button', { name: 'Decline' }).click()
  // The real answer still gets through: as above, a second or so on an idle machine, and the
  // return page alone takes seconds on a loaded test machine.
  await expect(page.getByText('Payment failed: the bank did not accept the payment')).toBeVisible({
    timeout: 8000,
  })
  await expect(page).toHaveURL(/\/checkout$/)
})

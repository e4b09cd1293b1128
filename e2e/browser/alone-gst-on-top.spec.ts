// GST added on top of the fees, in the browser: an organiser switches the association's fees to
// exclusive of GST; a delegate sees "+ GST" and the total on /register and at checkout, pays that
// total at the sandbox gateway, and the tax invoice's taxable value is the fee. The settings are put
// back as they were at the end. It changes what every delegate pays, so it runs alone, after the
// specs that register delegates at the demo's fees: in the editions' project, at a desktop's width,
// and again at a phone's (a describe of its own with the phone project's screen).
import type { Page } from '@playwright/test'
import { ADMIN } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { associationSettings, GST_SETTINGS as SETTINGS } from '../support/gst'
import { layoutProblems } from '../support/layout'
import { fillRegistrationForm, openGateway, uniqueDelegate } from '../support/registration'
import { PHONE } from '../support/screens'
import type { ServerName } from '../support/servers'
import { hydrated } from '../support/site'

const TITLE = 'an organiser adds GST on top of the fees: a delegate sees "+ GST" and the total, and pays it'

async function walk(page: Page, server: ServerName) {
  const login = () => page.request.post('/adminpanel/login/', { data: ADMIN })
  expect((await login()).status()).toBe(200)
  const before = await associationSettings(page.request)
  try {
    await page.goto('/admin/gst')
    const form = page.getByRole('form', { name: 'GST settings' })
    const onTop = await hydrated(form.getByRole('radio', { name: 'GST added on top' }))
    await expect(form.getByRole('radio', { name: 'Fees include GST' })).toBeChecked()
    await onTop.check()
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.locator('[aria-live]').getByText('GST settings saved.')).toBeVisible()
    expect((await associationSettings(page.request)).pricesIncludeGst).toBe(false)

    // The delegate, without the organiser's session.
    await page.context().clearCookies()
    await page.goto('/register')
    await expect(page.getByText('Fees are exclusive of GST, which is added at checkout.')).toBeVisible()
    await hydrated(page.getByRole('button', { name: 'Next' }))
    const d = uniqueDelegate('gst-on-top')
    await fillRegistrationForm(page, d)
    await expect(page.getByRole('checkbox', { name: /\+ GST/ }).first()).toBeVisible()
    // Rs. 6,500 + 18 % GST (CGST + SGST in Uttar Pradesh): Rs. 7,670.
    await expect(page.getByTestId('registration-gst')).toHaveText('Rs. 6500 + GST Rs. 1170')
    await expect(page.getByTestId('registration-amount')).toHaveText('Rs. 7670')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByTestId('price-lines').getByRole('row', { name: /^GST/ })).toContainText('Rs. 1170')
    await expect(page.getByTestId('checkout-amount')).toHaveText('Rs. 7670')
    expect(await layoutProblems(page)).toEqual([])

    const gateway = await openGateway(page)
    await expect(gateway.getByText('INR 7670.00')).toBeVisible()
    await gateway.getByRole('button', { name: 'Approve' }).click()
    await expect(page).toHaveURL(/\/registration\/\d+$/)
    const [paid] = await sql<{ amount: number; taxable: number; total: number }>(
      server,
      `SELECT p.amount_paise AS amount, d.taxable_paise AS taxable, d.total_paise AS total
         FROM participants p JOIN tax_documents d ON d.participant_id = p.id AND d.kind = 'invoice'
        WHERE p.email = $1 AND p.paid_at IS NOT NULL`,
      [d.email.toLowerCase()],
    )
    expect(paid).toEqual({ amount: 767000, taxable: 650000, total: 767000 })
  } finally {
    expect((await login()).status()).toBe(200)
    const restored = await page.request.put(SETTINGS, { data: before })
    expect(restored.status(), await restored.text()).toBe(200)
  }
}

test(TITLE, async ({ page, server }) => walk(page, server))

test.describe('on a phone', () => {
  test.use(PHONE)

  test(TITLE, async ({ page, server }) => {
    expect(page.viewportSize()!.width).toBe(390)
    await walk(page, server)
  })
})

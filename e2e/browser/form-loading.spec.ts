// A form's validation code (zod and the form's schema) is not part of its page's start-up on a
// phone: it is loaded when the visitor first focuses the form, configured as the site's CSP needs
// (no `new Function`) before it checks anything, and the form then validates as before.
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { register, uniqueDelegate } from '../support/registration'

const zodConfig = (page: Page) =>
  page.evaluate(
    () => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ?? null,
  )

for (const { name, open, field, send, refused } of [
  {
    name: '/register',
    open: async () => '/register',
    field: 'Full Name',
    send: 'Next',
    refused: 'Please fill all required fields',
  },
  {
    name: '/contact-us',
    open: async () => '/contact-us',
    field: 'Name',
    send: 'Submit',
    refused: 'Name is required.',
  },
  {
    name: 'the delegate’s page (proof of payment)',
    open: async (page: Page) => {
      const reg = await register(page.request, uniqueDelegate('form-loading'))
      return `/registration/${reg.id}?token=${encodeURIComponent(reg.token)}`
    },
    field: 'Transaction ID',
    send: 'Submit',
    refused: 'Please fill all required fields',
  },
]) {
  test(`${name} starts without the validation code and loads it on first focus`, async ({ page }) => {
    await page.goto(await open(page), { waitUntil: 'networkidle' })
    // The form has come alive (its button answers) without zod.
    await expect(page.getByRole('button', { name: send })).toBeEnabled()
    expect(await zodConfig(page)).toBeNull()
    await page.getByLabel(field).first().focus()
    await expect.poll(() => zodConfig(page)).toEqual(expect.objectContaining({ jitless: true }))
    await page.getByRole('button', { name: send }).click()
    await expect(page.getByText(refused).first()).toBeVisible()
  })
}

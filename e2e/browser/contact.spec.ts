// /contact-us (spec 2, 5, 8): details, the message form's input rules, success (message stored).
import type { Page } from '@playwright/test'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { hydrated } from '../support/site'

/** The form once React has hydrated it: typed or sent before, it is the no-script form's doing. */
async function scriptedForm(page: Page) {
  await page.goto('/contact-us')
  const form = page.getByRole('form', { name: 'Send us a message' })
  await hydrated(form.getByRole('button', { name: 'Submit' }))
  return form
}

test('the contact details are links', async ({ page }) => {
  await page.goto('/contact-us')
  const details = page.getByRole('region', { name: 'Get In Touch' })
  await expect(details.locator('a[href^="tel:+91"]')).toBeVisible()
  await expect(details.locator('a[href^="mailto:"]')).toHaveCount(2)
  await expect(details.locator('a[href^="https://wa.me/91"]')).toBeVisible()
  await expect(details.locator('a[href*="google.com/maps"]')).toContainText('Gorakhpur')
})

test('the form names what the rules forbid and requires all four fields', async ({ page }) => {
  const form = await scriptedForm(page)
  const name = form.getByLabel('Name')
  const rule = form.getByText('Use letters, spaces, dots, hyphens and apostrophes only.')
  await name.pressSequentially('Dr. Asha 2')
  await expect(name).toHaveValue('Dr. Asha 2')
  await expect(rule).toBeVisible()
  await name.press('Backspace')
  await name.pressSequentially('K')
  await expect(name).toHaveValue('Dr. Asha K')
  await expect(rule).toBeHidden()
  const phone = form.getByLabel('Phone')
  await phone.pressSequentially('98x')
  await expect(phone).toHaveValue('98')
  await expect(form.getByText('Only numbers are allowed')).toBeVisible()
  // The number's own punctuation is no error; the whole number becomes its 10 digits.
  await phone.pressSequentially('765-43210')
  await expect(phone).toHaveValue('9876543210')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('E-mail')).toBeFocused()
  await expect(form.getByText('E-mail is required.')).toBeVisible()
  await expect(form.getByText('Message is required.')).toBeVisible()
  await form.getByLabel('Phone').clear()
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByText('Mobile number is required.')).toBeVisible()
  await expect(page.getByText('Message sent successfully!')).toBeHidden()
})

test('a valid message is sent, stored, confirmed, and the form clears', async ({ page, server }) => {
  const stamp = `Workshop seats ${Date.now()}`
  const form = await scriptedForm(page)
  await form.getByLabel('Name').fill('Asha Verma')
  await form.getByLabel('E-mail').fill('asha.verma@example.org')
  await form.getByLabel('Phone').fill('9876501234')
  await form.getByLabel('Message').fill(`${stamp}: are places left in the NRP workshop?`)
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByRole('status')).toHaveText('Message sent successfully!')
  for (const label of ['Name', 'E-mail', 'Phone', 'Message'])
    await expect(form.getByLabel(label)).toHaveValue('')
  const rows = await sql(
    server,
    'SELECT name, email, mobile_number, message FROM contact_messages WHERE message LIKE $1',
    [`${stamp}%`],
  )
  expect(rows).toEqual([
    {
      name: 'Asha Verma',
      email: 'asha.verma@example.org',
      mobile_number: '9876501234',
      message: `${stamp}: are places left in the NRP workshop?`,
    },
  ])
})

test('a failure shows the server’s detail, else “Failed to send message”', async ({ page }) => {
  const form = await scriptedForm(page)
  await form.getByLabel('Name').fill('Asha Verma')
  await form.getByLabel('E-mail').fill('asha.verma@example.org')
  await form.getByLabel('Phone').fill('9876501234')
  await form.getByLabel('Message').fill('Hello')
  // Fault injection at the network edge: the server cannot be made to refuse valid input.
  await page.route('**/uppedicon/contactus/', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Too many messages.', detail: 'Too many messages.' }),
    }),
  )
  await form.getByRole('button', { name: 'Submit' }).click()
  // Exactly the injected detail: the server's own rate-limit message begins with the same words.
  await expect(form.getByRole('alert')).toHaveText('Too many messages.')
  await page.route('**/uppedicon/contactus/', (route) => route.abort())
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByRole('alert')).toHaveText('Failed to send message')
  await expect(form.getByLabel('Message')).toHaveValue('Hello')
})

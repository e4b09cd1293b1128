// A delegate's name is printed on the badge and the certificate as typed: letters of any script,
// spaces, dots, hyphens and apostrophes are kept; anything else is refused with the rule's message
// in view, never silently removed.
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { fillRegistrationForm, uniqueDelegate } from '../support/registration'

const RULE = 'Use letters, spaces, dots, hyphens and apostrophes only.'

test('a name with dots, hyphens and apostrophes is stored as typed', async ({ page, server }) => {
  await page.goto('/register')
  const d = uniqueDelegate('names')
  await fillRegistrationForm(page, d)
  const name = page.getByLabel('Full Name')
  await name.fill('')
  await name.pressSequentially('Dr. R.K. Singh-Yadav')
  await expect(name).toHaveValue('Dr. R.K. Singh-Yadav')
  await expect(page.getByText(RULE)).toHaveCount(0)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  const [row] = await sql<{ name: string }>(server, 'SELECT name FROM participants WHERE email = $1', [
    d.email,
  ])
  expect(row.name).toBe('Dr. R.K. Singh-Yadav')
})

test('a Hindi name with its punctuation is kept, and other characters are refused in view', async ({
  page,
}) => {
  await page.goto('/register')
  const name = page.getByLabel('Full Name')
  await name.pressSequentially('डॉ. आशा वर्मा-सिंह')
  await expect(name).toHaveValue('डॉ. आशा वर्मा-सिंह')
  await expect(page.getByText(RULE)).toHaveCount(0)

  await fillRegistrationForm(page, uniqueDelegate('names-refused', { name: 'Asha_Verma 2' }))
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/register$/)
  await expect(name).toHaveValue('Asha_Verma 2')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(RULE)).toBeInViewport()
})

// Registering before the page's script has run (a slow phone, or no JavaScript at all): the form
// posts to its server action, which answers the same checks in the page, with what was typed kept,
// and a valid registration goes on to its next step, the delegate's own page. Nothing typed ever
// appears in an address.
import { expect, test } from '../support/fixtures'
import { uniqueDelegate } from '../support/registration'

test.use({ javaScriptEnabled: false })

test('a delegate without JavaScript registers: errors in the page with what was typed, then their page', async ({
  page,
}) => {
  const addresses: string[] = []
  page.on('request', (r) => addresses.push(r.url()))
  page.on('framenavigated', (f) => addresses.push(f.url()))
  const d = uniqueDelegate('no-script', { name: 'Asha Verma', category: 'PG_Student' })

  await page.goto('/register')
  const next = page.getByRole('button', { name: 'Next' })
  await next.click()
  await expect(page.getByText('Please fill all required fields')).toBeVisible()
  await expect(page).toHaveURL(/\/register$/)
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true')

  // Two mistakes among valid fields: each is named beside its field, and nothing typed is lost.
  await page.getByLabel('Full Name').fill(d.name)
  await page.getByLabel('Mobile Number').fill(d.mobile_number)
  await page.getByLabel('Email').fill('asha@')
  await page.getByLabel('Date of Birth').fill(d.date_of_birth)
  await page.getByLabel('Age').fill('121')
  await page.getByLabel('Designation').selectOption(d.designation)
  await page.getByLabel('Address').fill(d.address)
  await page.getByRole('radio', { name: 'No' }).check()
  await page.getByLabel('Registration Category').selectOption(d.category)
  await next.click()
  await expect(page).toHaveURL(/\/register$/)
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible()
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible()
  await expect(page.getByText('Age must be between 1 and 120.')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Full Name')).toHaveValue(d.name)
  await expect(page.getByLabel('Mobile Number')).toHaveValue(d.mobile_number)
  await expect(page.getByLabel('Email')).toHaveValue('asha@')
  await expect(page.getByLabel('Date of Birth')).toHaveValue(d.date_of_birth)
  await expect(page.getByLabel('Designation')).toHaveValue(d.designation)
  await expect(page.getByLabel('Address')).toHaveValue(d.address)
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked()
  await expect(page.getByLabel('Registration Category')).toHaveValue(d.category)

  await page.getByLabel('Email').fill(d.email)
  await page.getByLabel('Age').fill(d.age)
  await next.click()
  await expect(page).toHaveURL(/\/registration\/\d+/)
  await expect(page.getByRole('heading', { name: 'Your registration' })).toBeVisible()
  await expect(page.getByTestId('registration-number')).toHaveText(/\S/)
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible()

  for (const typed of [d.name, d.mobile_number, d.email, d.address, 'asha@'])
    for (const address of addresses) {
      const decoded = decodeURIComponent(address.replace(/\+/g, ' '))
      expect(decoded, `${typed} in ${address}`).not.toContain(typed)
    }
})

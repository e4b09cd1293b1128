// Every validation message of the registration, checkout and payment-details forms.
import { expect, test } from '../support/fixtures'
import { fillRegistrationForm, uniqueDelegate } from '../support/registration'

test.describe('registration form messages', () => {
  test('the name and phone filters, the required fields, the limits and the amount', async ({ page }) => {
    await page.goto('/register')
    // A name is kept as typed: a character the rule refuses is named, never silently removed.
    const fullName = page.getByLabel('Full Name')
    await fullName.pressSequentially('Asha7')
    await expect(fullName).toHaveValue('Asha7')
    await expect(page.getByText('Use letters, spaces, dots, hyphens and apostrophes only.')).toBeVisible()
    await fullName.press('Backspace')
    await fullName.pressSequentially(' V.')
    await expect(fullName).toHaveValue('Asha V.')
    await expect(page.getByText('Use letters, spaces, dots, hyphens and apostrophes only.')).toBeHidden()
    // The phone filter strips what does not belong and says so (spec section 5).
    const mobile = page.getByLabel('Mobile Number')
    await mobile.pressSequentially('98a')
    await expect(mobile).toHaveValue('98')
    await expect(page.getByText('Only numbers are allowed')).toBeVisible()
    await mobile.pressSequentially('76543210')
    await expect(mobile).toHaveValue('9876543210')
    // However the number is written, typed or pasted, it becomes its 10 digits.
    const phone = page.getByLabel('Mobile Number')
    for (const written of ['+91 98765 43210', '098765 43210', '98765-43210']) {
      await phone.fill('')
      await phone.pressSequentially(written)
      await expect(phone, `typed ${written}`).toHaveValue('9876543210')
      await phone.fill('')
      await phone.focus()
      await page.keyboard.insertText(written)
      await expect(phone, `pasted ${written}`).toHaveValue('9876543210')
    }
    const name = page.getByLabel('Full Name')
    await page.getByLabel('Full Name').fill('')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill all required fields' })).toBeVisible()
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')

    await name.fill('Asha Verma')
    await page.getByLabel('Email').fill('asha@')
    await page.getByLabel('Date of Birth').fill('2999-01-01')
    await page.getByLabel('Age').fill('121')
    await page.getByLabel('Designation').selectOption('PG_Student')
    await page.getByLabel('Address').fill('Gorakhpur')
    await page.getByRole('radio', { name: 'Yes' }).check()
    await expect(page.getByTestId('registration-amount')).toHaveText('Rs. 0')
    await page.getByLabel('Registration Category').selectOption('PG_Student')
    await expect(page.getByTestId('registration-amount')).toHaveText('Rs. 4500')
    await page
      .getByLabel('Letter of Participation (LoP)')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(page.getByText('Only PDF, JPG, JPEG or PNG files are allowed.')).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Date of birth cannot be later than today.')).toBeVisible()
    await expect(page.getByText('Age must be between 1 and 120.')).toBeVisible()
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/register$/)
  })

  test('checkout needs the terms; payment details need every field; no saved data sends home', async ({
    page,
    request,
  }) => {
    await page.goto('/register')
    await fillRegistrationForm(
      page,
      uniqueDelegate('terms', { name: 'Ravi Kumar', address: 'Lucknow', category: 'ciap_upiap_Member' }),
    )
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await page.getByRole('button', { name: 'PAY NOW' }).click()
    await expect(page.getByText('Please accept the terms and conditions to continue.')).toBeVisible()

    await page.goto('/payment-details')
    await page.getByLabel('Transaction ID').fill('')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill all required fields' })).toBeVisible()
    await page.getByLabel('Transaction ID').fill('NEFT-2025-001')
    await page.getByLabel('Transaction Date').fill('2999-01-01')
    await page
      .getByLabel('Proof of Payment')
      .setInputFiles({ name: 'receipt.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Transaction date cannot be later than today.')).toBeVisible()
    await expect(page.getByText('Only PDF, JPG, JPEG or PNG files are allowed.')).toBeVisible()

    await page.evaluate(() => sessionStorage.clear())
    await page.goto('/payment-details')
    await expect(page).toHaveURL(/\/$/)
    void request
  })
})

// A phone on a slow connection shows the server's form seconds before its script runs; what the
// delegate types meanwhile must survive the script taking over (it was once wiped by the first
// render, and the registration refused with "Name is required.").
test('what is typed before the page’s script runs is kept and sent', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/register', { waitUntil: 'domcontentloaded' })
  const d = uniqueDelegate('before-script')
  await fillRegistrationForm(page, d)
  release()
  // The form has come alive when the date of birth gets today as its limit.
  await expect(page.getByLabel('Date of Birth')).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByLabel('Full Name')).toHaveValue(d.name)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByText(d.email)).toBeVisible()
})

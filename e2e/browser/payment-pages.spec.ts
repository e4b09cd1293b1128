// The pages around the payment that a delegate can reach on their own:
// /payment opened directly, an empty date field, and the surcharges shown beside PAY NOW.
import { SURCHARGES } from '../../lib/pricing'
import { expect, randomAddress, test } from '../support/fixtures'
import { fillRegistrationForm, uniqueDelegate } from '../support/registration'

test('/payment opened directly says no payment is in progress and what the delegate can do', async ({
  page,
}) => {
  for (const path of ['/payment', '/payment?txn=UNKNOWN123']) {
    await page.goto(path)
    await expect(page.getByText('No payment is in progress.')).toBeVisible()
    await expect(page.getByText('Your payment is still being processed')).toHaveCount(0)
    await expect(
      page.getByText(/Already registered\? Continue from the link in the confirmation e-mail/),
    ).toBeVisible()
  }
  await page.getByRole('link', { name: 'Register now' }).click()
  await expect(page).toHaveURL(/\/register$/)
})

test('an empty date says which date is missing, in the form and from the server', async ({
  page,
  request,
}) => {
  await page.goto('/register')
  const d = uniqueDelegate('browser-nodate')
  await fillRegistrationForm(page, d)
  await page.getByLabel('Date of Birth').fill('')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill all required fields' })).toBeVisible()
  await expect(page.getByText('Date of birth is required.')).toBeVisible()
  await expect(page.getByText('Enter a date as YYYY-MM-DD.')).toHaveCount(0)
  await expect(page).toHaveURL(/\/register$/)
  // The server answers a client that skips the form with the same words.
  const res = await request.post('/uppedicon/participants/', {
    multipart: { ...d, date_of_birth: '' },
    headers: { 'X-Forwarded-For': randomAddress() },
  })
  expect(res.status()).toBe(400)
  expect((await res.json()).fields?.date_of_birth).toEqual(['Date of birth is required.'])
})

test('the checkout shows the gateway surcharges beside PAY NOW, the same figures as the about page', async ({
  page,
}) => {
  await page.goto('/register')
  await fillRegistrationForm(page, uniqueDelegate('browser-surcharge'))
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  const table = page.getByRole('table', { name: 'Payment gateway surcharges' })
  await expect(table.locator('tbody tr')).toHaveCount(SURCHARGES.length)
  for (const { method, percent } of SURCHARGES)
    await expect(table.getByRole('row', { name: method, exact: false }).first()).toContainText(`${percent}%`)
  // Beside PAY NOW: the table comes right before the button, within one screen of it.
  const tableBox = (await table.boundingBox())!
  const payBox = (await page.getByRole('button', { name: 'PAY NOW' }).boundingBox())!
  expect(payBox.y).toBeGreaterThan(tableBox.y + tableBox.height - 1)
  expect(payBox.y - (tableBox.y + tableBox.height)).toBeLessThan(100)
})

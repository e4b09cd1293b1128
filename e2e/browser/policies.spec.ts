// The refund, privacy and terms pages the checkout's "I agree" links to describe the current
// edition: its name, city and dates, the refund cut-off two months before its first day and its
// fee slabs, filled into the organisers' texts, with the date the page last changed.
import { formatIndianDate } from '@/lib/dates'
import type { EditionDto } from '@/lib/editions/schema'
import { editionValues } from '@/lib/editions/texts'
import { ADMIN } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { fillRegistrationForm, uniqueDelegate } from '../support/registration'
import { skipPopup } from '../support/site'

test('the checkout’s policies describe the current edition and say when they last changed', async ({
  page,
  playwright,
}, info) => {
  // The whole edition (its slabs) as the organisers' API gives it.
  const admin = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  expect((await admin.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
  const edition = ((await (await admin.get('/adminpanel/editions/')).json()) as EditionDto[]).find(
    (e) => e.current,
  )!
  await admin.dispose()
  const values = editionValues(edition)

  await skipPopup(page)
  await page.goto('/register')
  await fillRegistrationForm(page, uniqueDelegate('policies'))
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  const agree = page.locator('label', { hasText: 'I agree to the' })
  await expect(agree.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
    'href',
    '/terms-condition',
  )
  await agree.getByRole('link', { name: 'refund and cancellation policy' }).click()

  await expect(page).toHaveURL(/\/refund$/)
  const main = page.locator('main')
  await expect(main).toContainText(`A registration for ${edition.name} (${edition.city}, ${values.dates})`)
  await expect(main).toContainText(`that is until ${values.cancellation_cutoff}.`)
  // The demo's texts were set up today: the page says so, not the date of a past edition's text.
  await expect(main).toContainText(`Last updated ${formatIndianDate(new Date())}.`)
  await page.goto('/terms-condition')
  await expect(main).toContainText(`A registration for ${edition.name} is confirmed`)
  await expect(main).toContainText(`for the day of payment: ${values.fee_slabs}.`)
  await page.goto('/privacy-policy')
  await expect(main).toContainText(
    `organiser of ${edition.name}, the ${values.number} annual state conference`,
  )
  for (const path of ['/refund', '/privacy-policy', '/terms-condition']) {
    await page.goto(path)
    await expect(main, path).not.toContainText('2025')
    await expect(main, path).not.toContainText('{')
  }
})

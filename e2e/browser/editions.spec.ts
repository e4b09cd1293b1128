// The site follows the current edition, driven through the organisers' /admin/editions
// screen: a visitor sees each state (upcoming, open, closed, concluded) on the home, register and
// checkout pages; creating the next edition from the current one and switching to it makes the
// whole site follow. Runs alone after the other specs (project "editions").
import type { Page } from '@playwright/test'
import { toIndiaLocal } from '@/components/admin/editions/india-time'
import { ADMIN, bearer, signIn } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { fillRegistrationForm, uniqueDelegate } from '../support/registration'
import { skipPopup } from '../support/site'

interface Edition {
  id: number
  number: number
  name: string
  starts_on: string
  ends_on: string
  opens_at: string
  closes_at: string
  current: boolean
}

const indiaLocal = (ms: number) => toIndiaLocal(new Date(ms).toISOString())
const day = (ms: number) => indiaLocal(ms).slice(0, 10)
const HOUR = 3_600_000
const DAY = 24 * HOUR

let original: Edition
test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  const token = await signIn(request)
  original = (
    (await (await request.get('/adminpanel/editions/', { headers: bearer(token) })).json()) as Edition[]
  ).find((e) => e.current)!
  await request.dispose()
})
test.afterEach(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  const token = await signIn(request)
  const { id, starts_on, ends_on, opens_at, closes_at } = original
  await request.put(`/adminpanel/editions/?id=${id}`, {
    headers: bearer(token),
    data: { starts_on, ends_on, opens_at, closes_at, current: true },
  })
  await request.dispose()
})
test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
  await skipPopup(page)
})

/** Sets the current edition's dates and window on the admin screen. */
async function setWindow(page: Page, w: { opens: number; closes: number; starts?: number; ends?: number }) {
  await page.goto('/admin/editions')
  const card = page.getByRole('listitem', { name: original.name })
  await card.getByRole('button', { name: 'Edit dates and window' }).click()
  if (w.starts !== undefined) await card.getByLabel(/^First day/).fill(day(w.starts))
  if (w.ends !== undefined) await card.getByLabel(/^Last day/).fill(day(w.ends))
  await card.getByLabel('Registration opens (India time)').fill(indiaLocal(w.opens))
  await card.getByLabel('Registration closes (India time)').fill(indiaLocal(w.closes))
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Edition updated successfully!')).toBeVisible()
}

test('a visitor sees each registration state on the home, register and checkout pages', async ({ page }) => {
  test.setTimeout(180_000)
  // Open (the demo's state): a delegate fills the form and reaches the checkout.
  await page.goto('/register')
  const d = uniqueDelegate('states', { category: 'NonMember' })
  await fillRegistrationForm(page, d)
  await expect(page.getByTestId('registration-amount')).toHaveText('Rs. 6500')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByTestId('registration-state')).toHaveCount(0)

  // Upcoming.
  const now = Date.now()
  await setWindow(page, { opens: now + 2 * DAY, closes: now + 10 * DAY })
  await page.goto('/')
  await expect(page.getByRole('link', { name: /^Registration opens / }).first()).toBeVisible()
  await page.goto('/register')
  await expect(page.getByTestId('registration-state')).toContainText(
    /Registration opens on \d{1,2} \w+ \d{4}\./,
  )
  await expect(page.getByLabel('Full Name')).toHaveCount(0)
  await page.goto('/checkout')
  await expect(page.getByTestId('registration-state')).toContainText('Registration opens on')

  // Closed: the checkout's PAY NOW is refused by the server with the same message.
  await setWindow(page, { opens: now - 10 * DAY, closes: now - HOUR })
  await page.goto('/register')
  await expect(page.getByTestId('registration-state')).toContainText('Registration is closed.')
  await page.goto('/checkout')
  await expect(page.getByTestId('registration-state')).toContainText('Registration is closed.')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'PAY NOW' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Registration is closed.' })).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Registration closed' }).first()).toBeVisible()

  // Concluded: the conference is over; the home page thanks the delegates.
  await setWindow(page, {
    starts: now - 5 * DAY,
    ends: now - 3 * DAY,
    opens: now - 30 * DAY,
    closes: now - 6 * DAY,
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Thank you, delegates' })).toBeVisible()
  await expect(page.getByTestId('concluded')).toContainText(`${original.name}`)
  await expect(page.getByRole('contentinfo')).toContainText(' met in ')
  await page.goto('/register')
  await expect(page.getByTestId('registration-state')).toContainText('Registration is closed.')

  // Open again: the form is back.
  await setWindow(page, {
    starts: Date.parse(`${original.starts_on}T12:00:00Z`),
    ends: Date.parse(`${original.ends_on}T12:00:00Z`),
    opens: now - DAY,
    closes: now + 30 * DAY,
  })
  await page.goto('/register')
  await expect(page.getByLabel('Full Name')).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('contentinfo')).toContainText(' meets in ')
})

test('creating the next edition from the current one and switching makes the whole site follow', async ({
  page,
}) => {
  await page.goto('/admin/editions')
  const cards = page.locator('li[data-testid^="edition-"]')
  const before = await cards.count()
  await page.getByRole('button', { name: 'Create the next edition from the current one' }).click()
  // The list shows the new edition once the page has refreshed.
  await expect(cards).toHaveCount(before + 1)
  const toast = page.getByText(/ created from the current edition\.$/)
  await expect(toast).toBeVisible()
  const name = (await toast.textContent())!.replace(/ created from the current edition\.$/, '')
  expect(name).not.toBe(original.name)
  // Newest first: the edition just created heads the list.
  const next = page.getByRole('listitem', { name }).first()
  // Its window is a year on: open it now, then make it current.
  await next.getByRole('button', { name: 'Edit dates and window' }).click()
  await next.getByLabel('Registration opens (India time)').fill(indiaLocal(Date.now() - HOUR))
  await next.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Edition updated successfully!')).toBeVisible()
  await next.getByRole('button', { name: 'Make current' }).click()
  await page.getByRole('button', { name: 'Yes, switch' }).click()
  await expect(page.getByText(`${name} is now the current edition.`)).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText(name).first()).toBeAttached()
  await expect(page.getByRole('contentinfo')).toContainText(name)
  await page.goto('/register')
  await expect(page.getByText(`${name} registration · Step 1 of 3`)).toBeVisible()
  await page.goto('/about')
  await expect(page.getByTestId('fee-table')).toContainText(name)
})

// /admin/registrations in the browser: the filter form (search, a state), sorting by a column
// header, the pages, the export link carrying the filters, the form by keyboard, and the phone
// layout. Works on registrations of its own (a unique tag in their e-mails), made over the API.
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { ADMIN } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { letters, register, uniqueDelegate } from '../support/registration'

const tag = `rlistui${Date.now()}${Math.floor(Math.random() * 1e4)}`
const W = letters(Date.now()).replace(/^./, (c) => c.toUpperCase())
const COUNT = 27
const FREE = 3

test.beforeAll(async ({ playwright }, info) => {
  const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  // Names sort by their second word: ba, bb, bc… (the same order in every collation).
  await Promise.all(
    Array.from({ length: COUNT }, (_, i) =>
      register(
        api,
        uniqueDelegate(tag, {
          name: `${W} ${letters(26 + i)}`,
          category: i < FREE ? 'seniorcitizen' : 'NonMember',
        }),
      ),
    ),
  )
  await api.dispose()
})

async function signIn(page: Page) {
  // An address of its own, so other specs' failed sign-ins never throttle this one.
  await page.setExtraHTTPHeaders({
    'X-Forwarded-For': `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  })
  await page.goto('/admin')
  await page.getByLabel(/^Email/).fill(ADMIN.email)
  await page.getByLabel(/^Password/).fill(ADMIN.password)
  await page.getByRole('button', { name: 'LOGIN' }).click()
  await page.waitForURL('**/admin/dashboard')
}

const table = (page: Page) => page.getByRole('region', { name: /^Showing/ }).getByRole('table')
const names = (page: Page) => table(page).locator('tbody th').allInnerTexts()
const query = (page: Page) => new URL(page.url()).searchParams

test('search, a state filter, sorting by a header, the next page and the export link', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/registrations')
  await expect(page.getByRole('heading', { name: 'Registrations', level: 1 })).toBeVisible()
  const form = page.getByRole('search', { name: 'Filter registrations' })

  await form.getByLabel('Search').fill(tag)
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(`Showing 1–25 of ${COUNT} registrations`)).toBeVisible()
  expect(query(page).get('q')).toBe(tag)
  await expect(table(page).locator('tbody tr')).toHaveCount(25)
  await expect(page.getByTestId('total-count')).toHaveText(String(COUNT))

  await form.getByLabel('State').selectOption({ label: 'Free' })
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(`Showing 1–${FREE} of ${FREE} registrations`)).toBeVisible()
  expect(query(page).get('status')).toBe('free')
  await expect(table(page).locator('tbody tr')).toHaveCount(FREE)
  await expect(table(page).getByText('Free', { exact: true })).toHaveCount(FREE)
  await expect(form.getByLabel('Search')).toHaveValue(tag)
  await expect(form.getByLabel('State')).toHaveValue('free')

  await form.getByLabel('State').selectOption({ label: 'All states' })
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(`Showing 1–25 of ${COUNT} registrations`)).toBeVisible()

  // Sorting: a header link; the sorted column says so (aria-sort); a second click reverses.
  const nameHeader = table(page).getByRole('columnheader', { name: /^Name/ })
  await nameHeader.getByRole('link').click()
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
  expect(query(page).get('sort')).toBe('name')
  const expected = Array.from({ length: COUNT }, (_, i) => `${W} ${letters(26 + i)}`)
  expect(await names(page)).toEqual(expected.slice(0, 25))
  await nameHeader.getByRole('link').click()
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
  expect(await names(page)).toEqual([...expected].reverse().slice(0, 25))
  await expect(table(page).getByRole('columnheader', { name: /^Registered/ })).not.toHaveAttribute(
    'aria-sort',
    /.+/,
  )

  // Page 2 holds the rest, still filtered and sorted.
  const pages = page.getByRole('navigation', { name: 'Pages of registrations' })
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page.getByText(`Showing 26–${COUNT} of ${COUNT} registrations`)).toBeVisible()
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  expect(await names(page)).toEqual([...expected].reverse().slice(25))
  expect(Object.fromEntries(query(page))).toMatchObject({ q: tag, sort: 'name', dir: 'desc', page: '2' })
  await pages.getByRole('link', { name: 'Previous' }).click()
  await expect(page.getByText(`Showing 1–25 of ${COUNT} registrations`)).toBeVisible()

  // Each row leads to the registration's page.
  const firstRow = table(page).locator('tbody tr').first()
  expect(await firstRow.getByRole('link', { name: expected[COUNT - 1] }).getAttribute('href')).toMatch(
    /^\/admin\/registrations\/\d+$/,
  )

  // The export carries the filter and order (not the page) and downloads those rows.
  await form.getByLabel('State').selectOption({ label: 'Free' })
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(`Showing 1–${FREE} of ${FREE} registrations`)).toBeVisible()
  const href = (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!
  const url = new URL(href, page.url())
  expect(url.pathname).toBe('/adminpanel/registrations/export/')
  expect(Object.fromEntries(url.searchParams)).toEqual({ q: tag, status: 'free', sort: 'name', dir: 'desc' })
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = fs.readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '')
  const lines = csv.trim().split('\r\n')
  expect(lines).toHaveLength(1 + FREE)
  expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual([...expected.slice(0, FREE)].reverse())

  // A link with values the list does not know still shows the list, with a notice.
  await page.goto(`/admin/registrations?q=${tag}&status=bribed&pageSize=7`)
  await expect(page.getByRole('status').filter({ hasText: 'were not understood' })).toContainText(
    'State, Rows per page',
  )
  await expect(page.getByText(`Showing 1–25 of ${COUNT} registrations`)).toBeVisible()
})

test('the filter form works from the keyboard', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/registrations')
  const form = page.getByRole('search', { name: 'Filter registrations' })
  await form.getByLabel('Search').focus()
  // Tab walks the fields in reading order (a date field's day, month and year are stops of one field).
  const reached: string[] = []
  for (let i = 0; i < 20 && reached.at(-1) !== 'Clear'; i++) {
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null
      return el?.labels?.[0]?.textContent?.trim() || el?.textContent?.trim() || ''
    })
    if (reached.at(-1) !== name) reached.push(name)
    await page.keyboard.press('Tab')
  }
  expect(reached).toEqual([
    'Search',
    'State',
    'Category',
    'Reminders to pay',
    'Edition',
    'Registered from',
    'Registered to',
    'Rows per page',
    'Apply',
    'Clear',
  ])
  // Every stop shows where the focus is.
  await form.getByRole('button', { name: 'Apply' }).focus()
  expect(
    await form.getByRole('button', { name: 'Apply' }).evaluate((el) => getComputedStyle(el).outlineStyle),
  ).not.toBe('none')

  await form.getByLabel('Search').focus()
  await page.keyboard.type(tag)
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Showing 1–25 of ${COUNT} registrations`)).toBeVisible()
  await form.getByLabel('State').focus()
  await page.keyboard.press('Tab') // Category: choose by typing, then submit with Enter on Apply
  await page.keyboard.type('Senior')
  await form.getByRole('button', { name: 'Apply' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Showing 1–${FREE} of ${FREE} registrations`)).toBeVisible()
  expect(query(page).get('category')).toBe('seniorcitizen')
})

test('on a phone the filters stack and the table scrolls inside its own region', async ({ page }) => {
  await signIn(page)
  await page.goto(`/admin/registrations?q=${tag}`)
  const region = page.getByRole('region', { name: /^Showing/ })
  await expect(region).toBeVisible()
  const form = page.getByRole('search', { name: 'Filter registrations' })
  const [state, category] = await Promise.all([
    form.getByLabel('State').boundingBox(),
    form.getByLabel('Category').boundingBox(),
  ])
  expect(category!.y).toBeGreaterThan(state!.y + state!.height)
  expect(Math.abs(category!.x - state!.x)).toBeLessThan(2)
  // The table is wider than the phone; the region scrolls, the page does not.
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  expect(await region.getAttribute('tabindex')).toBe('0')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
  await region.evaluate((el) => el.scrollBy(400, 0))
  expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
})

// /about (spec 2): fee tables from the current edition's slabs, the committee paginated 12 per page by URL.
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { layoutProblemsWhileScrolling } from '../support/layout'
import { currentEdition } from '../support/site'

test('the fee table shows today’s fee of every category, as the form charges it, and the surcharges', async ({
  page,
}) => {
  // The current edition's slabs are the one source of the table and the form (who pays what).
  const info = await currentEdition(page.request)
  await page.goto('/about')
  const fees = page.getByTestId('fee-table')
  await expect(fees.locator('caption')).toContainText(`Registration fees, ${info.edition.name}`)
  await expect(fees.locator('tbody tr')).toHaveCount(8)
  for (const f of info.fees)
    await expect(fees.locator('tr', { hasText: f.label }).first()).toContainText(
      f.amount === 0 ? 'Free' : `Rs. ${f.amount}`,
    )
  await expect(fees.locator('tr', { hasText: 'Conference Faculty' })).toContainText('Invited speakers')
  await page.goto('/register')
  await page.getByLabel('Registration Category').selectOption('conferencefaculty')
  const faculty = info.fees.find((f) => f.category === 'conferencefaculty')!
  await expect(page.getByTestId('registration-amount')).toHaveText(`Rs. ${faculty.amount}`)
  await page.goto('/about')
  const surcharges = page.getByRole('table', { name: 'Payment gateway surcharges' })
  const row = (table: typeof surcharges, label: string) =>
    table.locator('tr', { has: page.getByRole('rowheader', { name: label, exact: true }) })
  for (const [method, rate] of [
    ['Credit cards', '1.9%'],
    ['International cards', '2.75%'],
    ['Amex', '2%'],
    ['Debit cards (up to 2K)', '0.4%'],
    ['Debit cards (above 2K)', '0.9%'],
    ['UPI', '0%'],
    ['Net banking', '1.6%'],
    ['NEFT / RTGS', '0%'],
  ]) {
    await expect(row(surcharges, method)).toContainText(rate)
  }
  await expect(surcharges.locator('tbody tr')).toHaveCount(12)
  await expect(page.getByRole('region', { name: 'How to Register' }).getByRole('listitem')).toHaveCount(5)
  for (const h of ['Introduction', 'Our History', 'Mission, Vision & Values', 'Committee Members'])
    await expect(page.getByRole('heading', { name: h, exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Register', exact: true }).last()).toHaveAttribute(
    'href',
    '/register',
  )
  await expect(page.getByRole('timer')).toBeVisible()
})

test(
  'the fee table fits the screen: every slab’s amount in view, the page never scrolling sideways',
  { tag: '@desktop' },
  async ({ page }) => {
    await page.goto('/about')
    const table = page.getByTestId('fee-table')
    await table.scrollIntoViewIfNeeded()
    const width = page.viewportSize()!.width
    const { scrollWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth }))
    expect(scrollWidth).toBeLessThanOrEqual(width)
    // Every amount (the open-ended Spot slab's included) lies inside the screen, named by its slab.
    const cells = table.getByRole('cell')
    expect(await cells.count()).toBeGreaterThanOrEqual(8 * 3)
    for (const box of await cells.evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().right)))
      expect(box).toBeLessThanOrEqual(width)
    const nonMember = table.getByRole('row', { name: /Non-Member/ })
    await expect(nonMember.getByRole('cell').last()).toBeVisible()
    await expect(table.getByRole('columnheader', { name: /^Spot, from \d{1,2} \w+ \d{4}$/ })).toBeAttached()
    expect(await layoutProblemsWhileScrolling(page)).toEqual([])
  },
)

test('the committee is paginated 12 per page, each page at its own URL', async ({ page, server }) => {
  const names = (
    await sql<{ name: string }>(
      server,
      "SELECT name FROM members WHERE designation = 'member' ORDER BY position, id",
    )
  ).map((r) => r.name)
  const pages = Math.ceil(names.length / 12)
  expect(pages).toBeGreaterThanOrEqual(3)
  await page.goto('/about')
  const list = page.getByRole('list', { name: 'Committee members' })
  const pager = page.getByRole('navigation', { name: 'Committee pages' })
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(names.slice(0, 12))
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await pager.getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/about\/page\/2#committee$/)
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(names.slice(12, 24))
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await pager.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(new RegExp(`/about/page/3#committee$`))
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(names.slice(24, 36))
  await pager.getByRole('link', { name: 'Previous' }).click()
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(names.slice(12, 24))
  // Straight to a page by its address; page 1 has one address; past the end is a 404.
  await page.goto(`/about/page/${pages}`)
  await expect(list.getByRole('listitem')).toHaveCount(names.length - (pages - 1) * 12)
  const one = await page.request.get('/about/page/1', { maxRedirects: 0 })
  expect(one.status()).toBe(308)
  // Past the last page: the friendly 404 (a page number unknown at build time is first answered
  // from the prerendered shell, so its status settles to 404 from the second request on).
  await page.goto(`/about/page/${pages + 1}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page')
  await expect.poll(async () => (await page.request.get(`/about/page/${pages + 1}`)).status()).toBe(404)
  await expect.poll(async () => (await page.request.get('/about/page/abc')).status()).toBe(404)
})

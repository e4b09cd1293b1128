// Organisers' screens: the fee editor has column headings and names every input (category, slab
// and column) for assistive technology, in the console's layout. (The dashboard's test money is in
// alone-test-money.spec.ts.)
import { ADMIN } from '../support/admin'
import { expect, test } from '../support/fixtures'

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

test('the fee editor has column headings and a name for every input', async ({ page }) => {
  await page.goto('/admin/editions')
  const card = page.locator('li[data-testid^="edition-"]').first()
  await card.getByRole('button', { name: 'Edit fees' }).click()
  const nonMember = card.getByRole('group', { name: 'Non-Member' })
  await expect(nonMember).toBeVisible()
  for (const heading of ['Slab', 'Amount (Rs.)', 'Last day'])
    await expect(nonMember.getByRole('columnheader', { name: heading })).toBeVisible()
  await expect(nonMember.getByRole('textbox', { name: 'Non-Member, slab 1: name' })).toHaveValue('Early bird')
  await expect(
    nonMember.getByRole('spinbutton', { name: 'Non-Member, slab 1: amount in rupees' }),
  ).toHaveValue(/^\d+$/)
  await expect(nonMember.getByLabel('Non-Member, slab 1: last day')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
  // Every input of the form has a name of its own.
  const names = await card
    .locator('form input')
    .evaluateAll((inputs) => inputs.map((i) => i.getAttribute('aria-label') ?? ''))
  expect(names.length).toBeGreaterThanOrEqual(24)
  expect(new Set(names).size).toBe(names.length)
  expect(names.every((n) => /^.+, slab \d: (name|amount in rupees|last day)$/.test(n))).toBe(true)
  // The editor sits inside the page's width, as the rest of the console does.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

// Organisers' screens: the fee editor has column headings and names every input (category, slab
// and column) for assistive technology, in the console's layout; in test mode the dashboard shows
// what was paid through the sandbox gateway apart from the money collected, marked as test money.
import { ADMIN } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { paidRegistration } from '../support/review'

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

test('in test mode the dashboard shows the sandbox’s payments apart, as test money', async ({ page }) => {
  const amount = (text: string) => Number(/Rs\. ([\d,.]+)/.exec(text)![1].replace(/,/g, ''))
  await page.goto('/admin/dashboard')
  const collected = page.getByRole('link', { name: /Amount collected/ })
  const test = collected.getByTestId('sandbox-total')
  await expect(test).toContainText(/^Test Rs\. [\d,.]+ in sandbox payments: no money moved$/)
  const [before, realBefore] = [amount(await test.innerText()), await collected.locator('strong').innerText()]

  const paid = await paidRegistration(page.request, 'sandbox-total')
  await page.reload()
  // (Other specs may pay through the sandbox meanwhile: at least this payment was added.)
  await expect
    .poll(async () => amount(await test.innerText()))
    .toBeGreaterThanOrEqual(before + paid.reg.amount)
  // The money collected is real money only: the sandbox payment did not change it.
  await expect(collected.locator('strong')).toHaveText(realBefore)
})

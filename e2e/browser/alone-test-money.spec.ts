// In test mode the dashboard shows what was paid through the sandbox gateway apart from the money
// collected, marked as test money: a sandbox payment adds to the one and leaves the other as it
// was. The money collected moves whenever any spec verifies a proof or records a refund, so this
// runs alone, in the last phase.
import { ADMIN } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { paidRegistration } from '../support/review'

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
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

// A booked workshop never disappears from the money: at 390 px, a Non-Member who ticks the NRP
// workshop sees the checkout's amount line by line (the registration with its slab, the workshop,
// the total), with the hold on the seat, and the page does not scroll sideways.
import { expect, test } from '../support/fixtures'
import { demoNrpWorkshop, fillRegistrationForm, uniqueDelegate } from '../support/registration'
import { currentEdition, skipPopup } from '../support/site'

test('the checkout lists the registration, each workshop and the total', async ({ page, server }, info) => {
  const nrp = await demoNrpWorkshop(server)
  const slab = (await currentEdition(page.request)).fees.find((f) => f.category === 'NonMember')!
  await skipPopup(page)
  await page.goto(`/register?workshop=${nrp.id}`)
  await expect(
    page.getByRole('checkbox', { name: new RegExp(nrp.name.replace(/[()]/g, '\\$&')) }),
  ).toBeChecked()
  await fillRegistrationForm(page, uniqueDelegate('checkout-lines', { category: 'NonMember' }))
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/checkout$/)

  const table = page.getByTestId('price-lines')
  const rows = table.getByRole('row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toHaveText(`Registration (Non-Member, ${slab.slab})Rs. ${slab.amount}`)
  await expect(rows.nth(1)).toHaveText(`Workshop: ${nrp.name}Rs. ${nrp.fee}`)
  await expect(rows.nth(2)).toHaveText(`Amount to payRs. ${slab.amount + nrp.fee}`)
  await expect(page.getByTestId('checkout-amount')).toHaveText(`Rs. ${slab.amount + nrp.fee}`)
  await expect(page.getByTestId('seats-held-until')).toContainText('held for you until')
  // Every line fits the phone: nothing pushes the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const box = await table.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  await page.screenshot({ path: info.outputPath('checkout-390.png'), fullPage: true })
})

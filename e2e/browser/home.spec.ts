// The home page renders on the server from the demo content.
import { expect, test } from '../support/fixtures'

test('home page shows the conference from the database', async ({ page }) => {
  const res = await page.goto('/')
  expect(res?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('UP Pedicon 2025')
  await expect(page.getByText(/Gorakhpur/).first()).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the content is in the server HTML', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText('Dr Anil Kumar Srivastava')).toBeVisible()
  })
})

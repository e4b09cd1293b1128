// On the public pages: closing the home pop-up sends the next Tab to the
// top of the page (the skip link, then the navigation), whichever way it is closed; the
// introduction video has an English captions track and a transcript.
import { expect, test } from '../support/fixtures'

for (const how of ['the Close button', 'Escape'] as const)
  test(`closing the home pop-up with ${how} returns focus to the top of the page`, async ({ page }) => {
    await page.goto('/')
    const popup = page.getByRole('dialog', { name: /^UP Pedicon \d{4}$/ })
    await expect(popup).toBeVisible()
    if (how === 'Escape') await page.keyboard.press('Escape')
    else await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
    // The dialog's close event, which sends focus to the top, is a task of its own: let it run
    // before the next key (a Tab dispatched first went where the dialog had left focus).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Tab')
    // Then the top bar's phone link: the page's first content, not "Read More" further down.
    await expect(page.locator(':focus')).toHaveAttribute('href', /^tel:/)
  })

test('the introduction video has English captions and a transcript', async ({ page }) => {
  await page.goto('/uppedicon')
  const track = page.locator('video track[kind="captions"]')
  await expect(track).toHaveAttribute('srclang', 'en')
  const vtt = await page.request.get((await track.getAttribute('src'))!)
  expect(vtt.status()).toBe(200)
  expect(vtt.headers()['content-type']).toContain('text/vtt')
  expect(await vtt.text()).toMatch(/^WEBVTT[\s\S]*46th Annual State Conference/)
  await page.getByText('Transcript', { exact: true }).click()
  await expect(page.getByText(/A title film of eight seconds/)).toBeVisible()
})

test('a form’s outcome is brought into view and focused', async ({ page }) => {
  await page.goto('/contact-us')
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByLabel('Name').fill('Asha Verma')
  await form.getByLabel('E-mail').fill(`outcome-${Date.now()}@example.org`)
  await form.getByLabel('Phone').fill('+91 98765 43210')
  await expect(form.getByLabel('Phone')).toHaveValue('9876543210')
  await form.getByLabel('Message').fill('Is there a creche at the venue?')
  await form.getByRole('button', { name: 'Submit' }).click()
  const sent = form.getByText('Message sent successfully!')
  await expect(sent).toBeInViewport()
  await expect(page.locator(':focus')).toContainText('Message sent successfully!')
})

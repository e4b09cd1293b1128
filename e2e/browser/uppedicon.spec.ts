// /uppedicon (spec 2): welcome, event card, leadership, theme, Explore Gorakhpur, video, map.
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { currentEdition } from '../support/site'

test('the conference page shows its sections and a lazy map', async ({ page, server }) => {
  await page.goto('/uppedicon')
  const { name } = (await currentEdition(page.request)).edition
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${name}`)
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  for (const role of ['President', 'Secretary', 'Treasurer'])
    await expect(
      page.getByRole('region', { name: 'Leadership' }).getByText(role, { exact: true }),
    ).toBeVisible()
  const themes = await sql<{ name: string }>(server, 'SELECT name FROM themes ORDER BY id')
  await expect(
    page.getByRole('region', { name: `${name} Theme` }).getByRole('heading', { level: 3 }),
  ).toHaveText(themes.map((t) => t.name))
  const [{ count }] = await sql<{ count: string }>(
    server,
    "SELECT count(*) FROM gallery_images WHERE gallery = 'gorakhpur'",
  )
  const gallery = page.getByRole('list', { name: 'Explore Gorakhpur' })
  await expect(gallery.getByRole('listitem')).toHaveCount(Math.min(8, Number(count)))
  const map = page.locator('iframe[title^="Map of"]')
  await expect(map).toHaveAttribute('loading', 'lazy')
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/)
})

test('the introduction video plays, pauses, mutes and seeks with its own controls', async ({ page }) => {
  await page.goto('/uppedicon')
  const video = page.locator('video')
  const section = page.getByRole('region', { name: 'Introduction Video' })
  await section.scrollIntoViewIfNeeded()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1)
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(5)

  await section.getByRole('button', { name: 'Play' }).click()
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.2))
    .toBe(true)
  await section.getByRole('button', { name: 'Pause' }).click()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)

  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)
  await section.getByRole('button', { name: 'Unmute' }).click()
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false)
  await section.getByRole('button', { name: 'Mute' }).click()
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)

  const seek = section.getByRole('slider', { name: 'Seek' })
  await seek.fill('6')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(6)
  await expect(seek).toHaveAttribute('aria-valuetext', /^0:06 of 0:0[78]$/)
  // Keyboard: the slider moves with the arrow keys.
  await seek.focus()
  await page.keyboard.press('Home')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(0.5)
})

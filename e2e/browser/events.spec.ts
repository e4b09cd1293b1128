// /events (spec 2): the upcoming events with picture, name, description, venue, date, time.
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'

test('the events page lists the events from today, soonest first, with their details', async ({
  page,
  server,
}) => {
  const upcoming = await sql<{ name: string; venue: string; description: string }>(
    server,
    "SELECT name, venue, description FROM events WHERE date >= (now() AT TIME ZONE 'Asia/Kolkata')::date ORDER BY date, time, id",
  )
  const [past] = await sql<{ name: string }>(
    server,
    "SELECT name FROM events WHERE date < (now() AT TIME ZONE 'Asia/Kolkata')::date LIMIT 1",
  )
  expect(upcoming.length).toBeGreaterThan(0)
  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Events')
  const cards = page.locator('main article')
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(upcoming.map((e) => e.name))
  const first = cards.first()
  await expect(first).toContainText(upcoming[0].description)
  await expect(first).toContainText(upcoming[0].venue)
  await expect(first.getByText('Date', { exact: true })).toBeVisible()
  await expect(first.getByText('Time', { exact: true })).toBeVisible()
  await expect(first.getByRole('img')).toHaveAttribute('alt', upcoming[0].name)
  if (past) await expect(page.locator('main')).not.toContainText(past.name)
})

// The organisers' programme editor: a session added in a hall already in use at that time is
// flagged as a clash, a talk outside its session too; the public programme shows the change within
// seconds; deleting asks first and takes it away again.
import type { Page } from '@playwright/test'
import { ADMIN } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { layoutProblemsWhileScrolling } from '../support/layout'

/** The editor's notice of what was done (the console's toasts are another status region). */
const notice = (page: Page) => page.getByRole('main').locator('p[role="status"]')

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
})

test('an organiser adds a clashing session and a talk, sees the clashes, and the public programme follows', async ({
  page,
  server,
}, testInfo) => {
  test.setTimeout(240_000)
  const title = `Clash check ${testInfo.project.name} ${Date.now()}`
  const [plenary] = await sql<{ hall: string; day: string; starts: string; ends: string }>(
    server,
    `SELECT h.name AS hall, to_char(s.starts_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day,
            to_char(s.starts_at AT TIME ZONE 'Asia/Kolkata', 'HH24:MI') AS starts,
            to_char(s.ends_at AT TIME ZONE 'Asia/Kolkata', 'HH24:MI') AS ends
       FROM programme_sessions s JOIN current_edition c ON c.edition_id = s.edition_id
       JOIN programme_halls h ON h.id = s.hall_id WHERE s.kind = 'plenary' ORDER BY s.starts_at LIMIT 1`,
  )
  await page.goto('/admin/programme')
  await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No clashes' })).toBeVisible()

  const form = page.getByRole('form', { name: 'Add a session' })
  await form.getByLabel('Kind').selectOption('workshop')
  await form.getByLabel('Hall').selectOption({ label: plenary.hall })
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Day').selectOption(plenary.day)
  await form.getByLabel('Starts (IST)').fill(plenary.starts)
  await form.getByLabel('Ends (IST)').fill(plenary.ends)
  await form.getByRole('button', { name: 'Add the session' }).click()
  await expect(notice(page)).toHaveText(`Session “${title}” saved.`)
  await expect(page.getByRole('heading', { name: 'Clashes (1)' })).toBeVisible()
  await expect(page.locator('#clashes')).toContainText(`${plenary.hall} is double-booked`)

  // A talk outside its session.
  const talk = page.getByRole('form', { name: 'Add a talk' })
  await talk.getByLabel('Talk title').fill('Too early')
  await talk.getByLabel("Or presenter's name").fill('Dr Early Bird')
  await talk.getByLabel('Starts (IST)').fill('06:00')
  await talk.getByLabel('Ends (IST)').fill('06:30')
  await talk.getByRole('button', { name: 'Add the talk' }).click()
  await expect(page.getByRole('heading', { name: 'Clashes (2)' })).toBeVisible()
  await expect(page.locator('#clashes')).toContainText(
    `The talk “Too early” is not within the times of “${title}”.`,
  )
  expect(await layoutProblemsWhileScrolling(page)).toEqual([])

  // A refused input says why and keeps the page.
  await page.getByRole('form', { name: 'Add a hall' }).getByLabel('New hall').fill(plenary.hall)
  await page.getByRole('form', { name: 'Add a hall' }).getByRole('button', { name: 'Add the hall' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('A hall of this name exists already.')

  // The public programme shows the new session within seconds.
  await expect(async () => {
    await page.goto('/programme')
    await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })

  // Deleting asks first.
  await page.goto('/admin/programme')
  await page
    .locator('#clashes')
    .getByRole('link', { name: `Edit “${title}”` })
    .first() // one per clash it is in
    .click()
  page.once('dialog', (d) => d.accept())
  await page.getByRole('button', { name: `Delete ${title}` }).click()
  await expect(notice(page)).toHaveText('Deleted.')
  await expect(page.getByRole('heading', { name: 'No clashes' })).toBeVisible()
  const audit = await sql<{ n: number }>(
    server,
    "SELECT count(*)::int AS n FROM audit_logs WHERE action IN ('programme.save', 'programme.delete') AND detail->>'name' = $1",
    [title],
  )
  expect(audit[0].n).toBe(1)
})

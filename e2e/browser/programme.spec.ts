// The public programme at phone and desktop width: day tabs, the halls side by side on a desktop
// and one list on a phone (never wider than the screen), search without JavaScript, a session's
// page, the faculty list, calendar files that calendars accept; axe-core finds no violation.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { layoutProblemsWhileScrolling } from '../support/layout'
import { isPhone, skipPopup } from '../support/site'

// axe-core and the scroll walk over a long page take a while on a loaded machine.
test.describe.configure({ timeout: 180_000 })

test.beforeEach(async ({ page }) => skipPopup(page))

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

interface Row {
  id: number
  title: string
  hall: string | null
  kind: string
}
const sessions = (server: Parameters<typeof sql>[0]) =>
  sql<Row>(
    server,
    `SELECT s.id, s.title, h.name AS hall, s.kind::text AS kind
       FROM programme_sessions s JOIN current_edition c ON c.edition_id = s.edition_id
       LEFT JOIN programme_halls h ON h.id = s.hall_id
      ORDER BY s.starts_at, s.id`,
  )

test(
  'the programme shows each day with its halls, fits the screen, and is accessible',
  { tag: '@desktop' },
  async ({ page, server }) => {
    const rows = await sessions(server)
    expect(rows.length).toBeGreaterThan(20)
    await page.goto('/programme')
    // The site's menu links the programme (behind the menu button on a phone).
    await expect(page.locator('#site-menu a[href="/programme"]')).toHaveText('Programme')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scientific Programme')
    const tabs = page.getByRole('navigation', { name: 'Days' }).getByRole('link')
    await expect(tabs).toHaveCount(3)
    await expect(page.getByRole('heading', { level: 2, name: /^Day [123] · / })).toHaveCount(3)
    // Every session but the breaks links to its page.
    const titled = rows.filter((r) => r.kind !== 'break')
    await expect(page.locator('main article h3 a')).toHaveCount(titled.length)

    // The halls of one time slot side by side on a desktop, one under another on a phone.
    const plenary = rows.find((r) => r.kind === 'plenary')!
    const first = page.locator('article', { has: page.getByRole('link', { name: plenary.title }) })
    const neighbour = first.locator('xpath=following-sibling::article[1]')
    const [a, b] = [await first.boundingBox(), await neighbour.boundingBox()]
    if (isPhone(page)) {
      expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1)
      await expect(first).toContainText(plenary.hall!)
    } else expect(Math.abs(b!.y - a!.y)).toBeLessThan(2)

    await tabs.nth(2).click()
    await expect(page).toHaveURL(/#day-3$/)
    // The tab scrolls (smoothly) until its day starts below the site's header, near the top (as near
    // as the end of the page lets it).
    const header = (await page.locator('header').first().boundingBox())!
    const dayTop = () => page.locator('#day-3').evaluate((el) => Math.round(el.getBoundingClientRect().top))
    await expect
      .poll(async () => {
        const before = await dayTop()
        await page.waitForTimeout(100)
        return before === (await dayTop()) ? before : -1
      })
      .toBeGreaterThanOrEqual(header.height)
    expect(await dayTop()).toBeLessThan(page.viewportSize()!.height / 2)
    if (!isPhone(page)) {
      // Read further down the day, its row of hall names stays in view just below the header.
      await page.evaluate(() => window.scrollBy({ top: 600, behavior: 'instant' }))
      const halls = (await page.locator('#day-3 > div[aria-hidden="true"]').boundingBox())!
      expect(Math.round(halls.y)).toBe(Math.round(header.height))
    }
    expect(await layoutProblemsWhileScrolling(page)).toEqual([])
    expect(await axe(page)).toEqual([])
  },
)

test('a session’s page names its hall, time, chairpersons and talks, with its calendar file', async ({
  page,
  server,
}) => {
  const symposium = (await sessions(server)).find((r) => r.kind === 'symposium')!
  const [chair] = await sql<{ name: string }>(
    server,
    'SELECT f.name FROM session_chairs c JOIN faculty f ON f.id = c.faculty_id WHERE c.session_id = $1 ORDER BY c.position',
    [symposium.id],
  )
  await page.goto('/programme')
  await expect(page.getByRole('link', { name: symposium.title })).toHaveAttribute(
    'href',
    `/programme/session/${symposium.id}`,
  )
  await page.goto(`/programme/session/${symposium.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(symposium.title)
  const main = page.getByRole('main')
  await expect(main).toContainText(symposium.hall!)
  await expect(main).toContainText('(IST)')
  await expect(main).toContainText(chair.name)
  await expect(main.getByRole('heading', { name: 'Talks' })).toBeVisible()
  expect(await layoutProblemsWhileScrolling(page)).toEqual([])
  expect(await axe(page)).toEqual([])

  const ics = await page.request.get(`/programme/session/${symposium.id}/calendar.ics`)
  expect(ics.status()).toBe(200)
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/)
  const text = await ics.text()
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  const unfolded = text.replace(/\r\n /g, '')
  expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1)
  expect(unfolded).toContain(`UID:programme-session-${symposium.id}@`)
  expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/)
  expect(unfolded).toContain(`LOCATION:${symposium.hall!.replace(/,/g, '\\,')}\\,`)
  expect((await page.request.get('/programme/session/999999/calendar.ics')).status()).toBe(404)
  // The page of a session that does not exist: the site's not-found page. Its first visit may
  // stream it under a 200 (the status is decided after the shell), later ones answer 404.
  const missing = await page.request.get('/programme/session/999999')
  expect([200, 404]).toContain(missing.status())
  expect(await missing.text()).toContain('We could not find that page')
})

test('the whole programme’s calendar file holds every session but the breaks', async ({ page, server }) => {
  const rows = (await sessions(server)).filter((r) => r.kind !== 'break')
  const res = await page.request.get('/programme/calendar.ics')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-disposition']).toContain('programme.ics')
  const text = await res.text()
  expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(rows.length)
})

test('the programme links its printable book: an A5 PDF with every session of the programme', async ({
  page,
  server,
}) => {
  const rows = await sessions(server)
  await page.goto('/programme')
  const href = await page.getByRole('link', { name: 'Programme book (PDF)' }).getAttribute('href')
  const res = await page.request.get(href!)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
  const pdf = await res.body()
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 419\.53 595\.28\]/)
  // The cover, then a page for each of the demo's three days at least.
  expect(rows.length).toBeGreaterThan(0)
  expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(4)
})

test('the faculty list shows each speaker and chairperson with their sessions', async ({ page, server }) => {
  const faculty = await sql<{ name: string }>(
    server,
    'SELECT f.name FROM faculty f JOIN current_edition c ON c.edition_id = f.edition_id ORDER BY f.name',
  )
  await page.goto('/programme/faculty')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faculty')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    faculty.map((f) => f.name),
  )
  expect(await layoutProblemsWhileScrolling(page)).toEqual([])
  expect(await axe(page)).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the search finds sessions by title and by person', async ({ page, server }) => {
    const [talk] = await sql<{ presenter: string; session: string }>(
      server,
      `SELECT f.name AS presenter, s.title AS session FROM programme_talks t
         JOIN faculty f ON f.id = t.speaker_id JOIN programme_sessions s ON s.id = t.session_id
         JOIN current_edition c ON c.edition_id = s.edition_id ORDER BY t.id LIMIT 1`,
    )
    await page.goto('/programme')
    await page.getByLabel('Search by title or person').fill(talk.presenter.replace(/^Dr /, ''))
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/programme\/search\?q=/)
    await expect(page.getByRole('status')).toContainText(/\d+ sessions? match/)
    await expect(page.getByRole('main').getByRole('link', { name: talk.session })).toBeVisible()
    await page.getByLabel('Search by title or person').fill('zzqx nothing')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('status')).toHaveText('No session matches “zzqx nothing”.')
    expect(await layoutProblemsWhileScrolling(page)).toEqual([])
  })
})

// The check-in desk without the network, on two phones (390 px). Both desks open online and take
// the edition's tickets onto the phone; desk A loses the network (Playwright's setOffline), says
// so in a banner with the check-ins waiting, checks tickets from the phone (a second scan of one
// of them says so), and opens again from the phone after a reload; desk B, online, checks in
// the delegate desk A had scanned, and another. Back online, desk A sends its scans: the site
// holds each check-in once, for the right day, the first to reach it winning, and desk A is told
// that desk B had checked the shared delegate in. The tickets' API is the desk's only, never
// cached. A site that answers too slowly (over 2 s) is treated as gone: the desk answers from the
// phone and sends the check-in. The conference is months away: the desk is open early for a
// rehearsal, as in admin-checkin.spec.ts.
import { devices, type Browser, type Page } from '@playwright/test'
import { bearer, createAdmin, signIn } from '../support/admin'
import { sql } from '../support/db'
import { expect, randomAddress, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { paidRegistration } from '../support/review'
import type { ServerName } from '../support/servers'

const REHEARSAL = '/adminpanel/desk/rehearsal/'
const TICKETS = '/adminpanel/checkin/tickets/'
const SEARCH = 'Ticket code, name, mobile or registration number'

test.beforeAll(async ({ playwright }, info) => {
  const context = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  const res = await context.put(REHEARSAL, { headers: bearer(await signIn(context)), data: { open: true } })
  expect(res.status()).toBe(200)
  await context.dispose()
})

/** A paid registration under a name of its own, and its ticket code from the confirmation mail. */
async function ticket(api: Page['request'], server: ServerName, name: string) {
  const made = await paidRegistration(api, `desk-offline-${name.split(' ')[0].toLowerCase()}`, { name })
  const mail = await waitForMail(made.email, {
    server,
    match: (m) => m.subject.includes(`registration ${made.reg.registration_number} confirmed`),
  })
  return { id: made.reg.id, name, code: /Ticket code: (T1-\d+-[A-Z2-7]{20})/.exec(mail.text)![1] }
}

/** A phone signed in as a desk volunteer of its own, the desk open and its tickets on the phone. */
async function deskPhone(browser: Browser, baseURL: string, server: ServerName, desk: string) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': randomAddress() },
  })
  const account = await createAdmin(
    server,
    `desk-offline-${desk.slice(-1).toLowerCase()}`,
    'Desk@Offline2026',
  )
  await sql(server, "UPDATE admins SET role = 'desk' WHERE id = $1", [account.id])
  const login = await context.request.post('/adminpanel/login/', {
    data: { email: account.email, password: account.password },
  })
  expect(login.status()).toBe(200)
  const page = await context.newPage()
  await page.goto('/admin/checkin')
  await page.getByLabel('Desk name (shown to the other desks)').fill(desk)
  await page.getByRole('button', { name: 'Start' }).click()
  await expect(page.getByTestId('offline-ready')).toContainText(/Ready offline: \d+ tickets on this phone/)
  return { context, page }
}

/** A ticket code typed at the desk (as printed under the QR code). */
async function typeCode(page: Page, code: string) {
  await page.getByLabel(SEARCH).fill(code)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
}

test('two desks, one offline: each check-in is held once, and the offline desk is told who was first', async ({
  browser,
  page,
  server,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const shared = await ticket(page.request, server, 'Sunita Both')
  const [onlyA1, onlyA2, onlyB] = [
    await ticket(page.request, server, 'Kiran Offline'),
    await ticket(page.request, server, 'Meera Offline'),
    await ticket(page.request, server, 'Vikram Online'),
  ]
  const a = await deskPhone(browser, baseURL!, server, 'Desk A')
  const b = await deskPhone(browser, baseURL!, server, 'Desk B')

  // The tickets' API: the desk's own, never cached, and only what the desk shows.
  const tickets = await a.context.request.get(TICKETS)
  expect(tickets.headers()['cache-control']).toBe('private, no-store')
  const mine = ((await tickets.json()) as { tickets: { code: string }[] }).tickets.find(
    (t) => t.code === shared.code,
  )
  expect(Object.keys(mine!).sort()).toEqual(['category', 'code', 'mobile_end', 'name', 'paid', 'status'])
  expect((await page.request.get(TICKETS)).status()).toBe(401)

  // The desk page is kept on the phone by its service worker, to open without the network.
  await expect
    .poll(() => a.page.evaluate(async () => !!(await caches.match('/admin/checkin', { ignoreVary: true }))))
    .toBe(true)

  await a.context.setOffline(true)
  const banner = a.page.getByTestId('offline-banner')
  await expect(banner).toContainText('Offline: 0 check-ins waiting')
  const result = a.page.getByTestId('checkin-result')
  for (const [i, t] of [shared, onlyA1, onlyA2].entries()) {
    await typeCode(a.page, t.code)
    await expect(result).toHaveAttribute('data-tone', 'go')
    await expect(result).toContainText(t.name)
    await expect(result).toContainText('Offline: saved on this phone')
    await expect(banner).toContainText(`Offline: ${i + 1} check-in${i ? 's' : ''} waiting`)
  }
  // Scanned again on this phone: it knows.
  await typeCode(a.page, onlyA1.code)
  await expect(result).toHaveAttribute('data-tone', 'again')
  await expect(result).toContainText(/Already checked in at \d\d:\d\d by Desk A/)
  await expect(banner).toContainText('Offline: 3 check-ins waiting')

  // Desk B, online, checks in the shared delegate first (for the site), and one of its own.
  for (const t of [shared, onlyB]) {
    await b.page.getByLabel(SEARCH).fill(t.code)
    await b.page.getByRole('button', { name: 'Search', exact: true }).click()
    await b.page.getByRole('button', { name: new RegExp(`^Check in ${t.name}`) }).click()
    await expect(b.page.getByTestId('checkin-result')).toHaveAttribute('data-tone', 'go')
    await expect(b.page.getByTestId('checkin-result')).toContainText(t.name)
  }

  // Desk A's phone, reloaded without the network: the desk opens from the phone, its queue intact.
  // (setOffline does not reach the service worker's own requests: those fail here.)
  const cut: string[] = []
  await a.context.route('**/*', (route) => {
    if (!route.request().serviceWorker()) return route.fallback()
    cut.push(new URL(route.request().url()).pathname)
    return route.abort('internetdisconnected')
  })
  const reloaded = await a.page.reload()
  expect(reloaded?.fromServiceWorker()).toBe(true)
  expect(cut).toContain('/admin/checkin')
  await expect(a.page.getByRole('heading', { name: 'Check-in desk' })).toBeVisible()
  await expect(banner).toContainText('Offline: 3 check-ins waiting')
  await expect(a.page.getByTestId('checkin-result')).toHaveCount(0)

  await a.context.unrouteAll()
  await a.context.setOffline(false)
  await expect(banner).toHaveCount(0, { timeout: 20_000 })
  const notices = a.page.getByTestId('sync-notices')
  await expect(notices).toContainText(`${shared.name}: already checked in at Desk B`)
  await expect(notices).not.toContainText(onlyA1.name)

  const held = await sql<{ participant_id: number; day: string; by_name: string; n: number }>(
    server,
    `SELECT participant_id, to_char(day, 'YYYY-MM-DD') AS day, min(by_name) AS by_name, count(*)::int AS n
       FROM check_ins WHERE participant_id = ANY($1) GROUP BY participant_id, day`,
    [[shared.id, onlyA1.id, onlyA2.id, onlyB.id]],
  )
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
  const byId = new Map(held.map((r) => [r.participant_id, r]))
  expect(held).toHaveLength(4)
  for (const [t, desk] of [
    [shared, 'Desk B'],
    [onlyA1, 'Desk A'],
    [onlyA2, 'Desk A'],
    [onlyB, 'Desk B'],
  ] as const)
    expect(byId.get(t.id), t.name).toEqual({ participant_id: t.id, day: today, by_name: desk, n: 1 })
  const scans = await sql<{ participant_id: number; recorded: boolean }>(
    server,
    "SELECT participant_id, recorded FROM desk_scans WHERE desk = 'Desk A' AND participant_id = ANY($1)",
    [[shared.id, onlyA1.id, onlyA2.id, onlyB.id]],
  )
  expect(new Map(scans.map((s) => [s.participant_id, s.recorded]))).toEqual(
    new Map([
      [shared.id, false],
      [onlyA1.id, true],
      [onlyA2.id, true],
    ]),
  )
  await a.context.close()
  await b.context.close()
})

test('a slow site: after 2 seconds the desk answers from the phone by itself and sends the check-in', async ({
  browser,
  page,
  server,
  baseURL,
}) => {
  const slow = await ticket(page.request, server, 'Lata Slow')
  const desk = await deskPhone(browser, baseURL!, server, 'Desk S')
  // The site takes 15 seconds to answer a search or a check-in (the sync is left alone).
  let held = 0
  await desk.page.route(/\/adminpanel\/checkin\/(\?.*)?$/, async (route) => {
    held++
    await new Promise((resolve) => setTimeout(resolve, 15_000))
    await route.abort('timedout').catch(() => undefined)
  })
  const started = Date.now()
  await typeCode(desk.page, slow.code)
  const result = desk.page.getByTestId('checkin-result')
  await expect(result).toHaveAttribute('data-tone', 'go')
  await expect(result).toContainText(slow.name)
  await expect(result).toContainText('Offline: saved on this phone')
  // The search waited 2 s, the check-in 2 s more: the answer came well before the site's (15 s
  // for the search alone), with room for a loaded machine.
  expect(Date.now() - started).toBeLessThan(10_000)
  expect(held).toBe(2)
  // The network is there: the check-in is sent at once.
  await expect(desk.page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 15_000 })
  const rows = await sql<{ by_name: string }>(
    server,
    'SELECT by_name FROM check_ins WHERE participant_id = $1',
    [slow.id],
  )
  expect(rows).toEqual([{ by_name: 'Desk S' }])
  await desk.context.close()
})

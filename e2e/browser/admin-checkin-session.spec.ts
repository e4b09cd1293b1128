// A desk at a hall's door, on a phone (390 px): the volunteer sets the desk to a session of
// today's programme (kept on the phone, like the desk's name); a delegate checked in there is
// recorded for the day and for the session, and the card shows the session's CME credit hours.
// Without the network the desk scans into the session too, and the sync records it. The
// conference is months away: the desk is open early for a rehearsal, as in admin-checkin.spec.ts;
// the session is made for today and removed afterwards.
import type { Page } from '@playwright/test'
import { ADMIN, bearer, signIn } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { paidRegistration } from '../support/review'
import type { ServerName } from '../support/servers'

const SEARCH = 'Ticket code, name, mobile or registration number'

test.beforeAll(async ({ playwright }, info) => {
  const context = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  const res = await context.put('/adminpanel/desk/rehearsal/', {
    headers: bearer(await signIn(context)),
    data: { open: true },
  })
  expect(res.status()).toBe(200)
  await context.dispose()
})

async function ticket(page: Page, server: ServerName, name: string) {
  const made = await paidRegistration(page.request, `hall-door-${name.split(' ')[0].toLowerCase()}`, {
    name,
  })
  const mail = await waitForMail(made.email, {
    server,
    match: (m) => m.subject.includes(`registration ${made.reg.registration_number} confirmed`),
  })
  return { id: made.reg.id, name, code: /Ticket code: (T1-\d+-[A-Z2-7]{20})/.exec(mail.text)![1] }
}

test('a desk set to a session records the day and the session, with its credit hours', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const title = `Neonatal sepsis update ${Date.now()}`
  const [session] = await sql<{ id: number }>(
    server,
    `INSERT INTO programme_sessions (edition_id, kind, title, starts_at, ends_at, credit_hours, updated_at)
     VALUES ((SELECT edition_id FROM current_edition), 'symposium', $1, now(), now() + interval '1 hour', 1.5, now())
     RETURNING id`,
    [title],
  )
  try {
    const online = await ticket(page, server, 'Asha Hallway')
    const offline = await ticket(page, server, 'Ravi Hallway')
    expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
    await page.goto('/admin/checkin')
    await page.getByLabel('Desk name (shown to the other desks)').fill('Hall A door')
    await page.getByRole('button', { name: 'Start' }).click()
    const scanningFor = page.getByLabel('Scanning for')
    await expect(scanningFor).toHaveValue('')
    await scanningFor.selectOption(String(session.id))
    await expect(page.getByTestId('offline-ready')).toContainText(/Ready offline/)

    await page.getByLabel(SEARCH).fill(online.code)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByRole('button', { name: new RegExp(`^Check in ${online.name}`) }).click()
    const result = page.getByTestId('checkin-result')
    await expect(result).toHaveAttribute('data-tone', 'go')
    await expect(result).toContainText(online.name)
    await expect(page.getByTestId('checkin-session')).toHaveText(`Session: ${title} · 1.5 CME credit hours`)

    // The phone keeps the desk's session, as it keeps its name.
    await page.reload()
    await expect(page.getByLabel('Scanning for')).toHaveValue(String(session.id))

    // Without the network: answered from the phone, into the session, sent when it returns.
    await page.context().setOffline(true)
    await page.getByLabel(SEARCH).fill(offline.code)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(result).toContainText(offline.name)
    await expect(result).toContainText(`Session: ${title}`)
    await page.context().setOffline(false)
    await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 20_000 })

    const attended = await sql<{ participant_id: number; by_name: string }>(
      server,
      'SELECT participant_id, by_name FROM session_attendances WHERE session_id = $1 ORDER BY participant_id',
      [session.id],
    )
    expect(attended).toEqual([
      { participant_id: online.id, by_name: 'Hall A door' },
      { participant_id: offline.id, by_name: 'Hall A door' },
    ])
    const days = await sql<{ n: number }>(
      server,
      'SELECT count(*)::int AS n FROM check_ins WHERE participant_id = ANY($1)',
      [[online.id, offline.id]],
    )
    expect(days).toEqual([{ n: 2 }])
  } finally {
    await sql(server, 'DELETE FROM programme_sessions WHERE id = $1', [session.id])
  }
})

// Check-in is taken only while the desk is open: from a set time on the day before the current
// edition's first day until its last day is over (months away today), so a ticket scanned now is
// refused and records nothing that a certificate could be issued for. Opening the desk early is
// an organiser's explicit switch: refused to desk volunteers, strangers and other sites, audited,
// shown on the desk page, and its check-ins are practice. The rehearsal switch is the current
// edition's, shared by every test of this site: these tests run one after the other and leave it
// off; the specs that check delegates in over the desk (admin-*) run after this suite.
import { bearer, createAdmin, signIn } from '../support/admin'
import { expect, test } from '../support/clients'
import { sql } from '../support/db'
import { waitForMail } from '../support/mail'
import { paidRegistration } from '../support/review'
import type { ServerName } from '../support/servers'

test.describe.configure({ mode: 'serial' })

const REHEARSAL = '/adminpanel/desk/rehearsal/'

/** A paid registration and its ticket code, read from the confirmation mail. */
async function ticket(api: Parameters<typeof paidRegistration>[0], server: ServerName, tag: string) {
  const made = await paidRegistration(api, tag)
  const mail = await waitForMail(made.email, {
    server,
    match: (m) => m.subject.includes(`registration ${made.reg.registration_number} confirmed`),
  })
  return { ...made, code: /Ticket code: (T1-\d+-[A-Z2-7]{20})/.exec(mail.text)![1] }
}

const checkInsOf = (server: ServerName, id: number) =>
  sql<{ rehearsal: boolean }>(server, 'SELECT rehearsal FROM check_ins WHERE participant_id = $1', [id])

test.afterAll(async ({ playwright, server }, info) => {
  const api = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  const admin = await createAdmin(server, 'sec-window-cleanup')
  await api.put(REHEARSAL, { headers: bearer(await signIn(api, admin)), data: { open: false } })
  await api.dispose()
})

test('a ticket scanned months before the conference is refused and records nothing', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-window')
  const api = await client()
  const token = await signIn(api, admin)
  expect((await api.put(REHEARSAL, { headers: bearer(token), data: { open: false } })).status()).toBe(200)
  const { reg, code } = await ticket(api, server, 'sec-window')
  for (const body of [{ code }, { id: reg.id }]) {
    const res = await api.post('/adminpanel/checkin/', { headers: bearer(token), data: body })
    expect(res.status()).toBe(422)
    expect((await res.json()).detail).toMatch(
      /^The desk opens on \w+day, \d+ \w+ \d{4} at 4:00 PM \(India time\)/,
    )
  }
  expect(await checkInsOf(server, reg.id)).toEqual([])
  const audit = await sql(
    server,
    "SELECT 1 FROM audit_logs WHERE action = 'registration.checkin' AND entity_id = $1",
    [String(reg.id)],
  )
  expect(audit).toEqual([])
})

test('only an organiser opens the desk early: audited, shown in a banner, its check-ins practice', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-rehearsal')
  const volunteer = await createAdmin(server, 'sec-rehearsal-desk', 'Desk@Rehearsal2026')
  await sql(server, "UPDATE admins SET role = 'desk' WHERE id = $1", [volunteer.id])
  const api = await client()
  const token = await signIn(api, admin)
  const deskToken = await signIn(await client(), volunteer)
  const open = { open: true }
  // Nobody else may flip it: a desk volunteer, a stranger, another site.
  expect((await api.put(REHEARSAL, { headers: bearer(deskToken), data: open })).status()).toBe(403)
  expect((await (await client()).put(REHEARSAL, { data: open })).status()).toBe(401)
  const forged = await api.put(REHEARSAL, {
    headers: { ...bearer(token), Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    data: open,
  })
  expect(forged.status()).toBe(403)
  expect((await api.put(REHEARSAL, { headers: bearer(token), data: { open: 'yes' } })).status()).toBe(400)
  const { reg, code } = await ticket(api, server, 'sec-rehearsal')
  expect((await api.post('/adminpanel/checkin/', { headers: bearer(token), data: { code } })).status()).toBe(
    422,
  )

  const opened = await api.put(REHEARSAL, { headers: bearer(token), data: open })
  expect(opened.status()).toBe(200)
  expect(await opened.json()).toMatchObject({
    phase: 'early',
    takes_arrivals: true,
    rehearsal: { by: admin.email },
  })
  const [entry] = await sql<{ detail: { open: boolean } }>(
    server,
    "SELECT detail FROM audit_logs WHERE action = 'edition.desk-rehearsal' AND admin_email = $1",
    [admin.email],
  )
  expect(entry.detail).toMatchObject({ open: true })
  // The desk page says so to whoever holds the phone.
  const page = await (await api.get('/admin/checkin', { headers: bearer(token) })).text()
  expect(page).toContain('Rehearsal: the desk is open early')
  expect(page).toContain(admin.email)

  const practice = await api.post('/adminpanel/checkin/', { headers: bearer(deskToken), data: { code } })
  expect(practice.status()).toBe(200)
  expect(await practice.json()).toMatchObject({ first: true, rehearsal: true })
  expect(await checkInsOf(server, reg.id)).toEqual([{ rehearsal: true }])

  expect((await api.put(REHEARSAL, { headers: bearer(token), data: { open: false } })).status()).toBe(200)
  const entries = await sql<{ detail: { open: boolean } }>(
    server,
    "SELECT detail FROM audit_logs WHERE action = 'edition.desk-rehearsal' AND admin_email = $1 ORDER BY id",
    [admin.email],
  )
  expect(entries.map((e) => e.detail.open)).toEqual([true, false])
  const closed = await api.post('/adminpanel/checkin/', { headers: bearer(deskToken), data: { id: reg.id } })
  expect(closed.status()).toBe(422)
})

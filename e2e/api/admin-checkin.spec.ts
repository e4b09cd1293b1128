// The check-in desk's API: the ticket code mailed with the confirmation
// (text and QR image), one arrival per day however many desks scan at once, the refusals
// (unpaid, cancelled, forged), and desk volunteers: invited by e-mail with a one-time link,
// limited to the check-in API, audited, revoked. The conference is months away, so the desk is
// opened early for a rehearsal (e2e/security/desk-window.spec.ts tests the window itself).
import jsQR from 'jsqr'
import sharp from 'sharp'
import { bearer, signIn } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { waitForMail, type Mail } from '../support/mail'
import { register, uniqueDelegate } from '../support/registration'
import { act, paidRegistration } from '../support/review'
import type { ServerName } from '../support/servers'

let token: string
test.beforeAll(async ({ playwright }, info) => {
  const context = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  token = await signIn(context)
  const rehearsal = await context.put('/adminpanel/desk/rehearsal/', {
    headers: bearer(token),
    data: { open: true },
  })
  expect(rehearsal.status()).toBe(200)
  await context.dispose()
})

/** The QR image of a mail, decoded as a phone would. */
async function decodeQr(mail: Mail): Promise<string | null> {
  const png = mail.attachments.find((a) => a.contentType === 'image/png')
  if (!png) return null
  const { data, info } = await sharp(png.content).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}

/** A paid registration and its ticket code, read from the confirmation mail. */
async function paidTicket(request: Parameters<typeof paidRegistration>[0], server: ServerName, tag: string) {
  const made = await paidRegistration(request, tag)
  const mail = await waitForMail(made.email, {
    server,
    match: (m) => m.subject.includes(`registration ${made.reg.registration_number} confirmed`),
  })
  const code = /Ticket code: (T1-\d+-[A-Z2-7]{20})/.exec(mail.text)?.[1]
  expect(code, mail.text).toBeTruthy()
  return { ...made, code: code!, mail }
}

const checkIn = (
  request: Parameters<typeof paidRegistration>[0],
  auth: string,
  body: Record<string, unknown>,
) => request.post('/adminpanel/checkin/', { headers: bearer(auth), data: body })

test('a ticket is checked in once a day: two desks at once get one first arrival, then 409 with when and by whom', async ({
  request,
  server,
}) => {
  const { reg, code, mail } = await paidTicket(request, server, 'checkin-once')
  expect(await decodeQr(mail)).toBe(code)
  // A seat in a workshop (as the registration form takes one): the desk names the workshop.
  const [workshop] = await sql<{ id: number; name: string }>(
    server,
    'SELECT id, name FROM events WHERE registrable ORDER BY id LIMIT 1',
  )
  expect(workshop, 'the seed has a registrable workshop').toBeTruthy()
  await sql(server, 'INSERT INTO workshop_seats (event_id, participant_id, fee_paise) VALUES ($1, $2, 0)', [
    workshop.id,
    reg.id,
  ])
  expect(mail.html).toContain('src="cid:')
  expect(mail.attachments.map((a) => a.filename)).toContain(`e-ticket-${reg.registration_number}.pdf`)

  const [a, b] = await Promise.all([
    checkIn(request, token, { code, desk: 'Desk 1' }),
    checkIn(request, token, { code, desk: 'Desk 2' }),
  ])
  expect([a.status(), b.status()].sort()).toEqual([200, 409])
  const bodies = [await a.json(), await b.json()]
  expect(bodies.filter((x) => x.first === true)).toHaveLength(1)
  const winner = bodies.find((x) => x.first)
  const loser = bodies.find((x) => !x.first)
  expect(winner).toMatchObject({
    rehearsal: true,
    registration_number: reg.registration_number,
    name: 'Asha Verma',
    status: 'Paid',
    workshops: [workshop.name],
  })
  expect(loser).toMatchObject({
    first: false,
    checked_in_at: winner.checked_in_at,
    checked_in_by: winner.checked_in_by,
  })

  // A later scan (typed in lower case) says when and by whom.
  const again = await checkIn(request, token, { code: code.toLowerCase(), desk: 'Desk 3' })
  expect(again.status()).toBe(409)
  expect(await again.json()).toMatchObject({ first: false, checked_in_by: winner.checked_in_by })

  const rows = await sql(server, 'SELECT by_name FROM check_ins WHERE participant_id = $1', [reg.id])
  expect(rows).toHaveLength(1)
  const audit = await sql(
    server,
    "SELECT admin_email, detail FROM audit_logs WHERE action = 'registration.checkin' AND entity_id = $1",
    [String(reg.id)],
  )
  expect(audit).toHaveLength(1)
  expect(audit[0]).toMatchObject({
    admin_email: 'admin@uppedicon.org',
    detail: { desk: winner.checked_in_by },
  })

  // Found by the search too, checked in.
  const search = await request.get(`/adminpanel/checkin/?q=${reg.registration_number}`, {
    headers: bearer(token),
  })
  expect((await search.json()).results[0]).toMatchObject({
    id: reg.id,
    refusal: null,
    checked_in_by: winner.checked_in_by,
  })
})

test('unpaid, cancelled and forged tickets are refused with the reason', async ({ request, server }) => {
  const unpaid = await register(request, uniqueDelegate('checkin-unpaid'))
  const refusedUnpaid = await checkIn(request, token, { id: unpaid.id })
  expect(refusedUnpaid.status()).toBe(422)
  expect((await refusedUnpaid.json()).detail).toContain('Not paid')

  const { reg, code } = await paidTicket(request, server, 'checkin-cancel')
  expect((await act(request, token, reg.id, 'cancel', { reason: 'Asked by the delegate' })).status()).toBe(
    200,
  )
  const refusedCancelled = await checkIn(request, token, { code })
  expect(refusedCancelled.status()).toBe(422)
  expect((await refusedCancelled.json()).detail).toContain('cancelled')

  // Another registration's signature on this id, a changed character, garbage: unknown tickets.
  const other = code.split('-')[2]
  for (const forged of [
    `T1-${unpaid.id}-${other}`,
    code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A'),
    'hello',
  ])
    expect((await checkIn(request, token, { code: forged })).status()).toBe(404)
  expect((await checkIn(request, token, {})).status()).toBe(400)
  expect(
    (await sql(server, 'SELECT 1 FROM check_ins WHERE participant_id IN ($1, $2)', [reg.id, unpaid.id]))
      .length,
  ).toBe(0)
})

test('a desk volunteer is invited by e-mail, sets a password once, checks in and reaches nothing else', async ({
  request,
  server,
}) => {
  const email = `desk-${Date.now()}@uppedicon.test`
  const invited = await request.post('/adminpanel/volunteers/', {
    headers: bearer(token),
    data: { email, name: 'Desk Two' },
  })
  expect(invited.status(), await invited.text()).toBe(201)
  const link = /\/admin-invite\?token=([\w-]{43})/.exec((await waitForMail(email, { server })).text)?.[1]
  expect(link).toBeTruthy()
  const password = 'Desk@Volunteer2026'
  const accept = { token: link, new_password: password, confirm_password: password }
  expect((await request.post('/adminpanel/volunteers/accept/', { data: accept })).status()).toBe(200)
  // Single use.
  expect((await request.post('/adminpanel/volunteers/accept/', { data: accept })).status()).toBe(422)

  const desk = await signIn(request, { email, password })
  const { reg, code } = await paidTicket(request, server, 'checkin-volunteer')
  const res = await checkIn(request, desk, { code })
  expect(res.status()).toBe(200)
  expect(await res.json()).toMatchObject({ first: true, checked_in_by: 'Desk Two' })
  const [audit] = await sql(
    server,
    "SELECT admin_email FROM audit_logs WHERE action = 'registration.checkin' AND entity_id = $1",
    [String(reg.id)],
  )
  expect(audit.admin_email).toBe(email)
  expect((await request.get('/adminpanel/checkin/stats/', { headers: bearer(desk) })).status()).toBe(200)

  for (const path of [
    '/adminpanel/stats/',
    '/adminpanel/registrations/',
    '/adminpanel/volunteers/',
    '/adminpanel/audit/',
  ])
    expect((await request.get(path, { headers: bearer(desk) })).status(), path).toBe(403)
  expect((await act(request, desk, reg.id, 'cancel', { reason: 'no' })).status()).toBe(403)

  // Listed, then revoked: its session ends at once.
  const list = await (await request.get('/adminpanel/volunteers/', { headers: bearer(token) })).json()
  const me = list.volunteers.find((v: { email: string }) => v.email === email)
  expect(me).toMatchObject({ state: 'active', check_ins: 1 })
  expect(
    (await request.delete(`/adminpanel/volunteers/${me.id}/`, { headers: bearer(token) })).status(),
  ).toBe(204)
  expect((await checkIn(request, desk, { code })).status()).toBe(401)
})

// The console's "Send the link again" over the API: POST /adminpanel/groups/<id>/resend/ needs a
// session (401 without, 403 from another site), answers 404 for an unknown group, and queues the
// group's mail to its contact once more, audited as group.resend.
import { bearer, signIn } from '../support/admin'
import { sql } from '../support/db'
import { expect, randomAddress, test } from '../support/fixtures'
import { readMails, waitForMail } from '../support/mail'
import { groupBody, groupRow } from '../support/registration'

let token: string
test.beforeAll(async ({ playwright }, info) => {
  const context = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  token = await signIn(context)
  await context.dispose()
})

test('sending a group’s link again: signed in only, 404 for an unknown group, mailed again and audited', async ({
  request,
  server,
}) => {
  const body = groupBody([groupRow('admin-group-resend')])
  const res = await request.post('/uppedicon/groups/', {
    data: body,
    headers: { 'X-Forwarded-For': randomAddress() },
  })
  expect(res.status(), await res.text()).toBe(201)
  const made = (await res.json()) as { id: number; group_number: string; token: string }
  const link = `/group/${made.id}?token=${made.token}`
  const first = await waitForMail(body.contact_email, { server })
  expect(first.subject).toContain(`group ${made.group_number} registered`)
  expect(first.text).toContain(link)

  const resend = (id: number | string, headers: Record<string, string> = bearer(token)) =>
    request.post(`/adminpanel/groups/${id}/resend/`, { headers })
  expect((await resend(made.id, {})).status()).toBe(401)
  expect((await resend(made.id, { ...bearer(token), Origin: 'https://evil.example' })).status()).toBe(403)
  for (const id of [made.id + 100_000, 'abc', 0]) expect((await resend(id)).status(), String(id)).toBe(404)
  // Refused requests queued nothing.
  expect(readMails(server).filter((m) => m.to.includes(body.contact_email))).toHaveLength(1)

  const ok = await resend(made.id)
  expect(ok.status(), await ok.text()).toBe(200)
  expect(await ok.json()).toEqual({
    ok: true,
    message: `The link of group ${made.group_number} is queued to be sent again to ${body.contact_email}.`,
  })
  const again = await waitForMail(body.contact_email, { server, match: (m) => m.file !== first.file })
  expect(again.text).toContain(link)
  expect(again.headers['message-id']).not.toBe(first.headers['message-id'])
  const audit = await sql<{ action: string; admin_email: string; detail: { to: string } }>(
    server,
    "SELECT action, admin_email, detail FROM audit_logs WHERE entity = 'group' AND entity_id = $1 ORDER BY id",
    [String(made.id)],
  )
  expect(audit.map((a) => a.action)).toEqual(['group.create', 'group.resend'])
  expect(audit[1]).toMatchObject({ admin_email: 'admin@uppedicon.org', detail: { to: body.contact_email } })
})

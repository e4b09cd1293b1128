// The organisers' inbox API: a message sent through the contact form shows first in
// GET /adminpanel/messages/, unread; mark read / unread and delete, each in the audit trail; the
// guard (401/403), malformed input (400) and unknown messages (404). The site is shared: every
// assertion is about this test's own message and administrator.
import type { APIRequestContext } from '@playwright/test'
import type { InboxMessageDto, InboxPage } from '../../lib/messages/schema'
import { bearer, createAdmin, signIn } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'

const PATH = '/adminpanel/messages/'
// Letters only (the form's rule), and unique per run.
const uniqueName = () =>
  `Inbox Tester ${Array.from(
    String(Date.now() + Math.random())
      .replace(/\D/g, '')
      .slice(-6),
    (d) => 'ABCDEFGHIJ'[Number(d)],
  ).join('')}`

type Message = InboxMessageDto
type Inbox = InboxPage

async function send(request: APIRequestContext) {
  const name = uniqueName()
  const body = {
    name,
    email: `${name.replace(/ /g, '.').toLowerCase()}@example.org`,
    mobile_number: '9876501234',
    message: `Is accommodation arranged?\nAsked by ${name}.`,
  }
  const res = await request.post('/uppedicon/contactus/', { data: body })
  expect(res.status()).toBe(201)
  return (await res.json()) as Message
}

test('a message from the contact form is first in the inbox, unread; read, unread and delete are audited', async ({
  request,
  server,
}) => {
  const admin = await createAdmin(server, 'inbox')
  const auth = bearer(await signIn(request, admin))
  const sent = await send(request)

  const inbox = (await (await request.get(PATH, { headers: auth })).json()) as Inbox
  expect(inbox).toMatchObject({ page: 1, pageSize: 50 })
  expect(inbox.unread).toBeGreaterThanOrEqual(1)
  const at = inbox.items.findIndex((m) => m.id === sent.id)
  // First, unless another spec's message arrived since: then only newer ones come before it.
  expect(at).toBeGreaterThanOrEqual(0)
  expect(inbox.items.slice(0, at).every((m) => m.id > sent.id && m.created_at >= sent.created_at)).toBe(true)
  expect(inbox.items[at]).toEqual({ ...sent, read_at: null })
  const times = inbox.items.map((m) => m.created_at)
  expect(times).toEqual([...times].sort().reverse())

  const read = await request.put(`${PATH}?id=${sent.id}`, { headers: auth, data: { read: true } })
  expect(read.status()).toBe(200)
  const readAt = ((await read.json()) as Message).read_at
  expect(readAt).toEqual(expect.any(String))
  const [row] = await sql<{ read_at: Date | null }>(
    server,
    'SELECT read_at FROM contact_messages WHERE id = $1',
    [sent.id],
  )
  expect(row.read_at?.toISOString()).toBe(readAt)
  // Marking it read again keeps when it was first read.
  expect(
    (
      (await (
        await request.put(`${PATH}?id=${sent.id}`, { headers: auth, data: { read: true } })
      ).json()) as Message
    ).read_at,
  ).toBe(readAt)

  const unread = await request.put(`${PATH}?id=${sent.id}`, { headers: auth, data: { read: false } })
  expect(unread.status()).toBe(200)
  expect(((await unread.json()) as Message).read_at).toBeNull()
  const listed = (await (await request.get(PATH, { headers: auth })).json()) as Inbox
  expect(listed.items.find((m) => m.id === sent.id)?.read_at).toBeNull()

  const removed = await request.delete(`${PATH}?id=${sent.id}`, { headers: auth })
  expect(removed.status()).toBe(204)
  expect(await sql(server, 'SELECT id FROM contact_messages WHERE id = $1', [sent.id])).toEqual([])
  expect(
    ((await (await request.get(PATH, { headers: auth })).json()) as Inbox).items.map((m) => m.id),
  ).not.toContain(sent.id)
  expect((await request.delete(`${PATH}?id=${sent.id}`, { headers: auth })).status()).toBe(404)

  const trail = await (
    await request.get(`/adminpanel/audit/?admin=${encodeURIComponent(admin.email)}&entity=message`, {
      headers: auth,
    })
  ).json()
  expect(trail.items.map((e: { action: string; entityId: string }) => [e.action, e.entityId])).toEqual([
    ['message.delete', String(sent.id)],
    ['message.unread', String(sent.id)],
    ['message.read', String(sent.id)],
    ['message.read', String(sent.id)],
  ])
  expect(trail.items[0]).toMatchObject({
    admin: admin.email,
    entity: 'message',
    detail: { name: sent.name, email: sent.email, mobile_number: sent.mobile_number },
  })
})

test('the inbox pages 50 at a time and refuses malformed pages', async ({ request }) => {
  const auth = bearer(await signIn(request))
  const first = (await (await request.get(PATH, { headers: auth })).json()) as Inbox
  expect(first.items.length).toBe(Math.min(50, first.total))
  expect(first.pageCount).toBe(Math.max(1, Math.ceil(first.total / 50)))
  const beyond = await request.get(`${PATH}?page=${first.pageCount + 1}`, { headers: auth })
  expect(beyond.status()).toBe(200)
  expect((await beyond.json()).items).toEqual([])
  for (const page of ['0', '-2', 'abc', '1.5']) {
    const res = await request.get(`${PATH}?page=${page}`, { headers: auth })
    expect(res.status(), page).toBe(400)
    expect((await res.json()).error).toBeTruthy()
  }
})

test('the guard (401, 403), malformed requests (400) and unknown messages (404); refused writes leave no trace', async ({
  request,
  server,
  playwright,
}, info) => {
  const admin = await createAdmin(server, 'inbox-guard')
  const sent = await send(request)
  // A context of its own: \`request\` keeps the session cookie once signed in.
  const anonymous = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  for (const [method, body] of [
    ['get', undefined],
    ['put', { read: true }],
    ['delete', undefined],
  ] as const) {
    const res = await anonymous.fetch(`${PATH}?id=${sent.id}`, { method, data: body })
    expect(res.status(), `${method} without a session`).toBe(401)
    expect(await res.json()).toMatchObject({ error: expect.any(String), detail: expect.any(String) })
    expect(
      (
        await anonymous.fetch(`${PATH}?id=${sent.id}`, { method, data: body, headers: bearer('not-a-token') })
      ).status(),
    ).toBe(401)
  }
  await anonymous.dispose()
  const auth = bearer(await signIn(request, admin))
  expect(
    (
      await request.put(`${PATH}?id=${sent.id}`, {
        headers: { ...auth, Origin: 'https://evil.example' },
        data: { read: true },
      })
    ).status(),
  ).toBe(403)
  expect(
    (
      await request.delete(`${PATH}?id=${sent.id}`, { headers: { ...auth, 'Sec-Fetch-Site': 'cross-site' } })
    ).status(),
  ).toBe(403)

  const bad: [string, string, object | string | undefined][] = [
    ['put', '?id=abc', { read: true }],
    ['put', '?id=0', { read: true }],
    ['put', '?id=-3', { read: true }],
    ['put', '', { read: true }],
    ['put', `?id=${sent.id}`, { read: 'yes' }],
    ['put', `?id=${sent.id}`, { read: 1 }],
    ['put', `?id=${sent.id}`, {}],
    ['put', `?id=${sent.id}`, undefined],
    ['put', `?id=${sent.id}`, '{"read": tru'],
    ['put', `?id=${sent.id}`, '[true]'],
    ['delete', '?id=abc', undefined],
    ['delete', '?id=1.5', undefined],
    ['delete', '', undefined],
  ]
  for (const [method, query, body] of bad) {
    const data = typeof body === 'string' ? Buffer.from(body) : body
    const res = await request.fetch(`${PATH}${query}`, {
      method,
      headers: { ...auth, 'Content-Type': 'application/json' },
      data,
    })
    expect(res.status(), `${method} ${query} ${JSON.stringify(body)}`).toBe(400)
    const json = await res.json()
    expect(json.detail).toBe(json.error)
  }
  // An id beyond PostgreSQL's integer range is malformed, not a database error.
  for (const [id, status] of [
    [2_000_000_000, 404],
    [2_147_483_648, 400],
    [99_999_999_999, 400],
  ]) {
    expect(
      (await request.put(`${PATH}?id=${id}`, { headers: auth, data: { read: true } })).status(),
      `put ${id}`,
    ).toBe(status)
    expect((await request.delete(`${PATH}?id=${id}`, { headers: auth })).status(), `delete ${id}`).toBe(
      status,
    )
  }
  const [row] = await sql<{ read_at: Date | null }>(
    server,
    'SELECT read_at FROM contact_messages WHERE id = $1',
    [sent.id],
  )
  expect(row.read_at).toBeNull()
  const trail = await (
    await request.get(`/adminpanel/audit/?admin=${encodeURIComponent(admin.email)}`, { headers: auth })
  ).json()
  expect(trail.items.map((e: { action: string }) => e.action)).toEqual(['auth.login'])
  expect((await request.delete(`${PATH}?id=${sent.id}`, { headers: auth })).status()).toBe(204)
})

// The audit trail of a sequence of actions by a fresh administrator: sign-in, an event created,
// modified and deleted, a message marked read and deleted. GET /adminpanel/audit/ lists exactly
// these, newest first, with who, what, which record and from which address; its filters narrow
// correctly; nothing can edit or delete an entry.
import type { AuditEntryDto } from '../../lib/audit/schema'
import { bearer, createAdmin } from '../support/admin'
import { expect, test } from '../support/fixtures'

type Entry = AuditEntryDto

const indiaDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  )

test('a sequence of admin actions leaves exactly its entries, newest first, with who, what, record and address', async ({
  request,
  server,
}) => {
  const admin = await createAdmin(server, 'auditor')
  const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`
  // A client-supplied first hop is not trusted; the last hop (our proxy's) is the address.
  const from = { 'X-Forwarded-For': `198.51.100.66, ${ip}` }
  const login = await request.post('/adminpanel/login/', {
    data: { email: admin.email, password: admin.password },
    headers: from,
  })
  expect(login.status()).toBe(200)
  const headers = { ...from, ...bearer((await login.json()).token) }

  const fields = {
    name: 'Audit Trail CME',
    description: 'Created by the audit spec',
    venue: 'BRD Medical College',
    date: '2031-03-03',
    time: '09:00',
    organizer: 'IAP Gorakhpur',
    address: 'Gorakhpur',
    day: 'Monday',
  }
  const created = await request.post('/uppedicon/event/', { headers, multipart: fields })
  expect(created.status()).toBe(201)
  const event = (await created.json()) as { id: number }
  expect(
    (
      await request.put('/uppedicon/event/', {
        headers,
        multipart: { ...fields, id: String(event.id), name: 'Audit Trail CME Modified' },
      })
    ).status(),
  ).toBe(200)
  expect((await request.delete('/uppedicon/event/', { headers, data: { id: event.id } })).status()).toBe(204)

  const sent = await request.post('/uppedicon/contactus/', {
    data: {
      name: 'Audit Sender',
      email: `audit-${Date.now()}@example.org`,
      mobile_number: '9876501234',
      message: 'Please call me back.',
    },
  })
  const message = (await sent.json()) as { id: number; name: string; email: string }
  expect(
    (await request.put(`/adminpanel/messages/?id=${message.id}`, { headers, data: { read: true } })).status(),
  ).toBe(200)
  expect((await request.delete(`/adminpanel/messages/?id=${message.id}`, { headers })).status()).toBe(204)
  // Refused writes are not in the trail.
  expect((await request.delete('/uppedicon/event/', { headers, data: { id: event.id } })).status()).toBe(404)

  const list = async (filters: Record<string, string> = {}) => {
    const res = await request.get(
      `/adminpanel/audit/?${new URLSearchParams({ admin: admin.email, ...filters })}`,
      { headers },
    )
    expect(res.status(), JSON.stringify(filters)).toBe(200)
    return (await res.json()) as { items: Entry[]; total: number; page: number; pageSize: number }
  }
  const all = await list()
  expect(all.total).toBe(6)
  expect(all.items.map((e) => [e.action, e.entity, e.entityId])).toEqual([
    ['message.delete', 'message', String(message.id)],
    ['message.read', 'message', String(message.id)],
    ['event.delete', 'event', String(event.id)],
    ['event.update', 'event', String(event.id)],
    ['event.create', 'event', String(event.id)],
    ['auth.login', '', ''],
  ])
  for (const e of all.items) expect(e, e.action).toMatchObject({ admin: admin.email, ip })
  expect(all.items[0].detail).toMatchObject({ name: message.name, email: message.email })
  const ids = all.items.map((e) => e.id)
  expect(ids).toEqual([...ids].sort((a, b) => b - a))
  const times = all.items.map((e) => e.at)
  expect(times).toEqual([...times].sort().reverse())
  expect(Date.now() - Date.parse(times.at(-1)!)).toBeLessThan(5 * 60_000)

  const actions = async (filters: Record<string, string>) => (await list(filters)).items.map((e) => e.action)
  expect(await actions({ action: 'event.' })).toEqual(['event.delete', 'event.update', 'event.create'])
  expect(await actions({ action: 'message.read' })).toEqual(['message.read'])
  expect(await actions({ action: 'auth.' })).toEqual(['auth.login'])
  expect(await actions({ entity: 'message' })).toEqual(['message.delete', 'message.read'])
  expect(await actions({ entity: 'event', entityId: String(event.id) })).toEqual([
    'event.delete',
    'event.update',
    'event.create',
  ])
  // Filters combine: a record id of no message of this sequence (ids are per table, so the
  // event's own id may well be a message's too).
  expect(await actions({ entity: 'message', entityId: String(message.id + 1) })).toEqual([])
  expect(await actions({ entity: 'message', action: 'event.' })).toEqual([])
  expect((await list({ from: indiaDay(-1), to: indiaDay(1) })).total).toBe(6)
  // Today's India date contains every entry unless the day turned during the test.
  expect(
    (await list({ from: indiaDay(), to: indiaDay() })).total + (await list({ to: indiaDay(-1) })).total,
  ).toBe(6)
  expect((await list({ from: indiaDay(1) })).total).toBe(0)
  expect((await list({ to: indiaDay(-2) })).total).toBe(0)
  expect((await list({ action: '', entity: '', from: '', to: '' })).total).toBe(6)
})

test('the trail is read-only for administrators too, and malformed filters are a 400', async ({
  request,
  server,
}) => {
  expect((await request.get('/adminpanel/audit/')).status()).toBe(401)
  expect((await request.get('/adminpanel/stats/')).status()).toBe(401)
  const admin = await createAdmin(server, 'audit-reader')
  const login = await request.post('/adminpanel/login/', {
    data: { email: admin.email, password: admin.password },
  })
  const auth = bearer((await login.json()).token)
  for (const method of ['post', 'put', 'patch', 'delete']) {
    const res = await request.fetch(`/adminpanel/audit/?admin=${encodeURIComponent(admin.email)}`, {
      method,
      headers: auth,
      data: { action: 'nothing happened' },
    })
    expect(res.status(), method).toBe(405)
  }
  const malformed: Record<string, string>[] = [
    { from: '2025-02-30' },
    { to: 'yesterday' },
    { page: '0' },
    { page: 'two' },
    { action: 'x'.repeat(61) },
  ]
  for (const filters of malformed) {
    const res = await request.get(`/adminpanel/audit/?${new URLSearchParams(filters)}`, { headers: auth })
    expect(res.status(), JSON.stringify(filters)).toBe(400)
    expect((await res.json()).error).toBeTruthy()
  }
  const mine = await (
    await request.get(`/adminpanel/audit/?admin=${encodeURIComponent(admin.email)}`, { headers: auth })
  ).json()
  expect(mine.items.map((e: Entry) => e.action)).toEqual(['auth.login'])
})

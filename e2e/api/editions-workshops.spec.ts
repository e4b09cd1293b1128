// Workshops as add-ons: an organiser makes an event registrable (fee, seats,
// last day), validated; delegates add it to their registration and pay for it; seats are never
// oversold under concurrency; a closed workshop is refused (409); the console lists and exports
// the attendees. Runs in the "editions" project: it adds events the other specs do not expect.
import { bearer, signIn } from '../support/admin'
import { expect, randomAddress, test } from '../support/fixtures'
import { register, uniqueDelegate } from '../support/registration'

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const event = (name: string, extra: Record<string, string> = {}) => ({
  name,
  description: 'Hands-on training on mannequins.',
  venue: 'BRD Medical College, Gorakhpur',
  address: 'Medical College Road, Gorakhpur',
  organizer: 'IAP Gorakhpur',
  date: shift(today(), 10),
  time: '10:00',
  day: 'Monday',
  registrable: 'true',
  fee: '1500',
  capacity: '2',
  registration_deadline: shift(today(), 5),
  ...extra,
})

let token: string
test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  token = await signIn(request)
  await request.dispose()
})

test('an organiser’s workshop terms are validated (400 with fields)', async ({ request }) => {
  const cases: [Record<string, string>, string, string][] = [
    [{ fee: '-1' }, 'fee', 'Fee cannot be negative.'],
    [{ capacity: '0' }, 'capacity', 'A workshop needs at least 1 seat.'],
    [{ capacity: '' }, 'capacity', 'A workshop needs its number of seats.'],
    [{ capacity: '2.5' }, 'capacity', 'Seats must be a whole number.'],
    [{ registration_deadline: '' }, 'registration_deadline', 'A workshop needs a last day to register.'],
    [
      { registration_deadline: shift(today(), 11) },
      'registration_deadline',
      'The last day to register cannot be after the event.',
    ],
  ]
  for (const [extra, field, message] of cases) {
    const res = await request.post('/uppedicon/event/', {
      headers: bearer(token),
      multipart: event('Invalid workshop', extra),
    })
    expect(res.status(), JSON.stringify(extra)).toBe(400)
    expect((await res.json()).fields[field]).toContain(message)
  }
  expect((await request.post('/uppedicon/event/', { multipart: event('No session') })).status()).toBe(401)
})

test('2 seats and 5 simultaneous delegates: exactly 2 seated, 3 told it is full; the amount includes the fee', async ({
  request,
}) => {
  const created = await request.post('/uppedicon/event/', {
    headers: bearer(token),
    multipart: event('NRP workshop (2 seats)'),
  })
  expect(created.status(), await created.text()).toBe(201)
  const workshop = await created.json()
  expect(workshop).toMatchObject({ registrable: true, fee: 1500, capacity: 2 })
  const fees = (await (await request.get('/uppedicon/registration/')).json()).fees as {
    category: string
    amount: number
  }[]
  const slab = fees.find((f) => f.category === 'NonMember')!.amount

  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      request.post('/uppedicon/participants/', {
        multipart: { ...uniqueDelegate('workshop'), workshops: String(workshop.id) },
        headers: { 'X-Forwarded-For': randomAddress() },
      }),
    ),
  )
  const statuses = answers.map((r) => r.status()).sort()
  expect(statuses).toEqual([201, 201, 409, 409, 409])
  for (const r of answers.filter((a) => a.status() === 409))
    expect((await r.json()).error).toBe('This workshop is full.')
  const seated = await Promise.all(answers.filter((a) => a.status() === 201).map((a) => a.json()))
  for (const r of seated) {
    expect(r.amount).toBe(slab + 1500)
    expect(r.workshops).toEqual([{ id: workshop.id, title: 'NRP workshop (2 seats)', fee: 1500 }])
  }

  // The console lists the two attendees and exports them; a workshop with seats is not deleted.
  const roster = await (await request.get('/adminpanel/workshops/', { headers: bearer(token) })).json()
  const mine = roster.find((w: { id: number }) => w.id === workshop.id)
  expect(mine.attendees.map((a: { participant_id: number }) => a.participant_id).sort()).toEqual(
    seated.map((r) => r.id).sort(),
  )
  const csv = await request.get(`/adminpanel/workshops/export/?id=${workshop.id}`, { headers: bearer(token) })
  expect(csv.status()).toBe(200)
  const lines = (await csv.text()).trim().split('\r\n')
  expect(lines).toHaveLength(3)
  expect(lines[1]).toContain('NRP workshop (2 seats)')
  expect((await request.get('/adminpanel/workshops/')).status()).toBe(401)
  const remove = await request.delete('/uppedicon/event/', {
    headers: bearer(token),
    data: { id: workshop.id },
  })
  expect(remove.status()).toBe(409)
})

test('a workshop past its last day, or unknown, is refused; without workshops the slab alone is charged', async ({
  request,
}) => {
  const created = await request.post('/uppedicon/event/', {
    headers: bearer(token),
    multipart: event('Closed workshop', { date: today(), registration_deadline: shift(today(), -1) }),
  })
  expect(created.status(), await created.text()).toBe(201)
  const closed = await created.json()
  const late = await request.post('/uppedicon/participants/', {
    multipart: { ...uniqueDelegate('late'), workshops: String(closed.id) },
    headers: { 'X-Forwarded-For': randomAddress() },
  })
  expect(late.status()).toBe(409)
  expect((await late.json()).error).toContain('Registration for this workshop has closed.')
  const unknown = await request.post('/uppedicon/participants/', {
    multipart: { ...uniqueDelegate('unknown'), workshops: '999999' },
    headers: { 'X-Forwarded-For': randomAddress() },
  })
  expect(unknown.status()).toBe(409)
  const bad = await request.post('/uppedicon/participants/', {
    multipart: { ...uniqueDelegate('bad'), workshops: 'abc' },
    headers: { 'X-Forwarded-For': randomAddress() },
  })
  expect(bad.status()).toBe(400)
  const plain = await register(request, uniqueDelegate('plain'))
  const fees = (await (await request.get('/uppedicon/registration/')).json()).fees
  expect(plain.amount).toBe(fees.find((f: { category: string }) => f.category === 'NonMember').amount)
  // An event that is not a workshop cannot be added either.
  const cme = await request.post('/uppedicon/event/', {
    headers: bearer(token),
    multipart: event('Evening CME', { registrable: 'false' }),
  })
  const notWorkshop = await request.post('/uppedicon/participants/', {
    multipart: { ...uniqueDelegate('cme'), workshops: String((await cme.json()).id) },
    headers: { 'X-Forwarded-For': randomAddress() },
  })
  expect(notWorkshop.status()).toBe(409)
  await request.delete('/uppedicon/event/', { headers: bearer(token), data: { id: closed.id } })
})

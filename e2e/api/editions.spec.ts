// Editions: GET /uppedicon/registration/, the organisers' /adminpanel/editions/ API
// with its validation, the registration window enforced on the server (409 with the issue's
// messages, beside the honest path), pricing by the day's slab, and creating and switching to the
// next edition. Runs alone after the other specs (project "editions"): it closes registration.
import { bearer, signIn } from '../support/admin'
import { expect, test } from '../support/fixtures'
import { initiate, register, uniqueDelegate } from '../support/registration'

interface Slab {
  label: string
  amount: number
  last_day: string | null
}
interface Edition {
  id: number
  number: number
  name: string
  registration_prefix: string
  opens_at: string
  closes_at: string
  current: boolean
  fees: { category: string; slabs: Slab[] }[]
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

let token: string
let original: Edition
test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  token = await signIn(request)
  const list = (await (
    await request.get('/adminpanel/editions/', { headers: bearer(token) })
  ).json()) as Edition[]
  original = list.find((e) => e.current)!
  await request.dispose()
})
// Whatever a test changed, the current edition and its window and fees are put back.
test.afterEach(async ({ request }) => {
  const { id, opens_at, closes_at, fees } = original
  await request.put(`/adminpanel/editions/?id=${id}`, {
    headers: bearer(token),
    data: { opens_at, closes_at, current: true },
  })
  await request.put(`/adminpanel/editions/fees/?id=${id}`, { headers: bearer(token), data: { fees } })
})

test('GET /uppedicon/registration/ gives the current edition, its state and today’s fees', async ({
  request,
}) => {
  const res = await request.get('/uppedicon/registration/')
  expect(res.status()).toBe(200)
  const body = await res.json()
  expect(body).toMatchObject({ edition: { number: original.number, name: original.name }, state: 'open' })
  expect(body.fees).toHaveLength(8)
  const nonMember = body.fees.find((f: { category: string }) => f.category === 'NonMember')
  expect(nonMember).toMatchObject({ label: 'Non-Member', amount: 6500, slab: 'Early bird' })
  expect(nonMember.valid_until).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  const senior = body.fees.find((f: { category: string }) => f.category === 'seniorcitizen')
  expect(senior.amount).toBe(0)
})

test('the organisers’ API needs a session and validates fees and windows (400 with fields)', async ({
  request,
}) => {
  expect((await request.get('/adminpanel/editions/')).status()).toBe(401)
  expect(
    (await request.put(`/adminpanel/editions/fees/?id=${original.id}`, { data: { fees: [] } })).status(),
  ).toBe(401)
  const withNonMember = (slabs: unknown[]) => ({
    fees: original.fees.map((f) => (f.category === 'NonMember' ? { category: f.category, slabs } : f)),
  })
  const cases: [string, unknown[], string][] = [
    [
      'overlapping slabs',
      [
        { label: 'Early bird', amount: 6500, last_day: '2027-01-31' },
        { label: 'Regular', amount: 7500, last_day: '2027-01-15' },
        { label: 'Spot', amount: 8500, last_day: null },
      ],
      'Slabs overlap: each ends after the one before.',
    ],
    [
      'a last slab that ends',
      [{ label: 'Regular', amount: 7500, last_day: '2027-01-31' }],
      'The last slab is open-ended.',
    ],
    [
      'a negative amount',
      [{ label: 'Regular', amount: -5, last_day: null }],
      'An amount cannot be negative.',
    ],
  ]
  for (const [what, slabs, message] of cases) {
    const res = await request.put(`/adminpanel/editions/fees/?id=${original.id}`, {
      headers: bearer(token),
      data: withNonMember(slabs),
    })
    expect(res.status(), what).toBe(400)
    const body = await res.json()
    expect(body.code, what).toBe('invalid')
    expect(Object.values(body.fields).flat(), what).toContain(message)
  }
  const window = await request.put(`/adminpanel/editions/?id=${original.id}`, {
    headers: bearer(token),
    data: { opens_at: '2026-12-01T00:00:00+05:30', closes_at: '2026-11-01T00:00:00+05:30' },
  })
  expect(window.status()).toBe(400)
  expect((await window.json()).fields.closes_at).toEqual(['Registration must close after it opens.'])
  // Only the window's closing time sent: checked against the stored opening.
  const closesOnly = await request.put(`/adminpanel/editions/?id=${original.id}`, {
    headers: bearer(token),
    data: { closes_at: '2000-01-01T00:00:00+05:30' },
  })
  expect(closesOnly.status()).toBe(400)
})

test('registration, payment and proof are refused with 409 while registration is not open', async ({
  request,
}) => {
  // Honest path first: open, a registration is accepted and its payment can start.
  const before = await register(request, uniqueDelegate('window'))
  expect(before.registration_number.startsWith(original.registration_prefix)).toBe(true)
  const hour = 3_600_000
  const close = await request.put(`/adminpanel/editions/?id=${original.id}`, {
    headers: bearer(token),
    data: {
      opens_at: new Date(Date.now() - 48 * hour).toISOString(),
      closes_at: new Date(Date.now() - hour).toISOString(),
    },
  })
  expect(close.status(), await close.text()).toBe(200)
  expect((await (await request.get('/uppedicon/registration/')).json()).state).toBe('closed')

  const refused = await request.post('/uppedicon/participants/', { multipart: uniqueDelegate('closed') })
  expect(refused.status()).toBe(409)
  expect(await refused.json()).toMatchObject({ error: 'Registration is closed.', code: 'conflict' })
  const pay = await request.post('/payment/initiatepayment/', {
    data: { participant_id: before.id, participant_token: before.token },
  })
  expect(pay.status()).toBe(409)
  expect((await pay.json()).error).toBe('Registration is closed.')
  // A proof for a registration whose payment never started (with its token: proofs always name one).
  const proof = await request.post('/uppedicon/paymentdetails/', {
    multipart: {
      participant_id: String(before.id),
      participant_token: before.token,
      payment_option: 'neft_rtgs',
      transaction_id: 'NEFT12345',
      transaction_date: today(),
      proof_of_payment: {
        name: 'proof.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      },
    },
  })
  expect(proof.status(), await proof.text()).toBe(409)
  expect((await proof.json()).error).toBe('Registration is closed.')

  // Upcoming: the message names the opening day.
  await request.put(`/adminpanel/editions/?id=${original.id}`, {
    headers: bearer(token),
    data: {
      opens_at: new Date(Date.now() + 48 * hour).toISOString(),
      closes_at: new Date(Date.now() + 96 * hour).toISOString(),
    },
  })
  const early = await request.post('/uppedicon/participants/', { multipart: uniqueDelegate('early') })
  expect(early.status()).toBe(409)
  expect((await early.json()).error).toMatch(/^Registration opens on \d{1,2} [A-Z][a-z]+ \d{4}\.$/)
})

test('prices by the slab of the day: the last early-bird day, then the day after', async ({ request }) => {
  const fees = (earlyLastDay: string) => ({
    fees: original.fees.map((f) => ({
      category: f.category,
      slabs: [
        { label: 'Early bird', amount: f.slabs[0].amount, last_day: earlyLastDay },
        {
          label: 'Regular',
          amount: f.slabs[0].amount + (f.slabs[0].amount > 100 ? 1000 : 0),
          last_day: null,
        },
      ],
    })),
  })
  const put = (d: string) =>
    request.put(`/adminpanel/editions/fees/?id=${original.id}`, { headers: bearer(token), data: fees(d) })
  expect((await put(today())).status()).toBe(200)
  const lastDay = await register(request, uniqueDelegate('lastday', { category: 'NonMember' }))
  expect(lastDay).toMatchObject({ amount: 6500, slab: { label: 'Early bird', valid_until: today() } })
  expect((await put(shift(today(), -1))).status()).toBe(200)
  const dayAfter = await register(request, uniqueDelegate('dayafter', { category: 'NonMember' }))
  expect(dayAfter).toMatchObject({ amount: 7500, slab: { label: 'Regular', valid_until: null } })
  // The early-bird registration's slab has ended: starting its payment re-prices it first.
  const repriced = await request.post('/payment/initiatepayment/', {
    data: { participant_id: lastDay.id, participant_token: lastDay.token },
  })
  expect(repriced.status()).toBe(200)
  // Its slab is still today's (it ends tonight), so its amount stands.
  expect(await repriced.json()).toMatchObject({ amount: '6500.00' })
  expect((await initiate(request, dayAfter)).amount).toBe('7500.00')
})

test('creating the next edition from the current one and switching to it', async ({ request }) => {
  const prefix = `E${String(Date.now()).slice(-6)}-`
  const created = await request.post('/adminpanel/editions/', {
    headers: bearer(token),
    data: { copy_from: original.id, registration_prefix: prefix },
  })
  expect(created.status(), await created.text()).toBe(201)
  const next = (await created.json()) as Edition & { starts_on: string }
  expect(next.number).toBeGreaterThan(original.number)
  expect(next.current).toBe(false)
  const early = next.fees.find((f) => f.category === 'NonMember')!.slabs[0]
  const was = original.fees.find((f) => f.category === 'NonMember')!.slabs[0]
  expect(early.last_day!.slice(0, 4)).toBe(String(Number(was.last_day!.slice(0, 4)) + 1))
  const again = await request.post('/adminpanel/editions/', {
    headers: bearer(token),
    data: { copy_from: original.id, registration_prefix: prefix },
  })
  expect(again.status()).toBe(409)

  // Open it now and make it current: the site and registration numbers follow.
  const switched = await request.put(`/adminpanel/editions/?id=${next.id}`, {
    headers: bearer(token),
    data: {
      current: true,
      opens_at: new Date(Date.now() - 3_600_000).toISOString(),
      closes_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  })
  expect(switched.status(), await switched.text()).toBe(200)
  const info = await (await request.get('/uppedicon/registration/')).json()
  expect(info).toMatchObject({ edition: { id: next.id, number: next.number }, state: 'open' })
  const reg = await register(request, uniqueDelegate('next'))
  expect(reg.registration_number.startsWith(prefix)).toBe(true)
  expect((reg as unknown as { edition: { id: number } }).edition.id).toBe(next.id)
})

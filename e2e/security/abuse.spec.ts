// Every public write is limited per client and per person (429 with
// Retry-After), JSON endpoints take only JSON, bodies and form field counts are bounded (the
// sandbox gateway included), and malformed percent-encoding is a 400. Attack beside honest path.
import http from 'node:http'
import { expect, test } from '../support/clients'
import { sql } from '../support/db'
import { uniqueDelegate } from '../support/registration'

const message = (email: string) => ({
  name: 'Asha Verma',
  email,
  mobile_number: '9876543210',
  message: 'Is there a workshop on neonatal resuscitation?',
})
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`

test('contact messages are limited per client (5 in 10 minutes) and per e-mail (5 an hour)', async ({
  client,
  server,
}) => {
  const spammer = await client()
  const answers = []
  for (let i = 0; i < 6; i++)
    answers.push(await spammer.post('/uppedicon/contactus/', { data: message(unique('sec-spam')) }))
  expect(answers.slice(0, 5).map((r) => r.status())).toEqual([201, 201, 201, 201, 201])
  expect(answers[5].status()).toBe(429)
  expect(Number(answers[5].headers()['retry-after'])).toBeGreaterThan(0)
  expect((await answers[5].json()).error).toMatch(
    /^Too many messages\. Please wait \d+ minutes? and try again\.$/,
  )

  // One victim address from many clients (the mail-bomb of a rotating attacker).
  const victim = unique('sec-victim')
  const statuses = []
  for (let i = 0; i < 6; i++)
    statuses.push((await (await client()).post('/uppedicon/contactus/', { data: message(victim) })).status())
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  const [n] = await sql(server, 'SELECT count(*)::int AS n FROM contact_messages WHERE email = $1', [victim])
  expect(n.n).toBe(5)
  // The honest path: anyone else is unaffected.
  expect(
    (await (await client()).post('/uppedicon/contactus/', { data: message(unique('sec-honest')) })).status(),
  ).toBe(201)
})

test('registrations of one e-mail are limited (no stream of mails to a victim), per client too', async ({
  client,
  server,
}) => {
  const d = uniqueDelegate('sec-regflood')
  const statuses = []
  for (let i = 0; i < 6; i++)
    statuses.push((await (await client()).post('/uppedicon/participants/', { multipart: d })).status())
  expect(statuses).toEqual([201, 409, 409, 409, 409, 429])
  const [jobs] = await sql(
    server,
    "SELECT count(*)::int AS n FROM jobs WHERE kind = 'mail.continue' AND payload->>'to' = $1",
    [d.email],
  )
  expect(jobs.n).toBe(4)
  const one = await client()
  const per = []
  for (let i = 0; i < 11; i++)
    per.push(
      (await one.post('/uppedicon/participants/', { multipart: uniqueDelegate('sec-regclient') })).status(),
    )
  expect(per.slice(0, 10).every((s) => s === 201)).toBe(true)
  expect(per[10]).toBe(429)
})

test('payment starts and status checks are limited per client and per registration', async ({ client }) => {
  const api = await client()
  const reg = (
    await (await client()).post('/uppedicon/participants/', { multipart: uniqueDelegate('sec-paylimit') })
  ).json()
  const { id, token } = (await reg) as { id: number; token: string }
  const statuses = []
  for (let i = 0; i < 31; i++)
    statuses.push(
      (await api.post('/payment/transactionstatus/', { form: { merchantTxnNo: 'NOSUCHTXN1' } })).status(),
    )
  expect(statuses.slice(0, 30).every((s) => s !== 429)).toBe(true)
  expect(statuses[30]).toBe(429)
  // Another client asking about another payment is unaffected.
  expect(
    (
      await (await client()).post('/payment/transactionstatus/', { form: { merchantTxnNo: 'NOSUCHTXN2' } })
    ).status(),
  ).not.toBe(429)
  expect(
    (
      await api.post('/payment/initiatepayment/', { data: { participant_id: id, participant_token: token } })
    ).status(),
  ).toBe(200)
})

test('JSON endpoints refuse anything but application/json (415), so no page posts without a preflight', async ({
  client,
  server,
}) => {
  const api = await client()
  const email = unique('sec-plain')
  const plain = await api.post('/uppedicon/contactus/', {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify(message(email)),
  })
  expect(plain.status()).toBe(415)
  const form = await api.post('/uppedicon/contactus/', { form: message(email) })
  expect(form.status()).toBe(415)
  for (const path of ['/adminpanel/login/', '/payment/initiatepayment/', '/adminpanel/resetpassword/'])
    expect(
      (
        await api.post(path, { headers: { 'content-type': 'text/plain' }, data: '{"email":"a@b.c"}' })
      ).status(),
    ).toBe(415)
  expect(await sql(server, 'SELECT id FROM contact_messages WHERE email = $1', [email])).toHaveLength(0)
  expect((await api.post('/uppedicon/contactus/', { data: message(email) })).status()).toBe(201)
})

/** A chunked POST (no Content-Length) of `total` bytes; answers the status the server gave. */
function chunkedPost(url: string, total: number, type: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { 'content-type': type } }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', (e) => (req.writableEnded ? reject(e) : undefined))
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    const pump = () => {
      while (sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

test('bodies are bounded everywhere (the sandbox too), and so are form field counts', async ({
  baseURL,
  client,
}) => {
  // 8 MB streamed to the sandbox's pay page: refused once past its limit, never read into memory.
  expect(
    await chunkedPost(
      `${baseURL}/sandbox-gateway/pg/portal/pay`,
      8 * 1024 * 1024,
      'application/x-www-form-urlencoded',
    ),
  ).toBe(413)
  expect(await chunkedPost(`${baseURL}/uppedicon/contactus/`, 8 * 1024 * 1024, 'application/json')).toBe(413)
  // A small form of many fields costs nothing: refused before parsing.
  const api = await client()
  const many = Array.from({ length: 2000 }, (_, i) => `f${i}=1`).join('&')
  const res = await api.post('/payment/transactionstatus/', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: `merchantTxnNo=NOSUCHTXN3&${many}`,
  })
  expect(res.status()).toBe(413)
  expect(
    (await api.post('/payment/transactionstatus/', { form: { merchantTxnNo: 'NOSUCHTXN3' } })).status(),
  ).toBe(404)
})

test('malformed percent-encoding is a 400, not a 500', async ({ client }) => {
  const api = await client()
  for (const path of ['/receipt/%ff%fe', '/uploads/members/%ff.webp'])
    expect((await api.get(path)).status(), path).toBe(400)
  // Well-formed unknown addresses are still 404s.
  expect((await api.get('/receipt/unknown')).status()).toBe(404)
  expect((await api.get('/uploads/members/unknown.webp')).status()).toBe(404)
})

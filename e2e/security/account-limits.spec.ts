// Limits that hold under parallel requests, no lock-out of the administrator
// by strangers, and sign-in bursts that do not take the server down. Each attack is replayed
// beside the honest path. Every test uses an administrator and client addresses of its own.
import type { APIRequestContext } from '@playwright/test'
import { createAdmin, loginStatus, resetCode } from '../support/admin'
import { expect, randomNetwork, test } from '../support/clients'
import { sql } from '../support/db'
import { readMails, waitForMail } from '../support/mail'

const wrong = (email: string) => ({ email, password: 'Wrong@2025' })
const statuses = async (responses: Promise<{ status(): number }>[]) =>
  (await Promise.all(responses)).map((r) => r.status()).sort()
const ask = (client: APIRequestContext, email: string) =>
  client.get(`/adminpanel/requestpassword/?email=${encodeURIComponent(email)}`)
const verify = (client: APIRequestContext, email: string, otp: string) =>
  client.post('/adminpanel/requestpassword/', { data: { email, otp } })
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000')

test('12 parallel wrong passwords for one e-mail: at most 5 are checked, the rest are 429', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-parallel-login')
  const attacker = await client()
  const responses = await Promise.all(
    Array.from({ length: 12 }, () => attacker.post('/adminpanel/login/', { data: wrong(admin.email) })),
  )
  expect(responses.map((r) => r.status()).sort()).toEqual([...Array(5).fill(401), ...Array(7).fill(429)])
  for (const r of responses.filter((r) => r.status() === 429))
    expect(Number(r.headers()['retry-after'])).toBeGreaterThan(0)
  // Beside it, the honest administrator on their own client signs in.
  expect(await loginStatus(await client(), admin)).toBe(200)
})

test('24 parallel wrong codes, then the right one: the right one is refused', async ({ client, server }) => {
  const admin = await createAdmin(server, 'sec-parallel-code')
  const attacker = await client()
  const code = await resetCode(attacker, server, admin.email)
  const results = await statuses(
    Array.from({ length: 24 }, () => verify(attacker, admin.email, otherThan(code))),
  )
  expect(results.filter((s) => s === 400)).toHaveLength(5)
  expect(results.filter((s) => s === 429)).toHaveLength(19)
  expect((await verify(attacker, admin.email, code)).status()).toBe(429)
  const [row] = await sql<{ attempts: number }>(
    server,
    'SELECT attempts FROM one_time_codes c JOIN admins a ON a.id = c.admin_id WHERE a.email = $1',
    [admin.email],
  )
  expect(row.attempts).toBe(5)
})

test('failures from one client never block another: a stranger locks only itself out', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-stranger')
  const stranger = await client()
  for (let i = 0; i < 5; i++) expect(await loginStatus(stranger, wrong(admin.email))).toBe(401)
  expect(await loginStatus(stranger, admin)).toBe(429)
  // The report's lock-out: ten anonymous requests (five failed sign-ins, five code requests)…
  for (let i = 0; i < 5; i++) await ask(stranger, admin.email)
  // …and the administrator, on a client of their own, still signs in and gets a code.
  const owner = await client()
  expect(await loginStatus(owner, admin)).toBe(200)
  expect((await ask(owner, admin.email)).status()).toBe(200)
})

test('rotating addresses inside one IPv6 /64 earns no fresh attempts', async ({ client, server }) => {
  const admin = await createAdmin(server, 'sec-ipv6')
  const host = randomNetwork()
  for (let i = 1; i <= 5; i++) expect(await loginStatus(await client(host(i)), wrong(admin.email))).toBe(401)
  expect(await loginStatus(await client(host(6)), admin)).toBe(429)
  expect(await loginStatus(await client(randomNetwork()(1)), admin)).toBe(200)
})

test('a trusted device signs in and gets codes whatever many strangers do', async ({ client, server }) => {
  const admin = await createAdmin(server, 'sec-device')
  const mailsTo = (email: string) => readMails(server).filter((m) => m.to.includes(email)).length
  const device = await client()
  expect(await loginStatus(device, admin)).toBe(200)

  // A distributed attack: six addresses, five wrong passwords each, empties the pool that the
  // account's unknown clients share (30 an hour)…
  for (let a = 0; a < 6; a++) {
    const bot = await client()
    expect(
      await statuses(
        Array.from({ length: 5 }, () => bot.post('/adminpanel/login/', { data: wrong(admin.email) })),
      ),
    ).toEqual(Array(5).fill(401))
  }
  const unknown = await (await client()).post('/adminpanel/login/', { data: admin })
  expect(unknown.status()).toBe(429)
  expect((await unknown.json()).error).toContain('devices it has not signed in from')
  // …but the administrator's trusted device is not an unknown client.
  expect(await loginStatus(device, admin)).toBe(200)

  // Likewise the code requests: strangers use up the unknown clients' quota (10 an hour)…
  let mailed = 0
  for (let a = 0; a < 4; a++) {
    const bot = await client()
    for (let i = 0; i < 3; i++) if ((await ask(bot, admin.email)).status() === 200) mailed++
  }
  expect(mailed).toBe(10)
  expect((await ask(await client(), admin.email)).status()).toBe(429)
  // …never the trusted device's, and their codes neither replace nor spend the administrator's.
  // (Codes are mailed in the background: the strangers' must all be in before the device's.)
  await expect.poll(() => mailsTo(admin.email)).toBe(mailed)
  expect((await ask(device, admin.email)).status()).toBe(200)
  await expect.poll(() => mailsTo(admin.email)).toBe(mailed + 1)
  const code = /\b(\d{6})\b/.exec((await waitForMail(admin.email, { server })).text)![1]
  const bot = await client()
  for (let i = 0; i < 5; i++) await verify(bot, admin.email, otherThan(code))
  expect((await verify(bot, admin.email, code)).status()).not.toBe(200)
  expect((await verify(device, admin.email, code)).status()).toBe(200)
})

test('30 parallel sign-ins are all answered (queued hashing), and public reads go on meanwhile', async ({
  client,
  server,
}) => {
  // Hashing yields to the other work of a busy machine (lib/auth/password.ts): the last of the 30
  // may wait a while, but is answered, and never with a 5xx.
  test.setTimeout(180_000)
  const admin = await createAdmin(server, 'sec-burst')
  const clients = await Promise.all(Array.from({ length: 30 }, () => client()))
  const reader = await client()
  const [logins, reads] = await Promise.all([
    Promise.all(clients.map((c) => c.post('/adminpanel/login/', { data: admin, timeout: 170_000 }))),
    Promise.all(Array.from({ length: 10 }, () => reader.get('/uppedicon/members/?designation=president'))),
  ])
  expect(logins.map((r) => r.status())).toEqual(Array(30).fill(200))
  expect(reads.map((r) => r.status())).toEqual(Array(10).fill(200))
})

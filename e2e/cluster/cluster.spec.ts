// Two instances of one build on PostgreSQL and Redis behind a round-robin proxy (docs/operations.md, "Running
// several servers"): they start together on an empty database and prepare it once; what one
// instance writes or signs, the other serves at once; a form's server action accepts the site's
// address though the proxy rewrites Host (the address is read at start, not built in); SIGTERM on one during a burst of
// registrations loses none it acknowledged, and the other keeps serving; `kill -9` of one while it
// mails confirmations loses none: every paid delegate gets exactly one confirmation (a repeat, under
// the same Message-ID, only of what was mid-send). An instance started on a port already taken
// stops, saying why; one whose log stream closes keeps answering, idles, and still stops on SIGTERM.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import Redis from 'ioredis'
import pg from 'pg'
import sharp from 'sharp'
import { startSmtpSink, type SmtpSink } from '../../test/smtp'
import { ADMIN } from '../support/admin'
import { CLUSTER_PORTS, cpuSecondsOf, startCluster, waitForHealth, type Cluster } from '../support/cluster'
import { randomAddress } from '../support/fixtures'
import { advice, initiate, payerChooses, register, uniqueDelegate } from '../support/registration'
import { ROOT } from '../support/servers'

test.describe.configure({ mode: 'serial' })
test.setTimeout(600_000)

let cluster: Cluster
let smtp: SmtpSink

test.beforeAll(async () => {
  test.setTimeout(1_200_000) // the first run builds the site (several minutes on a busy machine)
  smtp = await startSmtpSink()
  cluster = await startCluster(2, { SMTP_URL: smtp.url })
})
test.afterAll(async () => {
  await cluster?.stop()
  await smtp?.close()
  // The instances' logs, for a failure's post-mortem.
  fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true })
  for (const i of cluster?.instances ?? [])
    fs.writeFileSync(path.join(ROOT, 'test-results', `cluster-instance-${i.port}.log`), i.output())
})

async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(text, params)).rows
  } finally {
    await client.end()
  }
}

async function signIn(url: string) {
  const res = await fetch(`${url}/adminpanel/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

function registrationForm(tag: string) {
  const form = new FormData()
  for (const [k, v] of Object.entries(uniqueDelegate(tag))) form.append(k, v)
  return form
}

test('two instances started together on an empty database migrate and seed it once', async () => {
  const [a, b] = cluster.instances
  const seeded = [a, b].filter((i) => i.output().includes('empty database: creating the demo content'))
  const applied = [a, b].filter((i) => /applied migration/.test(i.output()))
  expect(seeded, `${a.output()}\n----\n${b.output()}`).toHaveLength(1)
  expect(applied).toHaveLength(1)
  const [{ n: admins }] = await sql<{ n: number }>(
    "SELECT count(*)::int AS n FROM admins WHERE role = 'admin'",
  )
  expect(admins).toBe(1)
  const twice = await sql('SELECT name FROM members GROUP BY name HAVING count(*) > 1')
  expect(twice).toEqual([])
  // Both serve the seeded pictures from the database's file store.
  const [picture] = await sql<{ key: string }>(
    "SELECT key FROM stored_files WHERE key LIKE 'members/%' LIMIT 1",
  )
  for (const i of [a, b]) {
    const res = await fetch(`${i.url}/uploads/${picture.key}`)
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/webp'])
  }
  for (const i of [a, b]) expect((await fetch(`${i.url}/readyz`)).status).toBe(200)
})

test('a session issued by A works on B', async () => {
  const [a, b] = cluster.instances
  const token = await signIn(a.url)
  const stats = await fetch(`${b.url}/adminpanel/stats/`, { headers: { Authorization: `Bearer ${token}` } })
  expect(stats.status, await stats.clone().text()).toBe(200)
  // And a registration's token signed by A is accepted by B.
  const registered = await fetch(`${a.url}/uppedicon/participants/`, {
    method: 'POST',
    body: registrationForm('token'),
  })
  expect(registered.status).toBe(201)
  const { id, token: registrationToken } = (await registered.json()) as { id: number; token: string }
  // B checks the registration token A signed: a payment proof sent to B for it is taken…
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer()
  const proof = (registrationTokenSent: string) => {
    const form = new FormData()
    form.append('participant_id', String(id))
    form.append('participant_token', registrationTokenSent)
    form.append('payment_option', 'neft_rtgs')
    form.append('transaction_id', 'TXN123')
    form.append('transaction_date', '2025-10-01')
    form.append('proof_of_payment', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'proof.png')
    return fetch(`${b.url}/uppedicon/paymentdetails/`, { method: 'POST', body: form })
  }
  expect((await proof('forged-token')).status).toBe(403)
  const sent = await proof(registrationToken)
  expect(sent.status, await sent.clone().text()).toBe(201)
  // …and stored where A reads it: the administrator opens it on A.
  const [stored] = await sql<{ proof_of_payment: string }>(
    'SELECT proof_of_payment FROM payment_proofs WHERE participant_id = $1',
    [id],
  )
  const file = await fetch(`${a.url}/adminpanel/files/${stored.proof_of_payment}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/png'])
  expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true)
})

test('an admin edit through A is on B’s page at the next request', async () => {
  const [a, b] = cluster.instances
  const token = await signIn(a.url)
  const auth = { Authorization: `Bearer ${token}` }
  // B has /about cached (in Redis) before the edit; the member edited is one it shows.
  const before = await (await fetch(`${b.url}/about`)).text()
  const members = await sql<{ id: number; name: string }>('SELECT id, name FROM members ORDER BY id')
  const member = members.find((m) => before.includes(`>${m.name}<`))!
  expect(member, 'a member shown on /about').toBeTruthy()
  for (let round = 1; round <= 3; round++) {
    const name = `Dr Cluster ${['One', 'Two', 'Three'][round - 1]} ${Date.now().toString(36).replace(/\d/g, '')}`
    const form = new FormData()
    form.append('name', name)
    const written = await fetch(`${a.url}/uppedicon/members/?id=${member.id}`, {
      method: 'PUT',
      headers: auth,
      body: form,
    })
    expect(written.status, await written.clone().text()).toBe(200)
    expect(
      (await (await fetch(`${b.url}/about`)).text()).includes(`>${name}<`),
      `B's /about shows ${name}`,
    ).toBe(true)
    expect(
      (await (await fetch(`${b.url}/uppedicon/members/`)).text()).includes(name),
      'B answers the new name',
    ).toBe(true)
  }
})

test('the gateway’s return is answered from a shell kept from its plain path, holding no payer’s number', async () => {
  const [a, b] = cluster.instances
  const redis = new Redis(cluster.env.REDIS_URL!)
  // The page's entry in the shared page cache (one key per build and route).
  const stored = async () => {
    const keys = await redis.keys(`${cluster.env.REDIS_PREFIX}cache:page:*/$/payment`)
    return keys.length ? ((await redis.get(keys[0])) ?? '') : ''
  }
  try {
    expect(await stored()).toBe('')
    // A return from the gateway (the payer's number in the query) through A: Next writes the address
    // into the shell it renders, so that shell is not kept, and A renders the page from its path alone.
    const first = 'UP2612081001AAAA'
    expect((await fetch(`${a.url}/payment?txn=${first}`)).status).toBe(200)
    await expect.poll(stored, { timeout: 15_000 }).toContain('"postponed"')
    const shell = await stored()
    expect(shell).not.toContain(first)
    // The next returns are answered from it, through A and B, each with its payer's own address.
    for (const [instance, txn] of [
      [a, 'UP2612081002BBBB'],
      [b, 'UP2612081003CCCC'],
    ] as const) {
      const page = await (await fetch(`${instance.url}/payment?txn=${txn}`)).text()
      expect(page).toContain(txn)
      expect(page).not.toContain(first)
    }
    expect(await stored()).toBe(shell)
  } finally {
    redis.disconnect()
  }
})

test('a form posted without JavaScript through the proxy, which rewrites Host, is accepted', async ({
  browser,
}) => {
  // The proxy sends each instance its own address as Host; the browser's Origin is the site's
  // address (SITE_URL), which the server reads when it starts: the suite's build was made for
  // another address, so a build-time value would refuse this form.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const message = `Cluster contact ${Date.now()}`
  await page.goto(`${cluster.proxy.url}/contact-us`)
  await page.getByLabel('Name').fill('Asha Verma')
  await page.getByLabel('E-mail').fill('asha.verma@example.org')
  await page.getByLabel('Phone').fill('9876501234')
  await page.getByRole('textbox', { name: 'Message' }).fill(message)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
  expect(await sql('SELECT 1 FROM contact_messages WHERE message = $1', [message])).toHaveLength(1)
  await context.close()
})

test('a payment started through A is approved and confirmed through B', async ({ playwright }) => {
  const [a, b] = cluster.instances
  const viaA = await playwright.request.newContext({ baseURL: a.url })
  const viaB = await playwright.request.newContext({ baseURL: b.url })
  const reg = await register(viaA, uniqueDelegate('cross'))
  const sale = await initiate(viaA, reg)
  // The payer's browser reaches the sandbox's page through B, and the bank's advice arrives at B:
  // the sale A started (its state in the database, its signature from the shared key) is B's too.
  const pageOnB = `${b.url}${new URL(sale.redirectURI).pathname}`
  const { fields } = await payerChooses(viaB, { redirectURI: pageOnB, tranCtx: sale.tranCtx }, 'approve')
  const answered = await advice(viaB, fields)
  expect(answered.status(), await answered.text()).toBe(200)
  const [row] = await sql<{ status: string }>('SELECT status::text FROM participants WHERE id = $1', [reg.id])
  expect(row.status).toBe('paid')
  await Promise.all([viaA.dispose(), viaB.dispose()])
})

test('kill -9 on A while it mails confirmations: every paid delegate gets exactly one', async ({
  playwright,
}) => {
  const [a] = cluster.instances
  const viaA = await playwright.request.newContext({ baseURL: a.url })
  // A slow mail server (2 s a mail): A's runners are mid-send when it dies.
  smtp.setDelay(2000)
  const N = 16
  const delegates = await Promise.all(
    Array.from({ length: N }, async (_, i) => {
      const d = uniqueDelegate(`crash${i}`)
      const reg = await register(viaA, d)
      const sale = await initiate(viaA, reg)
      const { fields } = await payerChooses(viaA, sale, 'approve')
      // The bank's advice reaches A, which confirms the payment and starts mailing at once.
      expect((await advice(viaA, fields)).status()).toBe(200)
      return { id: reg.id, email: d.email }
    }),
  )
  const emails = new Set(delegates.map((d) => d.email))
  const confirmations = () =>
    smtp.received.filter(
      (m) => emails.has(m.to[0]) && /confirmed/.test(m.raw.match(/^Subject:.*$/m)?.[0] ?? ''),
    )
  await expect
    .poll(() => confirmations().length, { timeout: 60_000, intervals: [50] })
    .toBeGreaterThanOrEqual(1)
  a.crash()
  const [{ n: midRun }] = await sql<{ n: number }>(
    "SELECT count(*)::int AS n FROM jobs WHERE kind = 'mail.confirmation' AND status = 'running'",
  )
  await a.exited
  smtp.setDelay(0)

  // B takes over what A held once its lease runs out (30 s) at its next sweep. (A mail that A was
  // sending may reach the mail server even so: the server takes it in after A died, and B's run of
  // that job repeats it.)
  const statuses = async () =>
    (
      await sql<{ status: string }>(
        "SELECT status::text FROM jobs WHERE kind = 'mail.confirmation' AND entity_id = ANY($1::text[])",
        [delegates.map((d) => String(d.id))],
      )
    ).map((j) => j.status)
  await expect.poll(statuses, { timeout: 150_000, intervals: [1000] }).toEqual(Array(N).fill('done'))
  expect(new Set(confirmations().map((m) => m.to[0])).size).toBe(N)
  const perDelegate = new Map<string, Set<string>>()
  for (const m of confirmations())
    perDelegate.set(m.to[0], (perDelegate.get(m.to[0]) ?? new Set()).add(m.messageId))
  // One confirmation each: a repeat carries the first one's Message-ID.
  expect([...perDelegate.values()].map((ids) => ids.size)).toEqual(Array(N).fill(1))
  const repeats = confirmations().length - N
  expect(repeats, 'only a mail that was mid-send when A died went twice').toBeLessThanOrEqual(midRun)
  const jobs = await sql<{ status: string; attempts: number }>(
    "SELECT status::text, attempts FROM jobs WHERE kind = 'mail.confirmation' AND entity_id = ANY($1::text[])",
    [delegates.map((d) => String(d.id))],
  )
  expect(jobs.map((j) => j.status)).toEqual(Array(N).fill('done'))
  expect(
    jobs.some((j) => j.attempts > 1),
    'a confirmation A had claimed ran again on B',
  ).toBe(true)
  await viaA.dispose()

  // A comes back for the tests that follow.
  const restarted = cluster.start(a.port)
  cluster.instances.splice(cluster.instances.indexOf(a), 1)
  cluster.instances.splice(cluster.instances.indexOf(restarted), 1)
  cluster.instances.unshift(restarted)
  await waitForHealth(restarted.url)
})

test('SIGTERM on A during 200 registrations loses none it acknowledged; B keeps serving', async () => {
  const [a, b] = cluster.instances
  const acknowledged: { id: number; email: string }[] = []
  const failures: { email: string; error: string }[] = []
  let sent = 0
  const worker = async () => {
    while (sent < 200) {
      sent++
      const form = registrationForm(`burst${sent}`)
      const email = String(form.get('email'))
      try {
        const res = await fetch(`${cluster.proxy.url}/uppedicon/participants/`, {
          method: 'POST',
          body: form,
          headers: { 'X-Forwarded-For': randomAddress() },
        })
        if (res.status === 201) acknowledged.push({ id: ((await res.json()) as { id: number }).id, email })
        else failures.push({ email, error: `${res.status} ${await res.text()}` })
      } catch (error) {
        failures.push({ email, error: String(error) })
      }
    }
  }
  const burst = Promise.all(Array.from({ length: 20 }, worker))
  while (sent < 40) await new Promise((r) => setTimeout(r, 20))
  a.child.kill('SIGTERM')
  await burst
  expect(await a.exited).toBe(0)
  expect(a.output()).toContain('drained: every accepted request finished')

  const ids = acknowledged.map((r) => r.id)
  const stored = await sql<{ id: number; email: string }>(
    'SELECT id, email FROM participants WHERE id = ANY($1::int[])',
    [ids],
  )
  expect(stored.length, 'every acknowledged registration is stored').toBe(acknowledged.length)
  expect(new Set(stored.map((r) => r.email))).toEqual(new Set(acknowledged.map((r) => r.email)))
  // A refused connection is retried on B, and A takes the connections queued in the kernel before
  // it closes its listener (closing it would reset them, POSTs included, which no balancer sends
  // again): nothing fails.
  expect(failures, 'the proxy retried what the stopping instance refused').toEqual([])
  expect(acknowledged.length).toBe(200)

  // B keeps serving, directly and through the proxy (A's port now refuses).
  expect((await fetch(`${b.url}/`)).status).toBe(200)
  for (let i = 0; i < 4; i++) expect((await fetch(`${cluster.proxy.url}/about`)).status).toBe(200)
})

test('an instance whose port is taken stops, saying why, instead of running without listening', async () => {
  const [, b] = cluster.instances
  const second = cluster.start(b.port)
  const code = await Promise.race([
    second.exited,
    new Promise((r) => setTimeout(() => r('running'), 120_000)),
  ])
  expect(code, second.output()).toBe(1)
  expect(second.output()).toContain(`cannot listen on port ${b.port}`)
  expect((await fetch(`${b.url}/healthz`)).status).toBe(200)
})

test('an instance whose log stream closed keeps answering, and idles', async () => {
  const port = CLUSTER_PORTS.instances[1] + 4
  // Production's log lines: one per request.
  const instance = cluster.start(port, { LOG_FORMAT: 'json' })
  await waitForHealth(instance.url)
  // The reader of its output goes away: every line it writes now fails (EPIPE).
  instance.child.stdout?.destroy()
  instance.child.stderr?.destroy()
  for (const path of ['/', '/about', '/no-such-page'])
    await (await fetch(`${instance.url}${path}`)).arrayBuffer()
  await new Promise((r) => setTimeout(r, 1000))
  const before = cpuSecondsOf([instance]) * 1000
  await new Promise((r) => setTimeout(r, 3000))
  expect(cpuSecondsOf([instance]) * 1000 - before, 'CPU ms used in 3 s of quiet').toBeLessThan(600)
  expect((await fetch(`${instance.url}/about`)).status).toBe(200)
  // And it still stops when told to: the launcher passes SIGTERM on, the server drains and exits.
  instance.child.kill('SIGTERM')
  const code = await Promise.race([
    instance.exited,
    new Promise((r) => setTimeout(() => r('running'), 60_000)),
  ])
  expect(code).toBe(0)
  expect(cpuSecondsOf([instance]) * 1000, 'no process of the instance is left').toBe(0)
})

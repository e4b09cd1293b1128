// The outbox in the running site (lib/jobs, docs/architecture.md): a free registration's
// confirmation is sent right after the answer, once; the sweep of the site's instance
// (instrumentation.ts) sends a mail no request kicked (left by a stopped instance), and sends again
// a mail that a stopped instance was sending: at least once, under the job's own Message-ID, so the
// delegate's mail program shows a repeat as one message (lib/jobs/jobs.test.ts checks the id).
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { readMails, waitForMail } from '../support/mail'
import { register, uniqueDelegate } from '../support/registration'

const jobsOf = (server: Parameters<typeof sql>[0], id: number) =>
  sql<{ status: string; attempts: number; idempotency_key: string }>(
    server,
    "SELECT status, attempts, idempotency_key FROM jobs WHERE entity = 'registration' AND entity_id = $1 ORDER BY id",
    [String(id)],
  )

test('a free registration is confirmed by mail right after the answer, once', async ({ request, server }) => {
  const d = uniqueDelegate('outbox-free', { category: 'seniorcitizen' })
  const reg = await register(request, d)
  expect(reg.status).toBe('free')
  const mail = await waitForMail(d.email, { server })
  expect(mail.subject).toContain(`registration ${reg.registration_number} confirmed`)
  await expect
    .poll(async () => (await jobsOf(server, reg.id)).map((j) => [j.status, j.attempts]))
    .toEqual([['done', 1]])
  expect(readMails(server).filter((m) => m.to.includes(d.email))).toHaveLength(1)
})

test('the sweep sends what no request kicked, and again what a stopped instance was sending', async ({
  request,
  server,
}) => {
  const d = uniqueDelegate('outbox-sweep', { category: 'seniorcitizen' })
  const reg = await register(request, d)
  await waitForMail(d.email, { server })
  const payload = JSON.stringify({ participantId: reg.id, transactionId: null, to: d.email })
  const insert = `INSERT INTO jobs (kind, payload, idempotency_key, entity, entity_id, status, attempts, locked_until, updated_at)
    VALUES ('mail.confirmation', $1, $2, 'registration', $3, $4, $5, $6, now())`
  // Queued by an instance that stopped before running it…
  await sql(server, insert, [payload, `e2e-queued-${reg.id}`, String(reg.id), 'queued', 0, null])
  // …and one that an instance was sending when it stopped (its lease has run out).
  const past = new Date(Date.now() - 60_000)
  await sql(server, insert, [payload, `e2e-sending-${reg.id}`, String(reg.id), 'running', 1, past])

  const mails = () => readMails(server).filter((m) => m.to.includes(d.email))
  await expect.poll(() => mails().length, { timeout: 20_000 }).toBe(3)
  await expect
    .poll(async () => (await jobsOf(server, reg.id)).map((j) => [j.status, j.attempts]), { timeout: 20_000 })
    .toEqual([
      ['done', 1],
      ['done', 1],
      ['done', 2],
    ])
  // Each job once more: nothing is sent a third time.
  await new Promise((r) => setTimeout(r, 3_000))
  expect(mails()).toHaveLength(3)
})

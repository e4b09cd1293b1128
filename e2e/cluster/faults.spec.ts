// Faults without fallout (e2e/support/faults.ts): two instances on a PostgreSQL and a Redis of this
// suite's own behind nginx running deploy/nginx.conf (the e2e proxy where nginx is missing), with
// delegates registering and visitors reading pages while Redis is killed, PostgreSQL restarted,
// an instance SIGTERMed and another kill -9ed. Each time: every acknowledged registration and
// payment is stored, none twice, every paid delegate gets one confirmation mail, no payment is
// started twice, no request hangs, no 502 while an instance is up, and a 503 (where nothing can
// stand in for the missing part) comes fast with Retry-After. Small counts: the bench
// (`npm run bench -- faults`) runs the same scenarios longer and larger.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { CLUSTER_PORTS } from '../support/cluster'
import {
  HANG_MS,
  instanceStopped,
  postgresRestarted,
  redisKilled,
  slowClients,
  startFaults,
  type FaultReport,
  type Faults,
} from '../support/faults'
import { ROOT } from '../support/servers'

test.describe.configure({ mode: 'serial' })
test.setTimeout(300_000)

let faults: Faults
const COUNTS = { readers: 2, registrants: 2, faultMs: 6000 }

test.beforeAll(async () => {
  test.setTimeout(1_200_000) // the first run builds the site (shared with cluster.spec.ts)
  faults = await startFaults()
})
test.afterAll(async () => {
  // The instances' and the balancer's logs, for a failure's post-mortem (before the balancer's
  // folder goes with it).
  fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, 'test-results', 'faults-balancer.log'), faults?.cluster.proxy.log() ?? '')
  await faults?.stop()
  for (const i of faults?.cluster.instances ?? [])
    fs.appendFileSync(path.join(ROOT, 'test-results', `faults-instance-${i.port}.log`), i.output())
})

/** What every scenario must hold. */
function holds(result: FaultReport) {
  const failures = result.answers.filter(
    (a) => a.status === 0 || a.status >= 500 || a.ended - a.started > HANG_MS,
  )
  const summary = `${result.fault} through ${result.balancer}: ${JSON.stringify({ ...result, answers: undefined })}\n${failures
    .slice(0, 10)
    .map(
      (a) =>
        `${a.method} ${a.path} ${a.status} at ${a.started - result.from} ms, after ${a.ended - a.started} ms: ${a.error ?? ''}`,
    )
    .join('\n')}`
  expect(result.acknowledged, summary).toBeGreaterThan(0)
  expect(result.present, `acknowledged = present. ${summary}`).toBe(result.acknowledged)
  expect(result.duplicates, `no registration done twice. ${summary}`).toBe(0)
  expect(result.hung, `no answer slower than ${HANG_MS} ms. ${summary}`).toBe(0)
  expect(result.unavailableWithoutRetryAfter, `every 503 says when to retry. ${summary}`).toBe(0)
  expect(result.paid, `payments acknowledged. ${summary}`).toBeGreaterThan(0)
  expect(result.paidPresent, `every acknowledged payment is stored. ${summary}`).toBe(result.paid)
  expect(result.mailed, `every paid delegate got a confirmation. ${summary}`).toBe(result.paidStored)
  expect(
    result.mailedTwice,
    `no confirmation written twice (a repeat keeps its Message-ID). ${summary}`,
  ).toBe(0)
  expect(result.duplicateAttempts, `no payment started twice. ${summary}`).toBe(0)
  return summary
}

test('Redis killed: pages render from the database, limits count in PostgreSQL, /readyz says Redis is down', async () => {
  const result = await redisKilled(faults, { ...COUNTS, faultMs: 10_000 })
  const summary = holds(result)
  expect(result.waitedForRecovery, `no request waits for Redis to come back. ${summary}`).toBe(0)
  expect(result.serverErrors, `no 5xx: everything has a fallback. ${summary}`).toBe(0)
  expect(result.unanswered, summary).toBe(0)
  expect(result.mailRepeats, `no mail delivered twice. ${summary}`).toBe(0)
  // Still ready (the site serves without Redis), and it says what is down.
  for (const r of result.readiness)
    expect(r).toMatchObject({ httpStatus: 200, database: 'ok', redis: 'down' })
})

test('PostgreSQL restarted: fast 503s with Retry-After, no 502, back when it is', async () => {
  const result = await postgresRestarted(faults, COUNTS)
  const summary = holds(result)
  expect(result.badGateway, `no 502 while both instances are up. ${summary}`).toBe(0)
  expect(result.unanswered, summary).toBe(0)
  expect(result.serverErrors, summary).toBe(result.unavailable)
  // A mail sent while the database was away may go again (its job could not be marked done).
  expect(result.mailRepeats, summary).toBeLessThanOrEqual(COUNTS.registrants)
  // The instances serve again within seconds of the database.
  expect(result.recoveryMs, summary).toBeLessThan(5000)
})

test('an instance SIGTERMed mid-burst drains: nothing refused, nothing lost', async () => {
  const result = await instanceStopped(faults, COUNTS, 'SIGTERM')
  const summary = holds(result)
  expect(result.exitCode).toBe(0)
  expect(result.output).toContain('drained: every accepted request finished')
  expect(result.serverErrors, `the other instance took everything. ${summary}`).toBe(0)
  expect(result.unanswered, summary).toBe(0)
  expect(result.mailRepeats, `a draining instance finishes its mails. ${summary}`).toBe(0)
})

test('an instance kill -9ed mid-burst: only the registrations it had in hand fail, none done twice', async () => {
  const result = await instanceStopped(faults, COUNTS, 'SIGKILL')
  const summary = holds(result)
  // A page is retried on the other instance; a registration the dead instance had in hand may have
  // been stored, so it is not sent again: 502 (or its answer cut off, if nginx had begun to pass it
  // on), and only for those in flight at the kill (sent before the killed process was gone).
  const inFlight = (a: FaultReport['answers'][number]) => a.started <= result.dead && a.ended >= result.from
  const failed = result.answers.filter((a) => a.status === 0 || a.status >= 500)
  expect(
    failed.filter((a) => !([502, 0].includes(a.status) && a.method === 'POST' && inFlight(a))),
    summary,
  ).toEqual([])
  expect(failed.length, summary).toBeLessThanOrEqual(COUNTS.registrants)
  // Only a mail that was mid-send when the instance died may go twice.
  expect(result.mailRepeats, summary).toBeLessThanOrEqual(COUNTS.registrants)
})

test('slow clients are cut off: connections that never finish their headers are closed, the site answers meanwhile', async () => {
  const direct = faults.instance(CLUSTER_PORTS.instances[0])
  const [balancerClosed, instanceClosed, health] = await Promise.all([
    slowClients(CLUSTER_PORTS.proxy, 100, 25_000),
    slowClients(direct.port, 100, 25_000),
    (async () => {
      await new Promise((r) => setTimeout(r, 2000))
      const started = Date.now()
      const res = await fetch(`${direct.url}/healthz`)
      return { status: res.status, ms: Date.now() - started }
    })(),
  ])
  // 10 s for the headers (scripts/serve.ts, deploy/nginx.conf), checked every second.
  expect(instanceClosed.filter((ms) => ms === null || ms > 15_000)).toEqual([])
  expect(balancerClosed.filter((ms) => ms === null || ms > 15_000)).toEqual([])
  expect(health.status).toBe(200)
  expect(health.ms).toBeLessThan(HANG_MS)
})

// The fault suite's parts, shared by e2e/cluster/faults.spec.ts (small counts, in `npm test`) and
// `npm run bench -- faults` (larger counts, a table): two instances of one build on a PostgreSQL
// server and a Redis of the suite's own (so killing them touches nobody else), behind nginx running
// deploy/nginx.conf (or the e2e proxy where nginx is not installed), delegates registering and
// visitors reading pages while a fault is injected. Each scenario answers a report: what was sent,
// acknowledged and stored, every answer's status and time.
//
// Each registrant also pays (starts the payment, approves it on the sandbox's page, and posts the
// bank's advice), so a report also holds what was paid, whether each paid delegate got their
// confirmation mail once, and whether a retried request started a second payment attempt.
//
// A scenario is a function of the running suite (`Faults`) and its counts; a new one is one more
// such function and one more test.
import { execFileSync } from 'node:child_process'
import net from 'node:net'
import pg from 'pg'
import { startTestPgCluster, type TestPgCluster } from '../../test/pg-cluster'
import { createTestDatabase } from '../../test/pg-server'
import { startTestRedis, type TestRedis } from '../../test/redis-server'
import { startSmtpSink, type SmtpSink } from '../../test/smtp'
import { startBalancer, type Balancer } from './balancer'
import { CLUSTER_PORTS, startCluster, waitForHealth, type Cluster, type Instance } from './cluster'
import { randomAddress } from './fixtures'
import { returnForm, uniqueDelegate } from './registration'
import { E2E_DIST } from './servers'

/**
 * No request may take longer than this while a fault lasts: beyond it, it hung. Generous: a busy
 * 2-core machine renders a page without its cache in seconds; what a fault must not do is make a
 * request wait for the fault's end (see `waitedForRecovery`).
 */
export const HANG_MS = 15_000
/** A request still unanswered after this is given up (so a hang cannot stall the suite). */
const GIVE_UP_MS = 30_000
/**
 * How long a report waits for the paid delegates' confirmation mails: a job that a killed instance
 * had claimed runs again once its lease (30 s) has run out, at the next sweep.
 */
const MAIL_WAIT_MS = 90_000

export interface Answer {
  /** A payment step: its start, the payer's approval on the sandbox's page, the bank's advice. */
  what: 'page' | 'registration' | 'payment'
  method: string
  path: string
  started: number
  ended: number
  /** 0: no answer (connection failed, or given up). */
  status: number
  retryAfter: string | null
  email?: string
  /** The registration (a registration's or a payment step's). */
  id?: number
  error?: string
  /** A payment step's answer, read by the next step. */
  body?: string
  /** The bank's advice was acknowledged: the site says the registration is paid. */
  paid?: boolean
}

export interface Faults {
  cluster: Cluster<Balancer>
  ports: typeof CLUSTER_PORTS
  redis: TestRedis
  postgres: TestPgCluster
  /** Where every instance sends its mail. */
  smtp: SmtpSink
  /** The instance now serving on `port` (a restarted one replaces the stopped one). */
  instance(port: number): Instance
  stop(): Promise<void>
}

const BASE = Number(process.env.E2E_PORT_BASE ?? 3100)

/**
 * Starts the suite's PostgreSQL and Redis, then the cluster on them behind the balancer, on the
 * suite's build and the ports that follow the cluster's.
 */
export async function startFaults(
  ports = CLUSTER_PORTS,
  dist = E2E_DIST,
  services = { postgres: BASE + 43, redis: BASE + 44 },
): Promise<Faults> {
  const smtp = await startSmtpSink()
  const postgres = startTestPgCluster(services.postgres)
  const redis = await startTestRedis(services.redis).catch(async (error) => {
    postgres.destroy()
    await smtp.close()
    throw error
  })
  try {
    const database = await createTestDatabase('uppedicon_faults', postgres.url)
    const cluster = await startCluster<Balancer>(
      2,
      { REDIS_URL: redis.url, SMTP_URL: smtp.url, DRAIN_TIMEOUT_SECONDS: '20', JOBS_SWEEP_SECONDS: '2' },
      ports,
      dist,
      { database, balancer: startBalancer },
    )
    // Warm: each instance renders the pages read and takes a registration once (first renders of a
    // cold instance are slow, and would be counted against the first fault).
    for (const instance of cluster.instances) {
      const warm = traffic(instance.url, { readers: 3, registrants: 1 }, 'warm')
      while (warm.answers.length < 12) await wait(50)
      await warm.stop()
    }
    return {
      cluster,
      ports,
      redis,
      postgres,
      smtp,
      instance: (port) => cluster.instances.findLast((i) => i.port === port)!,
      async stop() {
        await cluster.stop()
        await redis.stop()
        postgres.destroy()
        await smtp.close()
      },
    }
  } catch (error) {
    await redis.stop()
    postgres.destroy()
    await smtp.close()
    throw error
  }
}

async function send(
  url: string,
  what: Answer['what'],
  init: RequestInit & { method: string },
  email?: string,
): Promise<Answer> {
  const started = Date.now()
  const path = new URL(url).pathname
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(GIVE_UP_MS) })
    const text = await res.text()
    const answer: Answer = {
      what,
      method: init.method,
      path,
      started,
      ended: Date.now(),
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      email,
    }
    if (res.ok && what !== 'page') answer.body = text
    if (what === 'registration' && res.status === 201) answer.id = (JSON.parse(text) as { id: number }).id
    else if (res.status >= 400) answer.error = text.slice(0, 200)
    return answer
  } catch (error) {
    return {
      what,
      method: init.method,
      path,
      started,
      ended: Date.now(),
      status: 0,
      retryAfter: null,
      email,
      error: String(error),
    }
  }
}

/**
 * Pays a registration as its delegate and the bank would, one step after another while each
 * succeeds: starts the payment, approves it on the sandbox's page, posts the bank's advice.
 */
async function pay(url: string, registered: Answer, answers: Answer[]) {
  const { id, token } = JSON.parse(registered.body!) as { id: number; token: string }
  const step = async (address: string, init: RequestInit & { method: string }) => {
    const answer = await send(address, 'payment', init, registered.email)
    answer.id = id
    answers.push(answer)
    return answer
  }
  const started = await step(`${url}/payment/initiatepayment/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Forwarded-For': randomAddress() },
    body: JSON.stringify({ participant_id: id, participant_token: token, amount: '1.00' }),
  })
  if (started.status !== 200) return
  const sale = JSON.parse(started.body!) as { redirectURI: string; tranCtx: string }
  const approved = await step(sale.redirectURI, {
    method: 'POST',
    body: new URLSearchParams({ tranCtx: sale.tranCtx, decision: 'approve' }),
  })
  if (approved.status !== 200) return
  const advised = await step(`${url}/payment-callback`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: new URLSearchParams(returnForm(approved.body!).fields),
  })
  advised.paid =
    advised.status === 200 && (JSON.parse(advised.body!) as { status?: string }).status === 'success'
}

export interface TrafficShape {
  /** Visitors reading pages, one after another each. */
  readers: number
  /** Delegates registering, one after another each. */
  registrants: number
  pages?: string[]
}

/** Readers and registrants through the balancer until stopped. */
export function traffic(url: string, shape: TrafficShape, tag = 'fault') {
  const answers: Answer[] = []
  let running = true
  const pages = shape.pages ?? ['/', '/register', '/about']
  const reader = async (n: number) => {
    for (let i = n; running; i++)
      answers.push(await send(`${url}${pages[i % pages.length]}`, 'page', { method: 'GET' }))
  }
  const registrant = async () => {
    while (running) {
      const delegate = uniqueDelegate(tag)
      const form = new FormData()
      for (const [k, v] of Object.entries(delegate)) form.append(k, v)
      const headers = { 'X-Forwarded-For': randomAddress() }
      const registered = await send(
        `${url}/uppedicon/participants/`,
        'registration',
        { method: 'POST', body: form, headers },
        delegate.email,
      )
      answers.push(registered)
      if (registered.status === 201) await pay(url, registered, answers)
    }
  }
  const workers = [
    ...Array.from({ length: shape.readers }, (_, n) => reader(n)),
    ...Array.from({ length: shape.registrants }, registrant),
  ]
  return {
    answers,
    /** Registrations sent so far. */
    sent: () => answers.filter((a) => a.what === 'registration').length,
    async stop() {
      running = false
      await Promise.all(workers)
      return answers
    },
  }
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function sql<T extends pg.QueryResultRow>(databaseUrl: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(text, params)).rows
  } finally {
    await client.end()
  }
}

const p95 = (values: number[]) => {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]
}

export interface FaultReport {
  fault: string
  balancer: string
  /** Registrations sent, acknowledged (201), and of those found in the database. */
  sent: number
  acknowledged: number
  present: number
  lost: number
  /** E-mails stored more than once (a request done twice). */
  duplicates: number
  /** Payments the site acknowledged (the advice said success), and of those found paid. */
  paid: number
  paidPresent: number
  /** Registrations paid in the database, those with a confirmation mail, and repeated mails. */
  paidStored: number
  mailed: number
  /** Confirmation mails delivered beyond one per delegate (a repeat keeps its Message-ID). */
  mailRepeats: number
  /** Delegates who got two different confirmations (not a repeat: the work done twice). */
  mailedTwice: number
  /** Registrations with more than one payment attempt (each starts its payment once). */
  duplicateAttempts: number
  /** Answers 500–599, of which 502 (the balancer found no instance) and 503. */
  serverErrors: number
  badGateway: number
  unavailable: number
  /** 503s without Retry-After, answers that took more than HANG_MS, no answer at all. */
  unavailableWithoutRetryAfter: number
  hung: number
  /** Requests begun in the first half of the fault that ended only once it was over: they waited. */
  waitedForRecovery: number
  unanswered: number
  /** Page answers while the fault lasted: p95 and the slowest, ms. */
  pageP95Ms: number
  slowestMs: number
  /** From the end of the fault (or its start, for a stopped instance) to the last failed answer. */
  recoveryMs: number
  /** When the fault began and ended (ms since the epoch). */
  from: number
  to: number
  answers: Answer[]
}

/** Counts a scenario's answers and checks what was acknowledged against the database. */
export async function report(
  faults: Faults,
  fault: string,
  answers: Answer[],
  window: { from: number; to: number },
): Promise<FaultReport> {
  const registrations = answers.filter((a) => a.what === 'registration')
  const acknowledged = registrations.filter((a) => a.status === 201)
  const stored = await sql<{ id: number; email: string; status: string }>(
    faults.cluster.databaseUrl,
    'SELECT id, email, status::text FROM participants WHERE email = ANY($1::text[])',
    [registrations.map((a) => a.email)],
  )
  const paidIds = new Set(stored.filter((r) => r.status === 'paid').map((r) => r.id))
  const paid = answers.filter((a) => a.paid)
  const attempts = await sql<{ n: number }>(
    faults.cluster.databaseUrl,
    'SELECT count(*)::int AS n FROM payment_attempts WHERE participant_id = ANY($1::int[]) GROUP BY participant_id',
    [stored.map((r) => r.id)],
  )
  const mails = await confirmations(
    faults.smtp,
    stored.filter((r) => paidIds.has(r.id)).map((r) => r.email),
  )
  const storedIds = new Set(stored.map((r) => r.id))
  const perEmail = new Map<string, number>()
  for (const r of stored) perEmail.set(r.email, (perEmail.get(r.email) ?? 0) + 1)
  const during = answers.filter((a) => a.started <= window.to && a.ended >= window.from)
  const failed = answers.filter((a) => a.status === 0 || a.status >= 500)
  const lastFailure = Math.max(window.to, ...failed.map((a) => a.ended))
  return {
    fault,
    balancer: faults.cluster.proxy.kind,
    sent: registrations.length,
    acknowledged: acknowledged.length,
    present: acknowledged.filter((a) => storedIds.has(a.id!)).length,
    lost: acknowledged.filter((a) => !storedIds.has(a.id!)).length,
    duplicates: [...perEmail.values()].filter((n) => n > 1).length,
    paid: paid.length,
    paidPresent: paid.filter((a) => paidIds.has(a.id!)).length,
    paidStored: paidIds.size,
    ...mails,
    duplicateAttempts: attempts.filter((a) => a.n > 1).length,
    serverErrors: answers.filter((a) => a.status >= 500).length,
    badGateway: answers.filter((a) => a.status === 502).length,
    unavailable: answers.filter((a) => a.status === 503).length,
    unavailableWithoutRetryAfter: answers.filter((a) => a.status === 503 && !a.retryAfter).length,
    hung: answers.filter((a) => a.ended - a.started > HANG_MS).length,
    waitedForRecovery: answers.filter(
      (a) => a.started >= window.from && a.started <= (window.from + window.to) / 2 && a.ended >= window.to,
    ).length,
    unanswered: answers.filter((a) => a.status === 0).length,
    pageP95Ms: p95(during.filter((a) => a.what === 'page').map((a) => a.ended - a.started)),
    slowestMs: Math.max(0, ...answers.map((a) => a.ended - a.started)),
    recoveryMs: lastFailure - window.to,
    ...window,
    answers,
  }
}

/**
 * The confirmation mails of the delegates paid (waiting up to MAIL_WAIT_MS for each to arrive):
 * how many got theirs, how many mails were repeats of one already delivered (the same
 * Message-ID), and how many delegates got two different ones.
 */
async function confirmations(smtp: SmtpSink, emails: string[]) {
  const wanted = new Set(emails)
  const received = () => {
    const ids = new Map<string, Set<string>>()
    let count = 0
    for (const m of smtp.received) {
      if (!wanted.has(m.to[0]) || !/confirmed/.test(/^Subject:.*$/m.exec(m.raw)?.[0] ?? '')) continue
      ids.set(m.to[0], (ids.get(m.to[0]) ?? new Set()).add(m.messageId))
      count++
    }
    return { ids, count }
  }
  const deadline = Date.now() + MAIL_WAIT_MS
  while (received().ids.size < wanted.size && Date.now() < deadline) await wait(250)
  const { ids, count } = received()
  return {
    mailed: ids.size,
    mailRepeats: count - ids.size,
    mailedTwice: [...ids.values()].filter((set) => set.size > 1).length,
  }
}

export interface Counts {
  readers: number
  registrants: number
  /** How long the fault lasts (ms); for a stopped instance, how long traffic goes on after. */
  faultMs: number
}

/** Traffic alone: the quiet figures the outages are compared with. */
export async function quiet(faults: Faults, counts: Counts) {
  const load = traffic(faults.cluster.proxy.url, counts, 'quiet')
  const from = Date.now()
  await wait(counts.faultMs)
  const to = Date.now()
  return report(faults, 'none (quiet)', await load.stop(), { from, to })
}

/** Readiness of each instance during the fault, as /readyz says it. */
async function readyz(faults: Faults) {
  return Promise.all(
    faults.ports.instances.map(async (port) => {
      const res = await fetch(`${faults.instance(port).url}/readyz`)
      return { ...((await res.json()) as { redis: string; database: string }), httpStatus: res.status }
    }),
  )
}

/** Redis killed (kill -9) for faultMs, then started again, empty. */
export async function redisKilled(faults: Faults, counts: Counts) {
  const load = traffic(faults.cluster.proxy.url, counts, 'redis')
  await wait(1000)
  const from = Date.now()
  await faults.redis.kill()
  await wait(Math.min(1000, counts.faultMs / 2))
  const readiness = await readyz(faults)
  await wait(counts.faultMs - Math.min(1000, counts.faultMs / 2))
  await faults.redis.start()
  const to = Date.now()
  await wait(2000)
  return { ...(await report(faults, 'Redis killed', await load.stop(), { from, to })), readiness }
}

/** PostgreSQL stopped (fast: sessions cut) for faultMs, then started again. */
export async function postgresRestarted(faults: Faults, counts: Counts) {
  const load = traffic(faults.cluster.proxy.url, counts, 'postgres')
  await wait(1000)
  const from = Date.now()
  await faults.postgres.stop()
  await wait(counts.faultMs)
  await faults.postgres.start()
  const to = Date.now()
  await wait(3000)
  return report(faults, 'PostgreSQL restarted', await load.stop(), { from, to })
}

/**
 * One instance stopped mid-burst (SIGTERM: drains; SIGKILL: dies with requests in flight); the
 * traffic goes on for faultMs, then the instance is started again for the next scenario.
 */
export async function instanceStopped(faults: Faults, counts: Counts, signal: 'SIGTERM' | 'SIGKILL') {
  const port = faults.ports.instances[signal === 'SIGTERM' ? 0 : 1]
  const victim = faults.instance(port)
  const load = traffic(faults.cluster.proxy.url, counts, signal === 'SIGTERM' ? 'term' : 'kill')
  while (load.sent() < counts.registrants * 3) await wait(20)
  // SIGTERM to the launcher, which passes it on to the server; kill -9 to every process of it.
  const pids =
    signal === 'SIGTERM' ? [victim.child.pid!] : [...descendants(victim.child.pid!), victim.child.pid!]
  const from = Date.now()
  for (const pid of pids) process.kill(pid, signal)
  const exitCode = await victim.exited
  // The launcher's exit is not the end of its server: the kernel takes a moment to end a killed
  // process, and until its listening socket is closed it still accepts connections (then resets
  // them). Dead is when the port refuses a connection, so nginx tries the other instance.
  await portClosed(port)
  const dead = Date.now()
  await wait(counts.faultMs)
  const answers = await load.stop()
  const to = Date.now()
  const result = await report(
    faults,
    signal === 'SIGTERM' ? 'instance SIGTERMed' : 'instance kill -9ed',
    answers,
    {
      from,
      to: from,
    },
  )
  const restarted = faults.cluster.start(port)
  await waitForHealth(restarted.url)
  // nginx left the instance out of rotation while it was down, for fail_timeout (2 s) after each
  // failed try: the next scenario waits it out, as an operator replacing instances one at a time
  // does (docs/operations.md), or killing the other one would leave no instance in rotation.
  await wait(3000)
  return { ...result, to, dead, exitCode, output: victim.output() }
}

/** Resolves once nothing listens on `port` any more (a connection is refused). */
async function portClosed(port: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(false)))
      socket.once('error', () => resolve(true))
    })
    if (refused) return
    await wait(5)
  }
  throw new Error(`port ${port} still accepts connections ${timeoutMs} ms after its server was killed`)
}

/** The processes started by `pid`, theirs too (the launcher's server: kill -9 hits them all). */
function descendants(pid: number): number[] {
  let children: number[] = []
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter((n) => n > 0)
  } catch {
    // none (ps exits 1)
  }
  return children.flatMap((child) => [...descendants(child), child])
}

/**
 * `count` connections that send the start of their headers and then nothing; answers how long each
 * stayed open (ms), or null for one still open after `patienceMs`.
 */
export async function slowClients(port: number, count: number, patienceMs: number) {
  const opened = Date.now()
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<number | null>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () =>
            socket.write('GET / HTTP/1.1\r\nHost: slow\r\n'),
          )
          const giveUp = setTimeout(() => (socket.destroy(), resolve(null)), patienceMs)
          socket.on('data', () => undefined)
          socket.on('error', () => undefined)
          socket.on('close', () => (clearTimeout(giveUp), resolve(Date.now() - opened)))
        }),
    ),
  )
}

// Registration + payment initiation under load: 50 delegates at once register
// (POST /uppedicon/participants/) and start a payment (POST /payment/initiatepayment/) against
// the site's sandbox gateway. Reports p50/p95 latencies and errors, and checks in the site's
// database (DATABASE_URL, or the embedded database of DATA_DIR) that every registration and
// payment attempt was stored.
//   npx tsx scripts/bench/registration.ts http://localhost:3450   (same DATA_DIR/DATABASE_URL as the site)
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { parseEnv } from '@/lib/env'
import { openDatabase } from '../lib/runtime'

const DELEGATES = 50

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)])
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now()
  const value = await fn()
  return [value, performance.now() - start]
}

/**
 * Bench delegate `i` of a run: a valid registration form (its own e-mail and mobile number, `lead`
 * their first digit and `tag` the e-mail's) and its own client address: the site trusts
 * X-Forwarded-For from the loopback, and its per-client limits apply to each delegate, as they do
 * to real ones.
 */
export function benchDelegate(run: string, i: number, lead: string, tag: string) {
  const form = new FormData()
  const born = 1985
  const fields: Record<string, string> = {
    name: 'Bench Delegate',
    mobile_number: `${lead}${run.slice(-5)}${String(i).padStart(4, '0')}`,
    email: `${tag}-${run}-${i}@example.org`,
    // 1 January: the age is the same all year.
    date_of_birth: `${born}-01-01`,
    address: 'Medical College Road, Gorakhpur',
    age: String(new Date().getUTCFullYear() - born),
    designation: 'consultant',
    accompanying_person: 'false',
    category: 'ciap_upiap_Member',
  }
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  const client = { 'x-forwarded-for': `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}` }
  return { form, email: fields.email, client }
}

async function delegate(baseUrl: string, run: string, i: number) {
  const { form, email, client } = benchDelegate(run, i, '7', 'bench')
  const [reg, registerMs] = await timed(() =>
    fetch(`${baseUrl}/uppedicon/participants/`, { method: 'POST', body: form, headers: client }),
  )
  if (reg.status !== 201) throw new Error(`registration: HTTP ${reg.status} ${await reg.text()}`)
  const { id, token } = (await reg.json()) as { id: number; token: string }
  const [init, initiateMs] = await timed(() =>
    fetch(`${baseUrl}/payment/initiatepayment/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client },
      body: JSON.stringify({ participant_id: id, participant_token: token }),
    }),
  )
  if (init.status !== 200) throw new Error(`initiation: HTTP ${init.status} ${await init.text()}`)
  const { merchantTxnNo } = (await init.json()) as { merchantTxnNo: string }
  return { email, merchantTxnNo, registerMs, initiateMs }
}

/**
 * Before the measured burst, one the same size that is not measured: the burst then meets the
 * site as a morning's traffic leaves it (its routes compiled and optimised by V8, the database
 * pool's connections open, the heap grown), not as it is just after a start, which the first
 * requests pay once. Its delegates come from addresses of their own (delegate numbers 5001…).
 */
const WARM_UP_FROM = 5000

/** `count` delegates registering and initiating at once, after a warm-up; each one's timings. */
async function timedBurst(baseUrl: string, run: string, count: number) {
  await Promise.all(Array.from({ length: count }, (_, i) => delegate(baseUrl, run, WARM_UP_FROM + i + 1)))
  const results = await Promise.allSettled(
    Array.from({ length: count }, (_, i) => delegate(baseUrl, run, i + 1)),
  )
  const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
  const errors = results.flatMap((r) =>
    r.status === 'rejected' ? [String(r.reason instanceof Error ? r.reason.message : r.reason)] : [],
  )
  for (const e of errors.slice(0, 3)) console.error(`[bench:burst] ${e}`)
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)
  return {
    ok,
    errors: errors.length,
    register: sorted(ok.map((r) => r.registerMs)),
    initiate: sorted(ok.map((r) => r.initiateMs)),
    both: sorted(ok.map((r) => r.registerMs + r.initiateMs)),
  }
}

/** `count` delegates registering and initiating at once: each step's p95 and the errors. */
export async function burst(baseUrl: string, run: string, count = DELEGATES) {
  const { register, initiate, errors } = await timedBurst(baseUrl, run, count)
  return { registerP95: percentile(register, 95), initiateP95: percentile(initiate, 95), errors }
}

/** How many of the delegates' registrations and payment attempts the site's database holds. */
async function storedCounts(ok: { email: string; merchantTxnNo: string }[]) {
  const database = await openDatabase(parseEnv(), { reuse: true })
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  const count = async (sql: string, values: string[]) => Number((await client.query(sql, [values])).rows[0].n)
  try {
    return {
      stored: await count(
        'SELECT count(*) AS n FROM participants WHERE email = ANY($1)',
        ok.map((r) => r.email),
      ),
      attempts: await count(
        'SELECT count(*) AS n FROM payment_attempts WHERE merchant_txn_no = ANY($1)',
        ok.map((r) => r.merchantTxnNo),
      ),
    }
  } finally {
    await client.end()
    await database.close()
  }
}

export default async function registrationBench(baseUrl: string): Promise<Record<string, number | string>> {
  const { ok, errors, register, initiate, both } = await timedBurst(
    baseUrl.replace(/\/$/, ''),
    String(Date.now()),
    DELEGATES,
  )
  const { stored, attempts } = await storedCounts(ok)
  return {
    'registration: concurrent delegates': DELEGATES,
    'registration: p50 ms': percentile(register, 50),
    'registration: p95 ms': percentile(register, 95),
    'payment initiation: p50 ms': percentile(initiate, 50),
    'payment initiation: p95 ms': percentile(initiate, 95),
    'registration + initiation: p50 ms': percentile(both, 50),
    'registration + initiation: p95 ms': percentile(both, 95),
    'registration: errors': errors,
    'registration: stored in the database': `${stored}/${DELEGATES}`,
    'payment attempts stored': `${attempts}/${DELEGATES}`,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 3000}`
  const result = await registrationBench(url)
  for (const [k, v] of Object.entries(result)) console.log(`${k.padEnd(40)} ${v}`)
  const failed =
    result['registration: errors'] !== 0 ||
    result['registration: stored in the database'] !== `${DELEGATES}/${DELEGATES}` ||
    result['payment attempts stored'] !== `${DELEGATES}/${DELEGATES}`
  process.exit(failed ? 1 : 0)
}

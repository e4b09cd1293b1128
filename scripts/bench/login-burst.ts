// Public requests while administrators sign in: the latency of a public page and of a public API
// read, alone and then beside a continuous burst of sign-ins (each one a bcrypt verification at
// cost 12). Hashing runs off the event loop with capped concurrency (lib/auth/password.ts); the
// goal is that the burst slows public requests by no more than 2× (the "slowdown" figures).
// The bench site is the embedded demo, so the demo administrator signs in; for another site set
// BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD.
import autocannon from 'autocannon'
import { BENCH_SECONDS, load } from './load'

const TARGETS = { page: '/about', api: '/uppedicon/members/?designation=president' }
// Four sign-ins at a time: more than the site hashes at once, within the per-client limit (5).
const SIGN_INS = 4

export default async function loginBurst(baseUrl: string): Promise<Record<string, number | string>> {
  const credentials = {
    email: process.env.BENCH_ADMIN_EMAIL ?? 'admin@uppedicon.org',
    password: process.env.BENCH_ADMIN_PASSWORD ?? 'Pedicon@2025',
  }
  const check = await fetch(`${baseUrl}/adminpanel/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  if (check.status !== 200) throw new Error(`the bench administrator cannot sign in: ${check.status}`)

  const out: Record<string, number | string> = {}
  for (const [name, path] of Object.entries(TARGETS)) {
    const quiet = await load(baseUrl + path)
    // The burst runs a little longer than the measurement, so it covers all of it.
    const burst = autocannon({
      url: `${baseUrl}/adminpanel/login/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
      connections: SIGN_INS,
      duration: BENCH_SECONDS + 2,
    })
    await new Promise((r) => setTimeout(r, 1000))
    const busy = await load(baseUrl + path)
    const signIns = await burst
    out[`${name} ${path} quiet p50 / p99 ms`] = `${quiet.p50} / ${quiet.p99}`
    out[`${name} during sign-ins p50 / p99 ms`] = `${busy.p50} / ${busy.p99}`
    out[`${name} slowdown p50 ×`] = Math.round((busy.p50 / Math.max(quiet.p50, 1)) * 10) / 10
    out[`${name} quiet / busy req/s`] = `${quiet.rps} / ${busy.rps}`
    out[`${name} errors quiet / busy`] = `${quiet.errors} / ${busy.errors}`
    out[`${name}: sign-ins/s (${SIGN_INS} at a time)`] = Math.round(signIns.requests.average * 10) / 10
    out[`${name}: sign-in p50 ms, non-2xx or timed out`] =
      `${signIns.latency.p50}, ${signIns.non2xx + signIns.errors + signIns.timeouts}`
  }
  return out
}

// Prometheus metrics at /metrics (scripts/serve.ts), for a bearer token: METRICS_TOKEN (unset:
// /metrics does not exist). Per instance: requests by route, method and status and their
// latency (process metrics too); from the database, the same on every instance: registrations
// by state, payment attempts by kind and gateway state, and the mail queue by job state.
import { timingSafeEqual } from 'node:crypto'
import type http from 'node:http'
import pg from 'pg'
import client from 'prom-client'

export const registry = new client.Registry()
client.collectDefaultMetrics({ register: registry })

const requests = new client.Counter({
  name: 'uppedicon_http_requests_total',
  help: 'HTTP requests answered, by route, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
})
const latency = new client.Histogram({
  name: 'uppedicon_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route and method',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

let pool: pg.Pool | undefined
const database = () => (pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 }))

async function fill(gauge: client.Gauge<string>, sql: string) {
  const { rows } = await database().query<Record<string, string | number>>(sql)
  gauge.reset()
  for (const { n, ...labels } of rows) gauge.set(labels as Record<string, string>, Number(n))
}

function dbGauge(name: string, help: string, labelNames: string[], sql: string) {
  return new client.Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      await fill(this, sql).catch((error: Error) => console.error(`[metrics] ${name}: ${error.message}`))
    },
  })
}

dbGauge(
  'uppedicon_registrations',
  'Registrations by state',
  ['state'],
  'SELECT status::text AS state, count(*) AS n FROM participants GROUP BY 1',
)
dbGauge(
  'uppedicon_payment_attempts',
  'Payment attempts (sales and refunds) by gateway state: REQ, SUC, REJ, ERR',
  ['kind', 'state'],
  'SELECT kind::text AS kind, txn_status AS state, count(*) AS n FROM payment_attempts GROUP BY 1, 2',
)
dbGauge(
  'uppedicon_mail_jobs',
  "Mails of the outbox by state (queued and running: the queue's length)",
  ['state'],
  "SELECT status::text AS state, count(*) AS n FROM jobs WHERE kind LIKE 'mail.%' GROUP BY 1",
)

/**
 * The route of a path, for labels that stay few: numbers and tokens become placeholders, files
 * and build assets one label each, and what answered 404 `unmatched`.
 */
export function routeLabel(pathname: string, status: number): string {
  if (status === 404) return 'unmatched'
  if (pathname.startsWith('/_next/')) return '/_next/*'
  if (pathname.startsWith('/uploads/')) return '/uploads/*'
  if (pathname.startsWith('/adminpanel/files/')) return '/adminpanel/files/*'
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .slice(0, 4)
    .map((s) => (/^\d+$/.test(s) ? ':id' : /^[A-Za-z0-9_-]{20,}$/.test(s) ? ':token' : s.slice(0, 40)))
  return `/${segments.join('/')}`
}

export function observe(method: string, pathname: string, status: number, seconds: number) {
  const route = routeLabel(pathname, status)
  requests.inc({ route, method, status: String(status) })
  latency.observe({ route, method }, seconds)
}

function tokenMatches(header: string | undefined, token: string) {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Answers GET /metrics: 404 without METRICS_TOKEN, 401 without the right bearer token. */
export async function serveMetrics(req: http.IncomingMessage, res: http.ServerResponse) {
  const token = process.env.METRICS_TOKEN?.trim()
  const answer = (status: number, body: string, type = 'application/json') => {
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' })
    res.end(body)
  }
  if (!token)
    return answer(404, JSON.stringify({ error: 'Not found.', detail: 'Not found.', code: 'not_found' }))
  if (!tokenMatches(req.headers.authorization, token)) {
    const message = 'A valid metrics token is required.'
    res.setHeader('WWW-Authenticate', 'Bearer')
    return answer(401, JSON.stringify({ error: message, detail: message, code: 'unauthorized' }))
  }
  answer(200, await registry.metrics(), registry.contentType)
}

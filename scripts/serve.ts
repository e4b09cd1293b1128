// The site's HTTP server, started by the launcher (scripts/start.ts) for `npm start`, `npm run
// serve` and `npm run dev`: Next's request handler behind a node:http server of our own. Route
// handlers cannot see the socket, so this server decides the client's address (the socket's
// peer, or what TRUST_PROXY's proxies forwarded: lib/net/client-address.ts) and hands it to the
// app in a header that it always overwrites. It compresses answers and gives whole ones an ETag
// (lib/net/whole-answers.ts). It also gives each request an id and an access log
// line (lib/ops/logging.ts), counts it for /metrics (lib/ops/metrics.ts), and on SIGTERM drains:
// every accepted request finishes before the process exits (lib/ops/drain.ts). Every request is
// sorted by what it carries (lib/net/private-requests.ts): one that holds a secret is answered
// `private, no-store` (lib/net/private-render.ts), and the page cache knows which requests may
// fill it and which may be answered from it (lib/cache-handlers/request-scope.mjs). Slow clients
// are cut off: a connection that has not sent its headers within HEADERS_TIMEOUT_SECONDS, or its
// whole request within REQUEST_TIMEOUT_SECONDS, is answered 408 and closed.
//   node .next/serve.mjs              (this file as each build compiles it: scripts/lib/build.ts)
//   tsx scripts/serve.ts [--dev]      (PORT, TRUST_PROXY and the site's settings from the environment)
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'
import compression from 'compression'
import next from 'next'
import { requestScope } from '../lib/cache-handlers/request-scope.mjs'
import { CLIENT_ADDRESS_HEADER, clientAddress, parseTrustProxy } from '../lib/net/client-address'
import { answerPrivately, answerPublicly } from '../lib/net/private-render'
import { requestPrivacy, requestSecrets } from '../lib/net/private-requests'
import { MALFORMED_PATH_BODY, malformedPath } from '../lib/net/request-target'
import { answerWhole } from '../lib/net/whole-answers'
import { createDrain } from '../lib/ops/drain'
import { dropFailedLogWrites } from '../lib/ops/log-streams'
import {
  accessLog,
  jsonConsole,
  logFormat,
  REQUEST_ID_HEADER,
  requestIdOf,
  withRequestId,
} from '../lib/ops/logging'
import { observe, serveMetrics } from '../lib/ops/metrics'
import { RETRY_AFTER_SECONDS, tookOutage } from '../lib/ops/outage'

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3000)
const trust = parseTrustProxy(process.env.TRUST_PROXY)
const seconds = (name: string, fallback: number) => Number(process.env[name] || fallback) * 1000
const drainMs = seconds('DRAIN_TIMEOUT_SECONDS', 30)
dropFailedLogWrites()
if (logFormat() === 'json') jsonConsole()

const app = next({ dev, dir: process.cwd(), port, turbopack: dev })
await app.prepare()
const handle = app.getRequestHandler()
const drain = createDrain()
// Compression and ETags are done here, not by Next (next.config.ts): answers streamed in pieces
// are compressed as they go, answers sent whole once per content (lib/net/whole-answers.ts).
// The JSON answer of a write (a registration's id and link, a payment's page) is a few hundred
// bytes: compressing it costs more CPU (and a compressor's memory) than the bytes it saves.
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const compress = compression({
  filter: (req, res) =>
    !(
      WRITES.has(req.method ?? '') && /^application\/json\b/.test(String(res.getHeader('content-type') ?? ''))
    ) && compression.filter(req, res),
}) as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void

// A page's shell that came out holding the request's secrets (Next writes the request's address
// into it) is rendered again from the path alone: asked of this server without the visitor's query
// or cookies (lib/cache-handlers/pages.mjs); the answer is read and dropped. Asked as Next's own
// on-demand revalidation (the build's preview id, from its prerender manifest): rendered afresh and
// stored, never joined to the rendering of the same page that another request has under way (Next
// renders a page once for every request that asks for it meanwhile, the refused one included).
const revalidation = (() => {
  try {
    const manifest = join(process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json')
    const id: unknown = JSON.parse(readFileSync(manifest, 'utf8'))?.preview?.previewModeId
    return typeof id === 'string' ? { 'x-prerender-revalidate': id } : {}
  } catch {
    return {}
  }
})()
const renderPlainly = (pathname: string) => () =>
  http
    .get(
      { host: '127.0.0.1', port, path: pathname, headers: { accept: 'text/html', ...revalidation } },
      (answer) => answer.resume(),
    )
    .on('error', () => {})

const handler: http.RequestListener = (req, res) => {
  const started = performance.now()
  if (malformedPath(req.url)) {
    res.writeHead(400, { 'content-type': 'application/json' }).end(MALFORMED_PATH_BODY)
    return
  }
  const forwarded = req.headers['x-forwarded-for']
  const client = clientAddress(
    req.socket.remoteAddress ?? '',
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    trust,
  )
  req.headers[CLIENT_ADDRESS_HEADER] = client
  const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER])
  req.headers[REQUEST_ID_HEADER] = requestId
  res.setHeader('X-Request-Id', requestId)
  const path = (req.url ?? '/').split('?')[0]
  const privacy = requestPrivacy(req.url ?? '/', req.headers)
  if (privacy === 'private' || privacy === 'personal') answerPrivately(res)
  else answerPublicly(res)
  // A page that failed because the database was away: 503 + Retry-After (lib/ops/outage.ts).
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => http.ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status !== 500 || !tookOutage(requestId)) return writeHead(status, ...rest)
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    res.setHeader('Cache-Control', 'no-store')
    return writeHead(503, ...rest.filter((r) => typeof r !== 'string'))
  }) as typeof res.writeHead
  res.once('finish', () => {
    const seconds = (performance.now() - started) / 1000
    observe(req.method ?? 'GET', path, res.statusCode, seconds)
    withRequestId(requestId, () =>
      accessLog({ method: req.method ?? 'GET', path, status: res.statusCode, ms: seconds * 1000, client }),
    )
  })
  const secrets = () => requestSecrets(req.url ?? '/', req.headers)
  const reads = req.method === 'GET' || req.method === 'HEAD'
  requestScope.run({ privacy, secrets, reads, plainly: renderPlainly(path) }, () =>
    withRequestId(requestId, () => {
      compress(req, res, () => {
        answerWhole(req, res)
        if (path === '/metrics') void serveMetrics(req, res)
        else void handle(req, res)
      })
    }),
  )
}

const server = http.createServer(
  {
    headersTimeout: seconds('HEADERS_TIMEOUT_SECONDS', 10),
    // The whole request, body included: uploads of up to 10 MB from a phone on a slow line.
    requestTimeout: seconds('REQUEST_TIMEOUT_SECONDS', 120),
    // Idle kept-alive connections: well beyond a balancer's own idle timeout (4 s in
    // deploy/nginx.conf), so the balancer closes them, not this side (a request sent on a
    // connection this side is closing fails). A drain waits for them: at most this long.
    keepAliveTimeout: 10_000,
    // How often the two timeouts above are checked (Node's default, 30 s, let slow connections
    // linger long past them).
    connectionsCheckingInterval: 1000,
  },
  drain.handle(handler),
)
// Hot reload in development talks over WebSocket upgrades.
if (dev) server.on('upgrade', app.getUpgradeHandler())
// A port already taken (another instance, a stale one): stop with the reason rather than run on
// without listening (Next reports an uncaught error and carries on).
const cannotListen = (error: Error) => {
  console.error(`[uppedicon] cannot listen on port ${port}: ${error.message}`)
  process.exit(1)
}
server.once('error', cannotListen)
server.listen(port, () => {
  server.off('error', cannotListen)
  console.log(`[uppedicon] listening on port ${port}${dev ? ' (development)' : ''}`)
})

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log(`[uppedicon] ${signal}: draining ${drain.inFlight()} request(s) in flight…`)
    void drain.start(server, drainMs).then(async ({ unfinished }) => {
      if (unfinished)
        console.error(`[uppedicon] stopped with ${unfinished} request(s) unfinished after ${drainMs} ms`)
      else console.log('[uppedicon] drained: every accepted request finished')
      // Work scheduled with after() (mails of the outbox) gets a moment; the sweep of another
      // instance picks up what is left.
      await new Promise((resolve) => setTimeout(resolve, 500))
      await app.close().catch(() => undefined)
      process.exit(0)
    })
  })
}

// The site's HTTP server, started by the launcher (scripts/start.ts) for `npm start`, `npm run
// serve` and `npm run dev`: Next's request handler behind a node:http server of our own. Route
// handlers cannot see the socket, so this server decides the client's address (the socket's
// peer, or what TRUST_PROXY's proxies forwarded: lib/net/client-address.ts) and hands it to the
// app in a header that it always overwrites. It also gives each request an id and an access log
// line (lib/ops/logging.ts), counts it for /metrics (lib/ops/metrics.ts), and on SIGTERM drains:
// every accepted request finishes before the process exits (lib/ops/drain.ts).
//   tsx scripts/serve.ts [--dev]      (PORT, TRUST_PROXY and the site's settings from the environment)
import http from 'node:http'
import next from 'next'
import { CLIENT_ADDRESS_HEADER, clientAddress, parseTrustProxy } from '../lib/net/client-address'
import { MALFORMED_PATH_BODY, malformedPath } from '../lib/net/request-target'
import { createDrain } from '../lib/ops/drain'
import {
  accessLog,
  jsonConsole,
  logFormat,
  REQUEST_ID_HEADER,
  requestIdOf,
  withRequestId,
} from '../lib/ops/logging'
import { observe, serveMetrics } from '../lib/ops/metrics'

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3000)
const trust = parseTrustProxy(process.env.TRUST_PROXY)
const drainMs = Number(process.env.DRAIN_TIMEOUT_SECONDS || 30) * 1000
if (logFormat() === 'json') jsonConsole()

const app = next({ dev, dir: process.cwd(), port, turbopack: dev })
await app.prepare()
const handle = app.getRequestHandler()
const drain = createDrain()

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
  res.once('finish', () => {
    const seconds = (performance.now() - started) / 1000
    observe(req.method ?? 'GET', path, res.statusCode, seconds)
    withRequestId(requestId, () =>
      accessLog({ method: req.method ?? 'GET', path, status: res.statusCode, ms: seconds * 1000, client }),
    )
  })
  withRequestId(requestId, () => {
    if (path === '/metrics') void serveMetrics(req, res)
    else void handle(req, res)
  })
}

const server = http.createServer(drain.handle(handler))
// Hot reload in development talks over WebSocket upgrades.
if (dev) server.on('upgrade', app.getUpgradeHandler())
server.listen(port, () => console.log(`[uppedicon] listening on port ${port}${dev ? ' (development)' : ''}`))

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
      server.close()
      await app.close().catch(() => undefined)
      process.exit(0)
    })
  })
}

// The site's HTTP server, started by the launcher (scripts/start.ts) for `npm start` and
// `npm run dev`: Next's request handler behind a node:http server of our own. Route handlers
// cannot see the socket, so this server decides the client's address (the socket's peer, or
// what TRUST_PROXY's proxies forwarded: lib/net/client-address.ts) and hands it to the app in
// a header that it always overwrites.
//   tsx scripts/serve.ts [--dev]      (PORT, TRUST_PROXY and the site's settings from the environment)
import http from 'node:http'
import next from 'next'
import { CLIENT_ADDRESS_HEADER, clientAddress, parseTrustProxy } from '../lib/net/client-address'

const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3000)
const trust = parseTrustProxy(process.env.TRUST_PROXY)

const app = next({ dev, dir: process.cwd(), port, turbopack: dev })
await app.prepare()
const handle = app.getRequestHandler()

const server = http.createServer((req, res) => {
  const forwarded = req.headers['x-forwarded-for']
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
    req.socket.remoteAddress ?? '',
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    trust,
  )
  void handle(req, res)
})
// Hot reload in development talks over WebSocket upgrades.
if (dev) server.on('upgrade', app.getUpgradeHandler())
server.listen(port, () => console.log(`[uppedicon] listening on port ${port}${dev ? ' (development)' : ''}`))

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
  })
}

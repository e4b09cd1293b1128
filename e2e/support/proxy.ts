// A small round-robin HTTP proxy, the e2e and bench stand-in for nginx where nginx is not installed
// (e2e/support/balancer.ts runs deploy/nginx.conf itself where it is), with the same rules:
// - each request goes to the next backend; a backend whose connection failed is skipped for
//   FAIL_TIMEOUT_MS (nginx `max_fails=1 fail_timeout=2s`);
// - a connection that could not be made (refused: a stopped or draining instance) is retried on
//   the next backend, whatever the method: nothing reached the application;
// - a request lost after it was sent (the instance died under it) is retried only if its method
//   is idempotent; a POST or PATCH is answered 502 (it may have been done: nginx's default without
//   `non_idempotent`);
// - every answer of a backend, a 503 included, goes to the client as it is;
// - kept-alive connections to the backends close after KEEPALIVE_MS idle (nginx's upstream
//   `keepalive_timeout 4s`), before the instances' own timeout.
// It appends X-Forwarded-For, as nginx does.
import http from 'node:http'

const FAIL_TIMEOUT_MS = 2000
const CONNECT_TIMEOUT_MS = 2000
const KEEPALIVE_MS = 4000
const NOT_RETRIED_ONCE_SENT = new Set(['POST', 'PATCH', 'LOCK'])

export interface Proxy {
  url: string
  /** Requests answered by each backend (by its port). */
  served: Map<number, number>
  setBackends(ports: number[]): void
  close(): Promise<void>
}

class Unsent extends Error {}
/** An error after the request was sent; `reused`: on a kept-alive connection. */
class Lost extends Error {
  constructor(
    message: string,
    readonly reused: boolean,
  ) {
    super(message)
  }
}

function forward(agent: http.Agent, port: number, req: http.IncomingMessage, body: Buffer) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `127.0.0.1:${port}` }
    delete headers.connection
    const prior = req.headers['x-forwarded-for']
    headers['x-forwarded-for'] = `${prior ? `${prior}, ` : ''}${req.socket.remoteAddress ?? ''}`
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent },
      resolve,
    )
    let connected = false
    const connectTimer = setTimeout(() => upstream.destroy(new Unsent('connect timeout')), CONNECT_TIMEOUT_MS)
    upstream.on('socket', (socket) => {
      const ready = () => {
        connected = true
        clearTimeout(connectTimer)
      }
      if (upstream.reusedSocket || !socket.connecting) ready()
      else socket.once('connect', ready)
    })
    upstream.on('error', (error) => {
      clearTimeout(connectTimer)
      reject(connected ? new Lost(error.message, upstream.reusedSocket) : new Unsent(error.message))
    })
    upstream.end(body)
  })
}

export async function startProxy(port: number, backends: number[]): Promise<Proxy> {
  let ports = [...backends]
  let next = 0
  const failedAt = new Map<number, number>()
  const served = new Map<number, number>()
  const agent = new http.Agent({ keepAlive: true, timeout: KEEPALIVE_MS })
  const server = http.createServer((req, res) => {
    // A socket error on either side fails this one exchange, never the test process that runs the
    // proxy: before the answer began the client gets the 502 below, after it its connection is cut.
    proxy(req, res).catch((error: Error) => {
      if (res.headersSent) res.destroy(error)
      else res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`proxy: ${error.message}`)
    })
  })
  async function proxy(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    // Each backend once, starting with the next in turn; those that failed lately last.
    const first = next++
    const order = ports.map((_, i) => ports[(first + i) % ports.length])
    const live = (p: number) => Date.now() - (failedAt.get(p) ?? 0) > FAIL_TIMEOUT_MS
    // Why each backend failed, in the 502's body: a failure's post-mortem starts there.
    const tried: string[] = []
    for (const target of [...order.filter(live), ...order.filter((p) => !live(p))]) {
      try {
        const answer = await forward(agent, target, req, body)
        served.set(target, (served.get(target) ?? 0) + 1)
        const headers = { ...answer.headers }
        delete headers.connection // hop by hop
        delete headers['keep-alive']
        res.writeHead(answer.statusCode ?? 502, headers)
        // Cut mid-answer (the instance died): the client sees its connection cut, as through nginx.
        answer.on('error', (error) => res.destroy(error))
        answer.pipe(res)
        return
      } catch (error) {
        failedAt.set(target, Date.now())
        const sent = error instanceof Unsent ? 'not sent' : 'sent'
        tried.push(
          `${target}: ${(error as Error).message} (${sent}${error instanceof Lost && error.reused ? ', kept-alive connection' : ''})`,
        )
        if (!(error instanceof Unsent) && NOT_RETRIED_ONCE_SENT.has(req.method ?? '')) break
      }
    }
    res.writeHead(502, { 'Content-Type': 'text/plain' })
    res.end(`no backend answered: ${tried.join('; ')}`)
  }
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    setBackends: (list) => (ports = [...list]),
    close: () =>
      new Promise((resolve) => {
        agent.destroy()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

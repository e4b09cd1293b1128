// A small round-robin HTTP proxy, the e2e and bench stand-in for nginx (deploy/nginx.conf): each
// request goes to the next backend; a refused connection or a draining instance's 503 (nothing
// done there) is retried on the next one. It appends X-Forwarded-For, as nginx does.
import http from 'node:http'
import { DRAINING_HEADER } from '../../lib/ops/drain'

export interface Proxy {
  url: string
  /** Requests answered by each backend (by its port). */
  served: Map<number, number>
  setBackends(ports: number[]): void
  close(): Promise<void>
}

function forward(port: number, req: http.IncomingMessage, body: Buffer) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `127.0.0.1:${port}` }
    const prior = req.headers['x-forwarded-for']
    headers['x-forwarded-for'] = `${prior ? `${prior}, ` : ''}${req.socket.remoteAddress ?? ''}`
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers },
      resolve,
    )
    upstream.on('error', reject)
    upstream.end(body)
  })
}

export async function startProxy(port: number, backends: number[]): Promise<Proxy> {
  let ports = [...backends]
  let next = 0
  const served = new Map<number, number>()
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    // Each backend once, starting with the next in turn.
    const first = next++
    for (let attempt = 0; attempt < ports.length; attempt++) {
      const target = ports[(first + attempt) % ports.length]
      try {
        const answer = await forward(target, req, body)
        if (answer.statusCode === 503 && answer.headers[DRAINING_HEADER] && attempt + 1 < ports.length) {
          answer.resume()
          continue
        }
        served.set(target, (served.get(target) ?? 0) + 1)
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        return
      } catch {
        // refused or reset before an answer: the next backend
      }
    }
    res.writeHead(502, { 'Content-Type': 'text/plain' })
    res.end('no backend answered')
  })
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    setBackends: (list) => (ports = [...list]),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

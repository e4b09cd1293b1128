// The server's operator tools on real sockets: a drain lets every accepted request finish and
// refuses new connections; /metrics wants its token and counts.
import { spawn } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createDrain, unaccepted } from './drain'
import { requestIdOf } from './logging'
import { observe, routeLabel, serveMetrics } from './metrics'

const servers: http.Server[] = []
afterAll(() => servers.forEach((s) => s.close()))

async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

describe('drain on SIGTERM', () => {
  it('stops listening at once, serves what arrives on open connections and closes them, finishes every request', async () => {
    const drain = createDrain()
    const { server, url } = await listen(
      drain.handle((req, res) =>
        setTimeout(() => res.end(`done ${req.url}`), req.url === '/quick' ? 0 : 400),
      ),
    )
    const get = (p: string, agent: http.Agent) =>
      new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) =>
        http
          .get(`${url}${p}`, { agent }, (res) => {
            let body = ''
            res.on('data', (c) => (body += c))
            res.on('end', () =>
              resolve({ status: res.statusCode!, body, connection: res.headers.connection }),
            )
          })
          .on('error', reject),
      )
    // A balancer's kept-alive connection, idle when the drain starts.
    const balancer = new http.Agent({ keepAlive: true, maxSockets: 1 })
    expect((await get('/quick', balancer)).connection).toBe('keep-alive')
    const busy = new http.Agent({ keepAlive: true })
    const accepted = Array.from({ length: 20 }, (_, i) => get(`/register/${i}`, busy))
    await new Promise((r) => setTimeout(r, 150))
    expect(drain.inFlight()).toBe(20)
    const drained = drain.start(server, 10_000)
    await vi.waitFor(() => expect(server.listening).toBe(false))
    // A new connection is refused: safe for a balancer to retry elsewhere, whatever the method.
    const refused = await get('/about', new http.Agent()).catch((error: NodeJS.ErrnoException) => error.code)
    expect(refused).toBe('ECONNREFUSED')
    // A request on the connection opened before is served, and its connection closed.
    expect(await get('/about', balancer)).toEqual({ status: 200, body: 'done /about', connection: 'close' })
    const answers = await Promise.all(accepted)
    expect(answers.map((a) => [a.status, a.connection])).toEqual(Array(20).fill([200, 'close']))
    expect(await drained).toEqual({ unfinished: 0 })
    balancer.destroy()
    busy.destroy()
  })

  it('accepts the connections queued in the kernel before it closes the listener, so none is reset', async () => {
    const drain = createDrain()
    const { server, url } = await listen(drain.handle((req, res) => res.end(`done ${req.url}`)))
    // Another process posts 20 requests at once while this one's event loop is busy: their
    // connections wait in the listener's queue when the drain starts.
    const poster = spawn(
      process.execPath,
      [
        '-e',
        `console.log('ready');
        Promise.all(Array.from({ length: 20 }, (_, i) =>
          fetch('${url}/register/' + i, { method: 'POST', body: 'form' })
            .then((r) => r.status).catch((e) => String(e.cause?.code ?? e))))
          .then((all) => console.log(JSON.stringify(all)))`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let output = ''
    const answered = new Promise<string>((resolve) => poster.on('close', () => resolve(output)))
    let drained: Promise<{ unfinished: number }> | undefined
    let queued: number | null = null
    poster.stdout.on('data', (chunk: Buffer) => {
      output += chunk
      if (drained || !output.startsWith('ready')) return
      // Busy until the kernel holds all 20 (however slowly the other process starts on a loaded
      // machine), so that none arrives while the drain runs.
      const port = (server.address() as AddressInfo).port
      const busyUntil = Date.now() + 20_000
      while (Date.now() < busyUntil && (unaccepted(port) ?? 0) < 20);
      queued = unaccepted(port)
      drained = drain.start(server, 5_000)
    })
    const statuses = JSON.parse((await answered).split('\n')[1])
    expect(queued).toBe(20)
    expect(statuses).toEqual(Array(20).fill(200))
    expect(await drained).toEqual({ unfinished: 0 })
    expect(server.listening).toBe(false)
  })
})

describe('metrics', () => {
  it('label routes with few values', () => {
    expect(routeLabel('/adminpanel/registrations/42/verify/', 200)).toBe(
      '/adminpanel/registrations/:id/verify',
    )
    expect(routeLabel('/receipt/0123456789abcdef0123456789abcdef', 200)).toBe('/receipt/:token')
    expect(routeLabel('/uploads/members/a_1x1.webp', 200)).toBe('/uploads/*')
    expect(routeLabel('/wp-login.php', 404)).toBe('unmatched')
  })

  it('answer only with the token, and count requests and database figures', async () => {
    process.env.METRICS_TOKEN = 'metrics-token-for-tests'
    observe('GET', '/about', 200, 0.02)
    const { url } = await listen((req, res) => void serveMetrics(req, res))
    expect((await fetch(`${url}/metrics`)).status).toBe(401)
    expect((await fetch(`${url}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401)
    const res = await fetch(`${url}/metrics`, {
      headers: { Authorization: 'Bearer metrics-token-for-tests' },
    })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toMatch(/uppedicon_http_requests_total\{route="\/about",method="GET",status="200"\} 1/)
    expect(text).toContain('uppedicon_http_request_duration_seconds_bucket')
    expect(text).toContain('# TYPE uppedicon_registrations gauge')
    expect(text).toContain('# TYPE uppedicon_mail_jobs gauge')
    delete process.env.METRICS_TOKEN
    expect((await fetch(`${url}/metrics`)).status).toBe(404)
  })

  it('take a proxy request id only when it is a plain token', () => {
    expect(requestIdOf('abc12345-proxy')).toBe('abc12345-proxy')
    expect(requestIdOf('bad id\nwith newline')).toMatch(/^[0-9a-f-]{36}$/)
  })
})

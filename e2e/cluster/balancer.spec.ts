// nginx's own failures, as deploy/nginx.conf answers them (Debian's nginx running the shipped file,
// e2e/support/balancer.ts). On the opening morning thousands of phones hold connections to nginx;
// when it has none left to open one to an instance, nginx fails the request itself ("worker_connections
// are not enough while connecting to upstream"), with a bare 500 that reads as a bug of the site.
// The shipped file answers 503 with Retry-After instead (the site's JSON error for its scripts, a
// page for a browser), while an instance's own answers, its 500s included, pass as they are.
//
// The instance here is a stand-in (a node:http server: a slow answer and a 500), since what is tested
// is nginx's configuration, and nginx runs with 5 connections: its listener and the channel to its
// master take 2, a slow request holds 2 (its client's and its instance's), and the next request's
// client takes the last, leaving none to reach an instance.
import http from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { listening, nginxPath, startNginx, type Balancer } from '../support/balancer'
import { CLUSTER_PORTS } from '../support/cluster'
import { ROOT } from '../support/servers'

test.skip(!nginxPath(), 'nginx is not installed (scripts/setup.sh installs it)')
test.describe.configure({ mode: 'serial' })

const INSTANCE_500 = '{"error":"Something went wrong.","code":"internal"}'
let instance: http.Server
let nginx: Balancer

test.beforeAll(async () => {
  instance = http.createServer((req, res) => {
    if (req.url === '/boom') {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(INSTANCE_500)
      return
    }
    setTimeout(() => res.end('slow'), 1500)
  })
  instance.listen(CLUSTER_PORTS.instances[0], '127.0.0.1')
  await listening(CLUSTER_PORTS.instances[0])
  // No build's static files are asked for: any folder will do.
  nginx = await startNginx(
    nginxPath()!,
    CLUSTER_PORTS.proxy,
    [CLUSTER_PORTS.instances[0]],
    path.join(ROOT, 'public'),
    5,
  )
})
test.afterAll(async () => {
  await nginx?.close()
  await new Promise((resolve) => instance?.close(resolve))
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** One request on a connection of its own, closed after it (as a phone that gave up would). */
function get(pathname: string, accept: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${nginx.url}${pathname}`,
      { agent: false, headers: { accept, connection: 'close', 'x-forwarded-for': '198.51.100.7' } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
  })
}

/** A request while a slow one holds nginx's last connections to spare. */
async function whileBusy(accept: string): Promise<{ slow: Answer; next: Answer }> {
  const slow = get('/about', accept)
  await new Promise((r) => setTimeout(r, 300))
  const next = await get('/register', accept)
  return { slow: await slow, next }
}

test('with no connection left to reach an instance, nginx answers 503 with Retry-After, not 500', async () => {
  const json = await whileBusy('application/json')
  expect(json.slow.status, nginx.log()).toBe(200)
  expect(json.next.status, nginx.log()).toBe(503)
  expect(json.next.headers['retry-after']).toBe('5')
  expect(json.next.headers['cache-control']).toBe('no-store')
  expect(json.next.headers['content-type']).toBe('application/json')
  expect(JSON.parse(json.next.body)).toMatchObject({ code: 'unavailable' })
  expect(nginx.log()).toContain('worker_connections are not enough while connecting to upstream')

  const page = await whileBusy('text/html,application/xhtml+xml,*/*;q=0.8')
  expect(page.next.status, nginx.log()).toBe(503)
  expect(page.next.headers['retry-after']).toBe('5')
  expect(page.next.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(page.next.body).toContain('The site is busy. Please try again in a few seconds.')
})

test("an instance's own 500 passes as it is", async () => {
  const answer = await get('/boom', 'application/json')
  expect(answer.status).toBe(500)
  expect(answer.body).toBe(INSTANCE_500)
  expect(answer.headers['retry-after']).toBeUndefined()
})

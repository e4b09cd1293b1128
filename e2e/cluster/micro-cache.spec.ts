// The micro-cache of deploy/nginx.conf, run by Debian's nginx in front of an instance on PostgreSQL
// and Redis (e2e/support/balancer.ts): anonymous visitors get the public pages from nginx for a
// few seconds (a HIT), while nothing that varied by a cookie or a router header, nor anything
// asked with a secret, is ever served from it or stored in it. The build's assets come from disk,
// compressed once, immutable. Public pages say how long a shared cache may keep them: seconds.
import { expect, test } from '@playwright/test'
import { nginxPath, startBalancer, type Balancer } from '../support/balancer'
import { startCluster, type Cluster } from '../support/cluster'
import { randomAddress } from '../support/fixtures'
import { uniqueDelegate } from '../support/registration'

test.describe.configure({ mode: 'serial' })
test.skip(!nginxPath(), 'nginx is not installed (scripts/setup.sh installs it)')
test.setTimeout(300_000)

let cluster: Cluster<Balancer>
const SHARED = /^public, max-age=0, s-maxage=[1-5], stale-while-revalidate=\d$/

test.beforeAll(async () => {
  test.setTimeout(1_200_000) // the first run builds the site (several minutes on a busy machine)
  cluster = await startCluster<Balancer>(1, {}, undefined, undefined, { balancer: startBalancer })
})
test.afterAll(async () => {
  await cluster?.stop()
})

interface Answer {
  status: number
  cache: string
  cacheControl: string
  type: string
  body: string
  headers: Headers
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(cluster.proxy.url + path, {
    headers: { 'X-Forwarded-For': randomAddress(), ...headers },
    redirect: 'manual',
  })
  return {
    status: res.status,
    cache: res.headers.get('x-cache-status') ?? '',
    cacheControl: res.headers.get('cache-control') ?? '',
    type: res.headers.get('content-type') ?? '',
    body: await res.text(),
    headers: res.headers,
  }
}

/** Waits out the micro-cache's few seconds for every page (s-maxage plus stale-while-revalidate). */
const expire = () => new Promise((r) => setTimeout(r, 11_000))

test('anonymous visitors get the public pages from the micro-cache, which keeps them seconds', async () => {
  const first = await get('/about')
  expect(first.status).toBe(200)
  expect(first.cacheControl).toMatch(SHARED)
  const later = [await get('/about'), await get('/about'), await get('/about')]
  expect(later.map((a) => a.cache)).toContain('HIT')
  for (const a of later) expect(a.body).toBe(first.body)
  // The instance's own answer says the same (not only what nginx passes on).
  const direct = await fetch(`${cluster.instances[0].url}/`)
  expect(direct.headers.get('cache-control')).toMatch(SHARED)
})

test('a request with a router header is never served from the micro-cache nor stored in it', async () => {
  await expire()
  // The router asks for the page's RSC payload first (Next sends it on to the address with its
  // `_rsc` check): neither answer may become the page of the next visitor.
  const hop = await get('/uppedicon', { RSC: '1' })
  expect(hop.cache).toBe('BYPASS')
  const rscPath = hop.status === 307 ? hop.headers.get('location')! : '/uppedicon'
  const rsc = await get(rscPath.replace(/^https?:\/\/[^/]+/, ''), { RSC: '1' })
  expect(rsc.status).toBe(200)
  expect(rsc.type).toContain('text/x-component')
  expect(rsc.cache).toBe('BYPASS')
  const page = await get('/uppedicon')
  expect(page.type).toContain('text/html')
  expect(page.cache).toBe('MISS')
  expect((await get('/uppedicon')).cache).toBe('HIT')
  // And the cached HTML is never the router's answer.
  const routerHeaders: Record<string, string>[] = [
    { RSC: '1' },
    { RSC: '1', 'Next-Router-Prefetch': '1' },
    { 'Next-Router-State-Tree': '%5B%22%22%5D' },
  ]
  for (const headers of routerHeaders) {
    const again = await get('/uppedicon', headers)
    expect(again.cache, JSON.stringify(headers)).toBe('BYPASS')
  }
})

test('a request with a cookie or a secret is never served from the micro-cache nor stored in it', async () => {
  await expire()
  // A delegate opens the mailed link of their registration: the secret is in the query, the
  // answer sets the registration's cookie, the page behind it is theirs alone.
  const form = new FormData()
  for (const [k, v] of Object.entries(uniqueDelegate('micro-cache'))) form.append(k, v)
  const registered = await fetch(`${cluster.proxy.url}/uppedicon/participants/`, {
    method: 'POST',
    body: form,
    headers: { 'X-Forwarded-For': randomAddress() },
  })
  expect(registered.status).toBe(201)
  const { id, token } = (await registered.json()) as { id: number; token: string }
  const link = await get(`/registration/${id}?token=${token}`)
  expect(link.cache).toBe('BYPASS')
  const cookie = (link.headers.get('set-cookie') ?? '').split(';')[0]
  expect(cookie).toMatch(/^registration_\d+=/)
  const own = await get(`/registration/${id}`, { Cookie: cookie })
  expect(own.status).toBe(200)
  expect(own.cache).toBe('BYPASS')
  expect(own.cacheControl).toBe('private, no-store')
  // A stranger at the same address: never the delegate's page from the cache.
  const stranger = await get(`/registration/${id}`)
  expect(stranger.cache).not.toBe('HIT')
  expect(stranger.body).not.toContain(token)
  expect((await get(`/registration/${id}`)).cache).not.toBe('HIT')

  // A public page asked with a cookie first: answered privately, and not kept for the next visitor.
  const withCookie = await get('/', { Cookie: 'admin_session=someone' })
  expect(withCookie.cache).toBe('BYPASS')
  expect(withCookie.cacheControl).toBe('private, no-store')
  expect((await get('/')).cache).toBe('MISS')
  expect((await get('/')).cache).toBe('HIT')
  // Once cached, a visitor with a cookie still goes to the instance.
  expect((await get('/', { Cookie: 'admin_session=someone' })).cache).toBe('BYPASS')

  // Secrets of mailed links in the query: the invitation, a reset code, a token; never cached.
  for (const path of ['/admin-invite?token=invite-secret', '/?token=abc', '/admin/reset?code=123456']) {
    const twice = [await get(path), await get(path)]
    expect(
      twice.map((a) => a.cache),
      path,
    ).toEqual(['BYPASS', 'BYPASS'])
  }
  // Answers marked private or no-store are never kept, even for anonymous visitors.
  for (const path of ['/healthz', `/receipt/${'A'.repeat(40)}`]) {
    const twice = [await get(path), await get(path)]
    expect(twice[1].cache, path).not.toBe('HIT')
  }
})

test('anonymous requests for a page nginx may not keep are not queued behind each other', async () => {
  // The checkout without a registration is a page the site never lets a shared cache keep
  // (`no-store`); phones reloading it at the same moment are each answered as soon as an instance
  // has rendered it, not one after the other (nginx's cache lock woke each waiter half a second
  // after the one before: the eighth answered after 3 s).
  const page = await get('/checkout')
  expect(page.cacheControl).toContain('no-store')
  const started = performance.now()
  const took = await Promise.all(
    Array.from({ length: 8 }, async () => {
      const answer = await get('/checkout')
      expect(answer.status).toBe(200)
      return performance.now() - started
    }),
  )
  expect(Math.max(...took)).toBeLessThan(1500)
})

test("the build's assets come from disk, compressed once, immutable", async () => {
  const html = (await get('/')).body
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  const res = await fetch(cluster.proxy.url + script!, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(res.headers.get('content-encoding')).toBe('gzip')
  // Served by nginx, not by an instance (which gives every answer a request id).
  expect(res.headers.get('x-request-id')).toBeNull()
  // A file this build does not have still gets the instance's answer (404), not nginx's.
  const missing = await fetch(`${cluster.proxy.url}/_next/static/chunks/none.js`)
  expect(missing.status).toBe(404)
  expect(missing.headers.get('x-request-id')).toBeTruthy()
})

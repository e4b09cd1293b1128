// Redis away, for real: a redis-server of this test's own is killed and paused (SIGSTOP: it keeps
// its connections and answers nothing) while the site's clients use it. Every call fails fast, the
// rate limits count in PostgreSQL meanwhile, cached pages are misses, and an edit made during the
// outage is never hidden by an entry that outlived it.
import { execFileSync } from 'node:child_process'
import type Redis from 'ioredis'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { truncate } from '@/test/db'
import { startTestRedis, type TestRedis } from '@/test/redis-server'
import { createPageCache } from './cache-handlers/pages.mjs'
import { MINUTE, postgresStore, RateLimited, redisStore, reserve, type RateRule } from './rate-limit'
import { withFallback } from './rate-limit/store'
import { BREAKER_OPEN_MS, COMMAND_TIMEOUT_MS, connectRedis, RedisUnavailable } from './redis-client.mjs'

const installed = (() => {
  try {
    execFileSync('redis-server', ['--version'])
    return true
  } catch {
    console.warn('[tests] no redis-server installed: the Redis outage tests are skipped')
    return false
  }
})()

let server: TestRedis
let client: Redis
const clients: Redis[] = []

beforeAll(async () => {
  if (installed) server = await startTestRedis()
})
afterAll(async () => {
  await server?.stop()
})
afterEach(async () => {
  server?.resume()
  for (const c of clients.splice(0)) c.disconnect()
  if (installed && server) await server.start().catch(() => undefined) // after a kill
})

async function connected(prefix: string) {
  const c = connectRedis(server.url, { keyPrefix: `${prefix}:`, label: 'test' })
  clients.push(c)
  if (c.status !== 'ready') await new Promise((resolve) => c.once('ready', resolve))
  return c
}

/** How long a call takes to settle, and how it settled. */
async function timed(work: () => Promise<unknown>) {
  const started = performance.now()
  const outcome = await work().then(
    (value) => ({ ok: true, value }),
    (error: Error) => ({ ok: false, value: error }),
  )
  return { ...outcome, ms: performance.now() - started }
}

const RULE: RateRule = { name: 'outage:plain', limit: 3, windowMs: 15 * MINUTE, message: 'Wait {wait}.' }

describe.runIf(installed)('Redis away', () => {
  it('killed: every command fails at once, and the client is back when Redis is', async () => {
    client = await connected('killed')
    await client.set('k', 'v')
    await server.kill()
    const calls = await Promise.all(Array.from({ length: 20 }, () => timed(() => client.get('k'))))
    expect(calls.every((c) => !c.ok)).toBe(true)
    expect(Math.max(...calls.map((c) => c.ms))).toBeLessThan(200)
    await server.start()
    await new Promise((resolve) => client.once('ready', resolve))
    expect(await client.set('k', 'again')).toBe('OK')
  })

  it('not answering: one command waits the timeout, the next fail at once until it answers again', async () => {
    client = await connected('paused')
    server.pause()
    const first = await timed(() => client.get('k'))
    expect(first.ok).toBe(false)
    expect(first.ms).toBeGreaterThanOrEqual(COMMAND_TIMEOUT_MS - 50)
    expect(first.ms).toBeLessThan(COMMAND_TIMEOUT_MS + 500)
    const next = await Promise.all(Array.from({ length: 20 }, () => timed(() => client.get('k'))))
    expect(next.every((c) => !c.ok && c.value instanceof RedisUnavailable)).toBe(true)
    expect(Math.max(...next.map((c) => c.ms))).toBeLessThan(50)
    server.resume()
    await new Promise((r) => setTimeout(r, BREAKER_OPEN_MS + 100))
    expect((await timed(() => client.set('k', 'v'))).ok).toBe(true)
  })

  it('the rate limits count in PostgreSQL meanwhile: the limit still holds', async () => {
    await truncate('rate_limits')
    client = await connected('limits')
    const store = withFallback(redisStore(client), postgresStore())
    const key = `client-${Date.now()}`
    expect(await reserve([{ rule: RULE, key }], { store }).then(() => 'ok')).toBe('ok')
    await server.kill()
    const outcomes = []
    for (let i = 0; i < 4; i++) {
      const call = await timed(() => reserve([{ rule: RULE, key }], { store }))
      expect(call.ms).toBeLessThan(1000)
      outcomes.push(call.ok ? 'ok' : call.value instanceof RateLimited ? 429 : String(call.value))
    }
    // Counted afresh in PostgreSQL: its 3 allowed, then refused; never an unlimited run.
    expect(outcomes).toEqual(['ok', 'ok', 'ok', 429])
  })

  it('cached pages are misses at once; an edit made meanwhile wins over the entry once Redis answers', async () => {
    client = await connected('pages')
    const cache = createPageCache({ redis: client, namespace: 'outage' })
    const page = { kind: 'APP_PAGE', html: '<p>old</p>', rscData: Buffer.from('old'), headers: {} }
    await cache.set('/about', page, { tags: ['members'] })
    expect((await cache.get('/about', { tags: ['members'] }))?.value.html).toBe('<p>old</p>')
    server.pause()
    const reads = await Promise.all(
      Array.from({ length: 10 }, () => timed(() => cache.get('/about', { tags: ['members'] }))),
    )
    expect(reads.every((r) => r.ok && r.value === null)).toBe(true)
    expect(Math.max(...reads.map((r) => r.ms))).toBeLessThan(COMMAND_TIMEOUT_MS + 500)
    // An administrator's edit while Redis does not answer: answered at once, the expiry kept.
    const edit = await timed(() => cache.revalidateTag('members', { expire: 0 }))
    expect(edit.ok).toBe(true)
    expect(edit.ms).toBeLessThan(COMMAND_TIMEOUT_MS + 500)
    server.resume()
    await new Promise((r) => setTimeout(r, BREAKER_OPEN_MS + 100))
    // Redis kept the old entry; the edit's expiry is written before it could be served.
    expect(await cache.get('/about', { tags: ['members'] })).toBeNull()
  })
})

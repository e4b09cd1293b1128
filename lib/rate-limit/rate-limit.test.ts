// The rate limiter on both of its stores, for real: the run's PostgreSQL database (embedded or
// server) and the Redis server on 127.0.0.1:6379 under a key prefix of this run's own.
import { randomBytes } from 'node:crypto'
import Redis from 'ioredis'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { truncate } from '@/test/db'
import {
  addressKey,
  clearLimit,
  counterKey,
  formatWait,
  HOUR,
  MINUTE,
  postgresStore,
  RateLimited,
  redisStore,
  reserve,
  type RateLimitStore,
  type RateRule,
} from '.'
import { STRIKE_MEMORY_MS } from './store'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const PREFIX = `uppedicon-test-rl-${randomBytes(4).toString('hex')}:`
const client = new Redis(REDIS_URL, {
  keyPrefix: PREFIX,
  lazyConnect: true,
  maxRetriesPerRequest: 1,
  retryStrategy: () => null,
})
client.on('error', () => undefined)
const redisUp = await client
  .connect()
  .then(() => client.ping())
  .then(
    () => true,
    () => false,
  )
if (!redisUp) console.warn(`[tests] no Redis at ${REDIS_URL}: the Redis store's tests are skipped`)

afterAll(async () => {
  if (!redisUp) return
  // ioredis does not prefix SCAN patterns: clean this run's keys by their full name.
  const keys = await client.keys(`${PREFIX}*`)
  if (keys.length) await client.del(...keys.map((k) => k.slice(PREFIX.length)))
  client.disconnect()
})

const RULE: RateRule = { name: 'test:plain', limit: 5, windowMs: 15 * MINUTE, message: 'Wait {wait}.' }
const GROWING: RateRule = { ...RULE, name: 'test:growing', backoffMaxMs: 2 * HOUR }

async function outcome(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    if (error instanceof RateLimited) return error.retryAfterSeconds
    throw error
  }
}

const stores: [string, () => RateLimitStore, boolean][] = [
  ['PostgreSQL', postgresStore, true],
  ['Redis', () => redisStore(client), redisUp],
]

describe.each(stores)('rate limiter on %s', (_name, makeStore, available) => {
  const store = makeStore()
  let key: string
  const T0 = Date.UTC(2026, 10, 22, 10, 0, 0)
  const at = (ms: number) => ({ store, now: T0 + ms })

  beforeEach(async (context) => {
    if (!available) context.skip()
    key = `client-${randomBytes(6).toString('hex')}`
    await truncate('rate_limits')
  })

  it('allows `limit` requests per window, then 429 with Retry-After until the window ends', async () => {
    for (let i = 0; i < 5; i++)
      expect(await outcome(reserve([{ rule: RULE, key }], at(i * MINUTE)))).toBe('ok')
    // The window counts from the first request: 15 minutes from T0, 10 left at +5 min.
    const refused = await reserve([{ rule: RULE, key }], at(5 * MINUTE)).catch((e: RateLimited) => e)
    expect(refused).toBeInstanceOf(RateLimited)
    expect((refused as RateLimited).status).toBe(429)
    expect((refused as RateLimited).headers).toEqual({ 'Retry-After': '600' })
    expect((refused as RateLimited).message).toBe('Wait 10 minutes.')
    expect(await outcome(reserve([{ rule: RULE, key: `${key}-other` }], at(5 * MINUTE)))).toBe('ok')
    expect(await outcome(reserve([{ rule: RULE, key }], at(15 * MINUTE)))).toBe('ok')
  })

  it('reserves atomically: of 25 parallel requests exactly `limit` pass', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => outcome(reserve([{ rule: RULE, key }], { store }))),
    )
    expect(results.filter((r) => r === 'ok')).toHaveLength(5)
    expect(results.filter((r) => typeof r === 'number')).toHaveLength(20)
  })

  it('growing delays: each lock-out lasts twice the one before, up to the maximum; forgotten after a day', async () => {
    let t = 0
    const lockOut = async () => {
      for (let i = 0; i < 5; i++) expect(await outcome(reserve([{ rule: GROWING, key }], at(t)))).toBe('ok')
      return outcome(reserve([{ rule: GROWING, key }], at(t)))
    }
    const waits: (number | 'ok')[] = []
    for (let round = 0; round < 5; round++) {
      const wait = await lockOut()
      waits.push(wait)
      // Still locked one second before the end, free at the end.
      expect(
        await outcome(reserve([{ rule: GROWING, key }], at(t + (wait as number) * 1000 - 1000))),
      ).not.toBe('ok')
      t += (wait as number) * 1000
    }
    expect(waits).toEqual([900, 1800, 3600, 7200, 7200])
    // A quiet day after the last lock-out: back to the first delay.
    t += STRIKE_MEMORY_MS
    expect(await lockOut()).toBe(900)
  })

  it('gives requests back (release) and forgets a key (clearLimit)', async () => {
    for (let i = 0; i < 5; i++) {
      const reservation = await reserve([{ rule: RULE, key }], { store })
      await reservation.release()
    }
    for (let i = 0; i < 5; i++) await reserve([{ rule: RULE, key }], { store })
    expect(await outcome(reserve([{ rule: GROWING, key }], { store }))).toBe('ok')
    expect(await outcome(reserve([{ rule: RULE, key }], { store }))).not.toBe('ok')
    await clearLimit(RULE, key, { store })
    expect(await outcome(reserve([{ rule: RULE, key }], { store }))).toBe('ok')
  })

  it('a request refused by one rule is taken back from the others', async () => {
    const tight: RateRule = { ...RULE, name: 'test:tight', limit: 1 }
    await reserve([{ rule: tight, key }], { store })
    for (let i = 0; i < 3; i++)
      expect(
        await outcome(
          reserve(
            [
              { rule: RULE, key },
              { rule: tight, key },
            ],
            { store },
          ),
        ),
      ).not.toBe('ok')
    // The three refused requests did not use up RULE's five.
    for (let i = 0; i < 5; i++) expect(await outcome(reserve([{ rule: RULE, key }], { store }))).toBe('ok')
  })
})

describe('rate limiter keys', () => {
  it('are hashed per rule (no address or e-mail in the store)', () => {
    const k = counterKey(RULE, 'admin@uppedicon.org')
    expect(k).toMatch(/^test:plain:[\w-]{32}$/)
    expect(k).not.toContain('uppedicon')
    expect(counterKey(GROWING, 'admin@uppedicon.org')).not.toBe(k)
  })

  it('take IPv6 clients by their /64 network, IPv4 as they are', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9')
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('')).toBe('')
  })

  it('say how long to wait in words', () => {
    expect(formatWait(1)).toBe('1 second')
    expect(formatWait(45)).toBe('45 seconds')
    expect(formatWait(61)).toBe('2 minutes')
    expect(formatWait(900)).toBe('15 minutes')
    expect(formatWait(3599)).toBe('1 hour')
    expect(formatWait(3600)).toBe('1 hour')
    expect(formatWait(3601)).toBe('2 hours')
  })
})

// Where the rate limiter keeps its counters: somewhere every server instance sees the same
// numbers. Redis when REDIS_URL is set (one Lua script per hit), PostgreSQL otherwise (one
// INSERT … ON CONFLICT DO UPDATE … RETURNING per hit), and PostgreSQL too while Redis is away: a
// Redis outage never lifts a limit. Both count, compare and lock in a single
// atomic step, so parallel requests can never all pass the same check.
//
// A key's record: `count` hits in the window that ends at `resetMs`; with growing delays, the
// hit just past the limit locks the key for window × 2^strikes (at most backoffMaxMs) and
// `strikes` grows, forgotten STRIKE_MEMORY_MS after the lock-out ends. Times are milliseconds
// since the epoch, passed in by the caller (one clock for both stores; tests move it).
import 'server-only'
import type Redis from 'ioredis'
import { db } from '@/lib/db/client'
import { redis } from '@/lib/redis'

export const STRIKE_MEMORY_MS = 24 * 60 * 60 * 1000

/** What a store needs to know of a rule. */
export interface Window {
  limit: number
  windowMs: number
  /** Growing delays (lock-outs that double) up to this length; 0 or unset: a plain window. */
  backoffMaxMs?: number
}

export interface RateLimitStore {
  /** Counts one hit: answers the hits in the current window (this one included) and its end. */
  hit(key: string, window: Window, now: number): Promise<{ count: number; resetMs: number }>
  /** Takes one hit back (the request turned out not to count). */
  undo(key: string, now: number): Promise<void>
  /** Forgets the key: count and strikes. */
  clear(key: string): Promise<void>
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL (the rate_limits table)
// ---------------------------------------------------------------------------------------------

export function postgresStore(): RateLimitStore {
  return {
    async hit(key, { limit, windowMs, backoffMaxMs = 0 }, now) {
      // In the DO UPDATE, `r` is the row as it was: a window that ended starts again at 1; the
      // hit just past the limit (with growing delays) locks the key and adds a strike.
      const [row] = await db().$queryRaw<{ count: number; reset_ms: bigint }[]>`
        INSERT INTO rate_limits AS r (key, count, strikes, reset_ms, forget_ms)
        VALUES (${key}, 1, 0, ${now}::bigint + ${windowMs}::bigint, 0)
        ON CONFLICT (key) DO UPDATE SET (count, strikes, reset_ms, forget_ms) = (
          SELECT v.count,
                 v.strikes + v.locks::int,
                 CASE WHEN v.locks THEN ${now}::bigint + v.lockMs
                      WHEN v.ended THEN ${now}::bigint + ${windowMs}::bigint
                      ELSE r.reset_ms END,
                 CASE WHEN v.locks THEN ${now}::bigint + v.lockMs + ${STRIKE_MEMORY_MS}::bigint
                      ELSE r.forget_ms END
          FROM (
            SELECT w.*,
                   ${backoffMaxMs}::bigint > 0 AND w.count = ${limit}::int + 1 AS locks,
                   least(${windowMs}::bigint * power(2, w.strikes), ${backoffMaxMs}::bigint)::bigint AS lockMs
            FROM (
              SELECT r.reset_ms <= ${now}::bigint AS ended,
                     CASE WHEN r.reset_ms <= ${now}::bigint THEN 1 ELSE r.count + 1 END AS count,
                     CASE WHEN r.forget_ms <= ${now}::bigint THEN 0 ELSE r.strikes END AS strikes
            ) w
          ) v
        )
        RETURNING count, reset_ms`
      // Now and then, drop the records whose window and strike memory are both over.
      if (Math.random() < 0.01)
        void db()
          .$executeRaw`DELETE FROM rate_limits WHERE reset_ms < ${now}::bigint AND forget_ms < ${now}::bigint`.catch(
          () => undefined,
        )
      return { count: row.count, resetMs: Number(row.reset_ms) }
    },
    async undo(key, now) {
      await db()
        .$executeRaw`UPDATE rate_limits SET count = count - 1 WHERE key = ${key} AND count > 0 AND reset_ms > ${now}::bigint`
    },
    async clear(key) {
      await db().$executeRaw`DELETE FROM rate_limits WHERE key = ${key}`
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Redis (one hash per key, expiring by itself)
// ---------------------------------------------------------------------------------------------

// KEYS[1] key; ARGV now, limit, windowMs, backoffMaxMs, strike memory. Same rules as the SQL above.
const HIT = `
local now, limit, window, maxLock, memory = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local r = redis.call('HMGET', KEYS[1], 'count', 'reset', 'strikes', 'forget')
local count, reset, strikes, forget = tonumber(r[1]) or 0, tonumber(r[2]) or 0, tonumber(r[3]) or 0, tonumber(r[4]) or 0
if reset <= now then count = 0; reset = now + window end
if forget <= now then strikes = 0 end
count = count + 1
if maxLock > 0 and count == limit + 1 then
  reset = now + math.min(window * 2 ^ strikes, maxLock)
  strikes = strikes + 1
  forget = reset + memory
end
redis.call('HSET', KEYS[1], 'count', count, 'reset', reset, 'strikes', strikes, 'forget', forget)
-- Relative to the caller's clock, not Redis's: the two need not agree.
redis.call('PEXPIRE', KEYS[1], math.max(reset, forget) - now)
return {count, tostring(reset)}
`
// KEYS[1] key; ARGV now.
const UNDO = `
local r = redis.call('HMGET', KEYS[1], 'count', 'reset')
if (tonumber(r[1]) or 0) > 0 and (tonumber(r[2]) or 0) > tonumber(ARGV[1]) then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 0
`

type LimiterRedis = Redis & {
  rateLimitHit(key: string, ...args: (string | number)[]): Promise<[number, string]>
  rateLimitUndo(key: string, now: number): Promise<number>
}

export function redisStore(client: Redis): RateLimitStore {
  const r = client as LimiterRedis
  if (typeof r.rateLimitHit !== 'function') {
    client.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT })
    client.defineCommand('rateLimitUndo', { numberOfKeys: 1, lua: UNDO })
  }
  return {
    async hit(key, { limit, windowMs, backoffMaxMs = 0 }, now) {
      const [count, resetMs] = await r.rateLimitHit(key, now, limit, windowMs, backoffMaxMs, STRIKE_MEMORY_MS)
      return { count, resetMs: Number(resetMs) }
    },
    undo: async (key, now) => void (await r.rateLimitUndo(key, now)),
    clear: async (key) => void (await client.del(key)),
  }
}

/**
 * Counts in `primary` while it answers, in `fallback` when it fails (Redis away: its client fails
 * at once, lib/redis-client.mjs). A key counted in both during an outage may get up to twice its
 * limit across it, never an unlimited run. Forgetting a key forgets it in both.
 */
export function withFallback(primary: RateLimitStore, fallback: RateLimitStore): RateLimitStore {
  const either = async <T>(work: (store: RateLimitStore) => Promise<T>): Promise<T> => {
    try {
      return await work(primary)
    } catch {
      return work(fallback)
    }
  }
  return {
    hit: (key, window, now) => either((store) => store.hit(key, window, now)),
    undo: (key, now) => either((store) => store.undo(key, now)),
    async clear(key) {
      await Promise.all([primary.clear(key).catch(() => undefined), fallback.clear(key)])
    },
  }
}

/** The store of this deployment: Redis when REDIS_URL is set (PostgreSQL while it is away), else PostgreSQL. */
export function defaultStore(): RateLimitStore {
  const client = redis()
  return client ? withFallback(redisStore(client), postgresStore()) : postgresStore()
}

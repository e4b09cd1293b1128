// What the two cache handlers share: the Redis connection and the tag store. Next loads the
// handlers at run time with a plain `import()`, outside the app's bundle, so these modules are
// JavaScript and read the environment themselves (REDIS_URL, REDIS_PREFIX as lib/env.ts does).
//
// Tags: `updateTags`/`revalidateTag` write the time a tag was expired (and marked stale); every
// read compares an entry's date with its tags' times. With Redis those times live in two hashes
// that every instance reads on every cache read, so an admin write on one instance is seen by
// the next request on any other. Without Redis they live in Next's own in-process tags manifest.
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { connectRedis } from '../redis-client.mjs'

const holder = globalThis
const EXPIRED = 'tags:expired'
const STALE = 'tags:stale'

/** The handlers' Redis client, or null (no REDIS_URL, or a build: builds never share a cache). */
export function cacheRedis() {
  if (holder.__uppediconCacheRedis !== undefined) return holder.__uppediconCacheRedis
  const url = process.env.REDIS_URL?.trim()
  const building = process.env.NEXT_PHASE === 'phase-production-build' || process.env.UPPEDICON_BUILD === '1'
  if (!url || building) return (holder.__uppediconCacheRedis = null)
  const prefix = `${process.env.REDIS_PREFIX?.trim() || 'uppedicon:'}cache:`
  // Fails fast while Redis is away (../redis-client.mjs): a read is then a miss, the page renders.
  return (holder.__uppediconCacheRedis = connectRedis(url, { keyPrefix: prefix, label: 'cache' }))
}

const now = () => Math.round(performance.timeOrigin + performance.now())

/**
 * Tag expiries not yet written to Redis (it was away when the write came), per client: kept here and written
 * before any later read of tag times, which fails (a cache miss) until they are, so an entry that
 * an edit made during a Redis outage expired is never served once Redis is back.
 */
const unwrittenTags = new WeakMap()

async function writeTags(redis, unwritten) {
  const batch = [...unwritten.entries()]
  const pipeline = redis.multi()
  for (const [tag, { expired, stale }] of batch) {
    pipeline.hset(EXPIRED, tag, String(expired))
    if (stale) pipeline.hset(STALE, tag, String(stale))
  }
  await pipeline.exec()
  for (const [tag, times] of batch) if (unwritten.get(tag) === times) unwritten.delete(tag)
}

/** Tag times in Redis: shared by every instance. */
export function redisTags(redis) {
  if (!unwrittenTags.has(redis)) unwrittenTags.set(redis, new Map())
  const unwritten = unwrittenTags.get(redis)
  return {
    async times(tags) {
      if (unwritten.size) await writeTags(redis, unwritten)
      if (tags.length === 0) return { expired: 0, stale: 0, expiredAfter: () => false }
      const [expired, stale] = await Promise.all([redis.hmget(EXPIRED, ...tags), redis.hmget(STALE, ...tags)])
      return summarise(expired.map(Number), stale.map(Number))
    },
    async update(tags, durations) {
      if (tags.length === 0) return
      const at = now()
      const expiredAt = durations?.expire !== undefined ? at + durations.expire * 1000 : at
      for (const tag of tags) {
        const before = unwritten.get(tag)
        unwritten.set(tag, {
          expired: Math.max(before?.expired ?? 0, expiredAt),
          stale: durations ? at : before?.stale,
        })
      }
      await writeTags(redis, unwritten).catch((error) =>
        console.error(`[cache] tag expiry kept to write when Redis is back: ${error.message}`),
      )
    },
  }
}

/** Tag times in this process only (Next's own manifest, also read by its other caches). */
export const memoryTags = {
  async times(tags) {
    const expired = tags.map((tag) => tagsManifest.get(tag)?.expired ?? 0)
    const stale = tags.map((tag) => tagsManifest.get(tag)?.stale ?? 0)
    return summarise(expired, stale)
  },
  async update(tags, durations) {
    const at = now()
    for (const tag of tags) {
      const entry = { ...tagsManifest.get(tag) }
      if (durations) entry.stale = at
      entry.expired = durations?.expire !== undefined ? at + durations.expire * 1000 : at
      tagsManifest.set(tag, entry)
    }
  },
}

/**
 * The latest expiry and stale marks of a set of tags. `expiredAfter(t)`: an entry made at t is
 * expired (a tag expired after t, and that expiry has come).
 */
function summarise(expired, stale) {
  const valid = (xs) => xs.filter((x) => Number.isFinite(x) && x > 0)
  const e = valid(expired)
  const s = valid(stale)
  return {
    expired: Math.max(0, ...e.filter((x) => x <= now())),
    stale: Math.max(0, ...s),
    expiredAfter: (timestamp) => e.some((x) => x > timestamp && x <= now()),
  }
}

export { now }

// The page cache (next.config.ts `cacheHandler`): rendered pages and route answers that Next
// keeps between requests. With REDIS_URL every instance stores and reads them in Redis, under
// the build's id (a new build never serves an older build's pages); without it, in this process's
// memory. Either way the pages that `next build` prerendered are never served: the build does not
// read the site's database (scripts/start.ts), so the first request of a page renders it from the
// live data and stores it here. An entry whose tags were expired since it was stored (by any
// instance: lib/cache-handlers/shared.mjs) is a miss, and the page renders again. A rendering is
// kept only when the request that made it carried nothing of a visitor's own, and a page that
// exists for one visitor's secret is never answered from here (./request-scope.mjs): Next writes
// the address of the request that renders a page into it, query string included.
//
// An entry is dated from when its rendering began, not when it was stored: a rendering that read
// the data before an edit's invalidation and finished after it must count as older than the edit.
// Next renders a page after a read that missed or found the entry due for revalidation, so that
// read's time (the earliest since the page was last stored, in this process) dates what is stored.
import fs from 'node:fs'
import path from 'node:path'
import { mayReuse, mayShare } from './request-scope.mjs'
import { cacheRedis, memoryTags, now, redisTags } from './shared.mjs'

const TAGS_HEADER = 'x-next-cache-tags'
const MAX_TTL_SECONDS = 7 * 24 * 3600
const MEMORY_ENTRIES = 500
/** Renderings begun and not yet stored that this process remembers (the oldest forgotten first). */
const RENDERS_REMEMBERED = 1000

/** JSON that keeps Buffers and Maps (page bodies, RSC payloads and segment data). */
export function serialise(entry) {
  return JSON.stringify(entry, function (key, value) {
    const raw = this[key]
    if (Buffer.isBuffer(raw)) return { __buffer: raw.toString('base64') }
    if (raw instanceof Uint8Array) return { __buffer: Buffer.from(raw).toString('base64') }
    if (raw instanceof Map) return { __map: [...raw.entries()] }
    return value
  })
}

export function deserialise(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && typeof value.__buffer === 'string')
      return Buffer.from(value.__buffer, 'base64')
    if (value && typeof value === 'object' && Array.isArray(value.__map)) return new Map(value.__map)
    return value
  })
}

function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER]
  const fromHeader = typeof header === 'string' ? header.split(',') : []
  return [...new Set([...fromHeader, ...(ctx?.tags ?? []), ...(value?.tags ?? [])])].filter(Boolean)
}

/** Entries in Redis, shared by every instance. */
function redisStore(redis, namespace) {
  const key = (k) => `page:${namespace}:${k}`
  return {
    get: (k) => redis.get(key(k)),
    set: (k, text, ttl) => redis.set(key(k), text, 'EX', ttl),
  }
}

/** Entries in this process, the oldest dropped first beyond MEMORY_ENTRIES. */
function memoryStore() {
  const entries = new Map()
  return {
    async get(k) {
      return entries.get(k) ?? null
    },
    async set(k, text) {
      entries.delete(k)
      entries.set(k, text)
      if (entries.size > MEMORY_ENTRIES) entries.delete(entries.keys().next().value)
    },
  }
}

function buildId(ctx) {
  try {
    return fs.readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'dev'
  }
}

const holder = globalThis

/** Whether Next will render the page again after serving this entry (its revalidate time passed). */
function dueForRevalidation(entry, times, at) {
  const revalidate = entry.cacheControl?.revalidate
  const due = typeof revalidate === 'number' && entry.lastModified + revalidate * 1000 < at
  return due || times.stale > entry.lastModified
}

export function createPageCache({ redis, namespace }) {
  const store = redis ? redisStore(redis, namespace) : memoryStore()
  const tags = redis ? redisTags(redis) : memoryTags
  /** Cache key → when the rendering that will store it began (the read that led to it). */
  const renders = new Map()
  const renderBegins = (cacheKey, at) => {
    if (renders.has(cacheKey)) return
    renders.set(cacheKey, at)
    if (renders.size > RENDERS_REMEMBERED) renders.delete(renders.keys().next().value)
  }
  return {
    async get(cacheKey, ctx) {
      if (!mayReuse()) return null
      const at = now()
      const miss = () => {
        renderBegins(cacheKey, at)
        return null
      }
      try {
        const text = await store.get(cacheKey)
        if (!text) return miss()
        const entry = deserialise(text)
        const times = await tags.times(
          tagsOf(entry.value, { tags: [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])] }),
        )
        if (times.expiredAfter(entry.lastModified)) return miss()
        if (dueForRevalidation(entry, times, at)) renderBegins(cacheKey, at)
        return entry
      } catch (error) {
        console.error(`[cache] page cache read failed: ${error.message}`)
        return miss()
      }
    },
    async set(cacheKey, data, ctx) {
      if (!data || !mayShare()) return
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl
      const expire = typeof cacheControl?.expire === 'number' ? cacheControl.expire : MAX_TTL_SECONDS
      const ttl = Math.max(1, Math.min(MAX_TTL_SECONDS, Math.ceil(expire)))
      const value = ctx?.fetchCache ? { ...data, tags: tagsOf(data, ctx) } : data
      const lastModified = Math.min(renders.get(cacheKey) ?? Infinity, now())
      renders.delete(cacheKey)
      try {
        await store.set(cacheKey, serialise({ lastModified, value, cacheControl }), ttl)
      } catch (error) {
        console.error(`[cache] page cache write failed: ${error.message}`)
      }
    },
    async revalidateTag(tagOrTags, durations) {
      await tags.update([tagOrTags].flat().filter(Boolean), durations)
    },
    resetRequestCache() {},
  }
}

/** Next constructs the handler per request; the store lives as long as the process. */
export default class PageCacheHandler {
  constructor(ctx) {
    holder.__uppediconPageCache ??= createPageCache({ redis: cacheRedis(), namespace: buildId(ctx) })
    this.cache = holder.__uppediconPageCache
  }
  get(cacheKey, ctx) {
    return this.cache.get(cacheKey, ctx)
  }
  set(cacheKey, data, ctx) {
    return this.cache.set(cacheKey, data, ctx)
  }
  revalidateTag(tags, durations) {
    return this.cache.revalidateTag(tags, durations)
  }
  resetRequestCache() {}
}

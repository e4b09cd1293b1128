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
// A page's shell is the exception. A page that reads the request (a cookie, the query) is
// rendered in two parts: its shell, which Next renders without the request (those reads
// postponed) and stores here under the route's key, and the rest, rendered for each request from
// the stored shell. Refused from the requests that carry something, the shell of a page that
// every visitor asks with a query string or a cookie (the gateway's return to /payment?txn=…, a
// delegate's page, the console) was never stored, and Next rendered it again for every request
// before the request's own part. A shell is the same for every visitor: it is stored whatever
// request made it, unless it holds one of that request's secrets (its query's values, its
// cookies, its credential: request-scope.mjs), and it serves private requests too; only requests
// that read (GET, HEAD) on both sides (see `shellFits`). Next writes the address of the request
// into the shell's RSC payload, query included (its first row's `c` and `q`), so a page asked only
// with a query (/payment?txn=…) makes shells that are never kept, and renders its shell for every
// request. When a shell is refused for holding the request's secrets, the page is rendered once
// more from its path alone (no query, no cookie), in the background (`renderPlainly`): that shell
// holds nothing of anyone's, is kept, and serves the requests that follow.
//
// An entry is stored as a stamp (unique to that write) and its JSON. Reading a whole entry and
// parsing it (a page's HTML, its RSC payload and segments: a few hundred kB) was most of what a
// cached hit cost; each process keeps the entries it has parsed, and a read asks the store for
// the stamp alone (Redis GETRANGE), using its parsed copy while the stamp is the same. Any write,
// by any instance, changes the stamp, so a copy is never used past the entry it was parsed from.
// Next treats a returned entry as read-only (its own memory cache returns one object to every
// request, as this does).
//
// An entry is dated from when its rendering began, not when it was stored: a rendering that read
// the data before an edit's invalidation and finished after it must count as older than the edit.
// Next renders a page after a read that missed or found the entry due for revalidation, so that
// read's time (the earliest since the page was last stored, in this process) dates what is stored.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { mayReuse, mayShare, onlyReads, renderPlainly, requestSecrets } from './request-scope.mjs'
import { cacheRedis, memoryTags, now, redisTags } from './shared.mjs'

const TAGS_HEADER = 'x-next-cache-tags'
const MAX_TTL_SECONDS = 7 * 24 * 3600
const MEMORY_ENTRIES = 500
/** Parsed entries each process keeps (the most recently used), checked against their stamps. */
const PARSED_ENTRIES = 200
/** A stamp's length at most (see `stampNow`), and the bytes read to find it. */
const STAMP_BYTES = 32
/** Renderings begun and not yet stored that this process remembers (the oldest forgotten first). */
const RENDERS_REMEMBERED = 1000
/** How often at most a page's plain rendering is asked for while its shell is not kept (see above). */
const PLAIN_RENDER_EVERY_MS = 10_000

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

/** A page's shell: rendered without the request, its dynamic parts postponed (see above). */
const isShell = (value) => value?.kind === 'APP_PAGE' && typeof value.postponed === 'string'

/**
 * Whether a shell may serve, or come from, the request being served: one that only reads. A form
 * posted without its script (a server action) renders with the action's result (a row added, a
 * refusal with what was typed), which a shell stored from another request does not hold.
 */
const shellFits = (value) => isShell(value) && onlyReads()

/** Whether any of `needles` (or its address-encoded form) occurs in the entry's text or bytes. */
function holdsAny(value, needles) {
  if (!needles.length) return false
  const forms = [...new Set(needles.flatMap((n) => [n, encodeURIComponent(n)]))]
  const seen = (v) => {
    if (typeof v === 'string') return forms.some((f) => v.includes(f))
    if (v instanceof Uint8Array)
      return forms.some((f) => Buffer.from(v.buffer, v.byteOffset, v.length).includes(f))
    if (v instanceof Map) return [...v.values()].some(seen)
    if (Array.isArray(v)) return v.some(seen)
    if (v && typeof v === 'object') return Object.values(v).some(seen)
    return false
  }
  return seen(value)
}

/** Whether this rendering may be kept for other visitors (see above). */
const mayStore = (data) => mayShare() || (shellFits(data) && !holdsAny(data, requestSecrets()))

function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER]
  const fromHeader = typeof header === 'string' ? header.split(',') : []
  return [...new Set([...fromHeader, ...(ctx?.tags ?? []), ...(value?.tags ?? [])])].filter(Boolean)
}

/** A write's stamp: when, and 9 random bytes (base64url: 12 characters), within STAMP_BYTES. */
const stampNow = () => `${Date.now().toString(36)}.${randomBytes(9).toString('base64url')}`

/** An entry's text as stored: its stamp, a newline, its JSON. */
const stamped = (stamp, json) => `${stamp}\n${json}`

/** The stamp at the start of a stored text (or of its first bytes); none in a text without one. */
function stampOf(text) {
  const end = text ? text.indexOf('\n') : -1
  return end > 0 && end <= STAMP_BYTES ? text.slice(0, end) : null
}

/** Entries in Redis, shared by every instance. */
function redisStore(redis, namespace) {
  const key = (k) => `page:${namespace}:${k}`
  return {
    get: (k) => redis.get(key(k)),
    stamp: async (k) => stampOf(await redis.getrange(key(k), 0, STAMP_BYTES)),
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
    async stamp(k) {
      return stampOf(entries.get(k))
    },
    async set(k, text) {
      entries.delete(k)
      entries.set(k, text)
      if (entries.size > MEMORY_ENTRIES) entries.delete(entries.keys().next().value)
    },
  }
}

/**
 * The store's entries, parsed: each read asks only for the stamp, and parses the whole text only
 * when this process holds no copy of that very write.
 */
function parsedStore(store) {
  const parsed = new Map()
  const keep = (k, stamp, entry) => {
    parsed.delete(k)
    parsed.set(k, { stamp, entry })
    if (parsed.size > PARSED_ENTRIES) parsed.delete(parsed.keys().next().value)
  }
  return {
    async get(k) {
      const held = parsed.get(k)
      if (held && held.stamp === (await store.stamp(k))) return held.entry
      const text = await store.get(k)
      if (!text) return null
      const stamp = stampOf(text)
      const entry = deserialise(stamp ? text.slice(stamp.length + 1) : text)
      if (stamp) keep(k, stamp, entry)
      return entry
    },
    // What was written is parsed again at its first read: the object given here stays Next's.
    set: (k, entry, ttl) => store.set(k, stamped(stampNow(), serialise(entry)), ttl),
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
  const store = parsedStore(redis ? redisStore(redis, namespace) : memoryStore())
  const tags = redis ? redisTags(redis) : memoryTags
  /** Cache key → when the rendering that will store it began (the read that led to it). */
  const renders = new Map()
  /** Keeps `key` as the newest of `map`, forgetting the oldest past RENDERS_REMEMBERED. */
  const remember = (map, key, value) => {
    map.delete(key)
    map.set(key, value)
    if (map.size > RENDERS_REMEMBERED) map.delete(map.keys().next().value)
  }
  const renderBegins = (cacheKey, at) => {
    if (!renders.has(cacheKey)) remember(renders, cacheKey, at)
  }
  /** Cache key → when a plain rendering of its page was last asked for. */
  const plainRenders = new Map()
  const askPlainRendering = (cacheKey) => {
    const at = now()
    if (at - (plainRenders.get(cacheKey) ?? -Infinity) < PLAIN_RENDER_EVERY_MS) return
    remember(plainRenders, cacheKey, at)
    renderPlainly()
  }
  return {
    async get(cacheKey, ctx) {
      const at = now()
      const miss = () => {
        renderBegins(cacheKey, at)
        return null
      }
      try {
        const entry = await store.get(cacheKey)
        if (!entry) return miss()
        const times = await tags.times(
          tagsOf(entry.value, { tags: [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])] }),
        )
        if (times.expiredAfter(entry.lastModified)) return miss()
        // A private request is rendered for itself alone; only a shell is the same for everyone.
        if (!mayReuse() && !shellFits(entry.value)) return miss()
        if (dueForRevalidation(entry, times, at)) renderBegins(cacheKey, at)
        return entry
      } catch (error) {
        console.error(`[cache] page cache read failed: ${error.message}`)
        return miss()
      }
    },
    async set(cacheKey, data, ctx) {
      if (!data) return
      if (!mayStore(data)) {
        // A shell refused for holding this request's secrets: rendered again without them.
        if (shellFits(data)) askPlainRendering(cacheKey)
        return
      }
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl
      const expire = typeof cacheControl?.expire === 'number' ? cacheControl.expire : MAX_TTL_SECONDS
      const ttl = Math.max(1, Math.min(MAX_TTL_SECONDS, Math.ceil(expire)))
      const value = ctx?.fetchCache ? { ...data, tags: tagsOf(data, ctx) } : data
      const lastModified = Math.min(renders.get(cacheKey) ?? Infinity, now())
      renders.delete(cacheKey)
      try {
        await store.set(cacheKey, { lastModified, value, cacheControl }, ttl)
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

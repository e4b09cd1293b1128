// The handler of `'use cache'` (next.config.ts `cacheHandlers.default`): the cached readers'
// entries (lib/<domain> readers tagged per entity, see lib/cache.ts). With REDIS_URL the entries
// and the tags' times live in Redis, so every instance serves and invalidates the same entries;
// without it, Next's in-memory handler (one process).
import nextDefault from 'next/dist/server/lib/cache-handlers/default.external.js'
import { cacheRedis, now, redisTags } from './shared.mjs'

/** An entry's longest life in Redis, whatever its cache profile says (seconds). */
const MAX_TTL_SECONDS = 7 * 24 * 3600

async function streamToBuffer(stream) {
  const chunks = []
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(Buffer.from(value))
  }
  return Buffer.concat(chunks)
}

function bufferToStream(buffer) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(buffer))
      controller.close()
    },
  })
}

/** One Redis value: a 4-byte length, the entry's metadata as JSON, then the value's bytes. */
function pack(meta, value) {
  const head = Buffer.from(JSON.stringify(meta))
  const length = Buffer.alloc(4)
  length.writeUInt32BE(head.length)
  return Buffer.concat([length, head, value])
}

function unpack(buffer) {
  const length = buffer.readUInt32BE(0)
  return { meta: JSON.parse(buffer.subarray(4, 4 + length).toString()), value: buffer.subarray(4 + length) }
}

/** A `'use cache'` handler on Redis (exported for the tests; Next uses the default export). */
export function createRedisCacheHandler(redis) {
  const tags = redisTags(redis)
  const pending = new Map()
  const key = (cacheKey) => `use-cache:${cacheKey}`

  return {
    async get(cacheKey) {
      await pending.get(cacheKey)
      let stored
      try {
        stored = await redis.getBuffer(key(cacheKey))
      } catch {
        return undefined // Redis unreachable: a miss, the reader runs
      }
      if (!stored) return undefined
      const { meta, value } = unpack(stored)
      if (now() > meta.timestamp + meta.revalidate * 1000) return undefined
      try {
        const times = await tags.times(meta.tags)
        if (times.expiredAfter(meta.timestamp)) return undefined
        const revalidate = times.stale > meta.timestamp ? -1 : meta.revalidate
        return { ...meta, revalidate, value: bufferToStream(value) }
      } catch {
        return undefined
      }
    },

    async set(cacheKey, pendingEntry) {
      let done = () => {}
      pending.set(cacheKey, new Promise((resolve) => (done = resolve)))
      try {
        const entry = await pendingEntry
        // An `expire: 0` entry is dynamic: Next renders it on every read, never from the store.
        if (entry.expire === 0) return
        const value = await streamToBuffer(entry.value)
        const meta = { ...entry }
        delete meta.value
        const ttl = Math.max(1, Math.min(MAX_TTL_SECONDS, Math.ceil(entry.expire)))
        await redis.set(key(cacheKey), pack(meta, value), 'EX', ttl)
      } catch (error) {
        console.error(`[cache] could not store an entry: ${error.message}`)
      } finally {
        done()
        pending.delete(cacheKey)
      }
    },

    // Every read asks Redis for its tags' times: nothing to refresh ahead of a request.
    async refreshTags() {},

    async getExpiration(softTags) {
      try {
        return (await tags.times(softTags)).expired
      } catch {
        return now() // Redis unreachable: treat what is cached as expired rather than serve it stale
      }
    },

    async updateTags(expired, durations) {
      await tags.update(expired, durations)
    },
  }
}

const redis = cacheRedis()
// The module is CommonJS: its handler is `default` of what an ES import gives.
const memoryHandler = nextDefault.default ?? nextDefault
export default redis ? createRedisCacheHandler(redis) : memoryHandler

// The shared Redis connection (REDIS_URL) for what every server instance must see alike (cache
// entries and tags, counters). Optional: without REDIS_URL, redis() is null and each user of it
// falls back to its in-process or PostgreSQL store. Keys carry REDIS_PREFIX (tests use their own);
// ioredis applies it to commands, not to pub/sub channel names or SCAN patterns.
import Redis from 'ioredis'
import { env } from '@/lib/env'

const holder = globalThis as unknown as { uppediconRedis?: Redis | null }

export function redis(): Redis | null {
  if (holder.uppediconRedis !== undefined) return holder.uppediconRedis
  const { REDIS_URL, REDIS_PREFIX } = env()
  if (!REDIS_URL) return (holder.uppediconRedis = null)
  const client = new Redis(REDIS_URL, { keyPrefix: REDIS_PREFIX, maxRetriesPerRequest: 2 })
  // Without a listener an unreachable server would crash the process; callers see failed commands.
  client.on('error', (error) => console.error(`[redis] ${error.message}`))
  return (holder.uppediconRedis = client)
}

// The shared Redis connection (REDIS_URL) for what every server instance must see alike (cache
// entries and tags, counters). Optional: without REDIS_URL, redis() is null and each user of it
// falls back to its in-process or PostgreSQL store. Keys carry REDIS_PREFIX (tests use their own);
// ioredis applies it to commands, not to pub/sub channel names or SCAN patterns. Every command
// fails fast while Redis is away (lib/redis-client.mjs): callers fall back at once.
import type Redis from 'ioredis'
import { env } from '@/lib/env'
import { connectRedis } from './redis-client.mjs'

const holder = globalThis as unknown as { uppediconRedis?: Redis | null }

export function redis(): Redis | null {
  if (holder.uppediconRedis !== undefined) return holder.uppediconRedis
  const { REDIS_URL, REDIS_PREFIX } = env()
  if (!REDIS_URL) return (holder.uppediconRedis = null)
  return (holder.uppediconRedis = connectRedis(REDIS_URL, { keyPrefix: REDIS_PREFIX, label: 'redis' }))
}

import type { CacheRedis, UseCacheHandler } from './types'

export function createRedisCacheHandler(redis: CacheRedis): UseCacheHandler
declare const handler: UseCacheHandler
export default handler

// Types of the cache handlers' modules (plain JavaScript: Next imports them at run time).
import type Redis from 'ioredis'

export interface UseCacheEntry {
  value: ReadableStream<Uint8Array>
  tags: string[]
  stale: number
  timestamp: number
  expire: number
  revalidate: number
}

export interface UseCacheHandler {
  get(cacheKey: string, softTags: string[]): Promise<UseCacheEntry | undefined>
  set(cacheKey: string, pendingEntry: Promise<UseCacheEntry>): Promise<void>
  refreshTags(): Promise<void>
  getExpiration(tags: string[]): Promise<number>
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>
}

/** A cached page or route answer as Next gives it (the fields the tests read, and the rest). */
export interface PageValue {
  html: string
  rscData: Buffer
  segmentData?: Map<string, Buffer>
  [key: string]: unknown
}

export interface PageCache {
  get(
    cacheKey: string,
    ctx: object,
  ): Promise<{ lastModified: number; value: PageValue; cacheControl?: object } | null>
  set(cacheKey: string, data: object | null, ctx: object): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}

export type CacheRedis = Redis

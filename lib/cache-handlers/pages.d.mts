import type { CacheRedis, PageCache } from './types'

export function serialise(entry: unknown): string
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function deserialise(text: string): any
export function createPageCache(options: { redis: CacheRedis | null; namespace: string }): PageCache
export default class PageCacheHandler {
  constructor(ctx: { serverDistDir?: string })
}

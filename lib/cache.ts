// Cache tags of the public data. Pages and the read API use the cached readers of each domain
// (`'use cache'` + cacheTag); every successful admin write calls invalidate() with the tags it
// touched, so the next request renders fresh content (no timer-based revalidation).
import { revalidateTag } from 'next/cache'
import { after } from 'next/server'

export const TAGS = {
  members: 'members',
  conference: 'conference',
  events: 'events',
  gallery: 'gallery',
  gkpgallery: 'gkpgallery',
  themes: 'themes',
  contact: 'contact',
  banners: 'banners',
  faqs: 'faqs',
  texts: 'texts',
  editions: 'editions',
  programme: 'programme',
  abstracts: 'abstracts',
} as const
export type Tag = (typeof TAGS)[keyof typeof TAGS]

/** How long a page render that began before a write may still take to be stored. */
const SETTLE_MS = 3000

/**
 * Expires the tagged data now: the next request renders with fresh data. Data entries are dated
 * when their render starts, but a whole page's cache entry is dated when it is stored, so a page
 * render that began just before this write (another visitor's, typically one set off by the
 * previous write of a burst) could finish after it and be kept as fresh. Expiring the tags again
 * once such renders have settled closes that window for any render shorter than SETTLE_MS (a
 * public page renders in tens of milliseconds); e2e/api/admin-cache.spec.ts writes in bursts
 * under load and checks that the last write is what visitors see.
 */
export function invalidate(...tags: Tag[]) {
  const expire = () => {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  }
  expire()
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    expire()
  })
}

/** Next excludes a cached read whose stale time is below this from prerenders (its MIN_PREFETCHABLE_STALE). */
const MIN_STALE = 30
/** … and one that expires sooner than this (its MIN_PRERENDERABLE_EXPIRE). */
const MIN_EXPIRE = 300

/**
 * The life of a cached read that holds until a time boundary `seconds` away (the call opening, a
 * seat hold ending, …): revalidated then, so the first request after it renders afresh. A read
 * Next excluded from prerenders would make the page that reads it dynamic, and a page without a
 * `<Suspense>` around it fails to render, so the stale time (how long a browser's router may reuse
 * the page without asking) is never below 30 s, and the entry is kept at least 5 minutes.
 */
export function lifeUntil(seconds: number) {
  const revalidate = Math.max(1, seconds)
  return {
    stale: Math.max(MIN_STALE, Math.min(revalidate, MIN_EXPIRE)),
    revalidate,
    expire: Math.max(revalidate, MIN_EXPIRE),
  }
}

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

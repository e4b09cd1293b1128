// Cache tags of the public data. Pages and the read API use the cached readers of each domain
// (`'use cache'` + cacheTag); every successful admin write calls invalidate() with the tags it
// touched, so the next request renders fresh content (no timer-based revalidation).
import { revalidateTag } from 'next/cache'

export const TAGS = {
  members: 'members',
  conference: 'conference',
  events: 'events',
  gallery: 'gallery',
  gkpgallery: 'gkpgallery',
  themes: 'themes',
  contact: 'contact',
  banners: 'banners',
} as const
export type Tag = (typeof TAGS)[keyof typeof TAGS]

/** Expires the tagged data now: the next request renders with fresh data, never stale. */
export function invalidate(...tags: Tag[]) {
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}

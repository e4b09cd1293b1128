// What a page the same for everyone tells the caches between the site and the visitor (a CDN, the
// micro-cache of deploy/nginx.conf, the browser). Next derives `s-maxage` from the longest a page
// may live in its own page cache (up to the next boundary of the edition: hours or days), but
// that cache is expired by the site the moment an organiser saves a change, while a shared cache
// outside the site learns nothing of it. So the site's server (scripts/serve.ts) says only what
// such a cache may keep without being told: a few seconds. A browser revalidates every visit
// (`max-age=0`, answered 304 by the ETag when unchanged); a shared cache serves the page for
// SHARED_SECONDS and, while it fetches a fresh copy, the old one for STALE_SECONDS more. An edit,
// or registration closing at midnight, reaches every visitor at most SHARED_SECONDS +
// STALE_SECONDS later (docs/operations.md, "Caches in front of the site").
// Answers that carry a secret never get here: they say `private, no-store`
// (lib/net/private-render.ts). Client-safe and without dependencies.

export const SHARED_SECONDS = 5
export const STALE_SECONDS = 5

/**
 * The Cache-Control a shared answer goes out with: Next's `s-maxage=…` (a page or route answer
 * from its cache) becomes a few seconds; anything else (`private`, `no-store`, `immutable` files,
 * a route's own choice without `s-maxage`) is left as it is.
 */
export function publicCacheControl(value: string): string {
  if (/\b(private|no-store|no-cache|immutable)\b/i.test(value)) return value
  const sMaxAge = /\bs-maxage=(\d+)/i.exec(value)
  if (!sMaxAge) return value
  const shared = Math.min(Number(sMaxAge[1]), SHARED_SECONDS)
  return `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${STALE_SECONDS}`
}

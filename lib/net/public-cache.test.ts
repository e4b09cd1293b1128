// What a shared answer tells the caches in front of the site (see public-cache.ts).
import { describe, expect, it } from 'vitest'
import { publicCacheControl, SHARED_SECONDS, STALE_SECONDS } from './public-cache'

describe('publicCacheControl', () => {
  it("turns Next's hours of s-maxage into a few seconds for shared caches, none for browsers", () => {
    expect(publicCacheControl('s-maxage=3600, stale-while-revalidate=82800')).toBe(
      `public, max-age=0, s-maxage=${SHARED_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`,
    )
    expect(publicCacheControl('s-maxage=31536000')).toMatch(/^public, max-age=0, s-maxage=5,/)
  })

  it('never lengthens a shorter life', () => {
    expect(publicCacheControl('s-maxage=2, stale-while-revalidate=10')).toContain('s-maxage=2,')
  })

  it('leaves private, uncacheable and immutable answers alone', () => {
    for (const value of [
      'private, no-store',
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'no-store',
      'public, max-age=31536000, immutable',
      'public, max-age=60',
    ])
      expect(publicCacheControl(value)).toBe(value)
  })
})

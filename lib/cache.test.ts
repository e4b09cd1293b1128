// The life of a cached read that ends at a time boundary: never short enough for Next to leave it
// out of a prerender (the page would fail to render), and revalidated when the boundary comes.
import { describe, expect, it } from 'vitest'
import { lifeUntil } from './cache'

describe('lifeUntil', () => {
  it('revalidates at the boundary however near, with a stale time of 30 s at least', () => {
    for (const seconds of [1, 5, 21, 29, 30]) {
      const life = lifeUntil(seconds)
      expect(life.revalidate).toBe(seconds)
      expect(life.stale).toBe(30)
      expect(life.expire).toBe(300)
    }
    expect(lifeUntil(0).revalidate).toBe(1)
  })

  it('keeps the stale time to 5 minutes at most and the entry until the boundary', () => {
    expect(lifeUntil(120)).toEqual({ stale: 120, revalidate: 120, expire: 300 })
    expect(lifeUntil(3600)).toEqual({ stale: 300, revalidate: 3600, expire: 3600 })
  })
})

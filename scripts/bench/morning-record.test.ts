import { describe, expect, it } from 'vitest'
import { highestGoodRate, type Window } from './morning-record'

const w = (rate: number, p95: number, errors = 0): Window => ({ rate, p95, errors })

describe('highestGoodRate', () => {
  it('is the highest of the rising rates below the first that failed', () => {
    expect(highestGoodRate([w(100, 40), w(300, 200), w(500, 1400), w(700, 300)])).toBe('300 delegates/min')
  })

  it('counts every window of a steady morning: one slow window fails the rate', () => {
    const steady = [w(500, 37), w(500, 251), w(500, 3192), w(500, 881)]
    expect(highestGoodRate(steady)).toBe('none: below 500 delegates/min (the lowest of this run)')
    expect(highestGoodRate(steady.filter((x) => x.p95 <= 1000))).toBe(
      '≥ 500 delegates/min (the highest of this run)',
    )
  })

  it('fails a rate with an error whatever its p95', () => {
    expect(highestGoodRate([w(200, 10), w(400, 10, 1)])).toBe('200 delegates/min')
  })
})

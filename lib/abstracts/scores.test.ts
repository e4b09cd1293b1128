// The committee's arithmetic (./scores.ts): a review's score, an abstract's mean and spread, and
// the two orders of the committee's page.
import { describe, expect, it } from 'vitest'
import { reviewScore, scoreSummary, sortBy } from './scores'

describe('scores', () => {
  it('scores a review as the mean of its criteria', () => {
    expect(reviewScore([4, 5, 3])).toBe(4)
    expect(reviewScore([5, 4, 4])).toBe(4.33)
    expect(reviewScore([])).toBeNull()
  })

  it('summarises an abstract: the mean of its reviews and their largest difference', () => {
    expect(scoreSummary([[4, 4, 4], [2, 2, 2], []])).toEqual({ mean: 3, spread: 2 })
    expect(scoreSummary([[4, 4, 3]])).toEqual({ mean: 3.67, spread: null })
    expect(scoreSummary([[], []])).toEqual({ mean: null, spread: null })
    // Rounded at the end, not review by review: 3.33 and 3.67 are 0.33 apart, not 0.34.
    expect(
      scoreSummary([
        [3, 3, 4],
        [4, 3, 4],
      ]),
    ).toEqual({ mean: 3.5, spread: 0.33 })
  })

  it('sorts disagreement first, or the best mean first; abstracts without the figure last', () => {
    const rows = [
      { id: 1, mean: 4, spread: 0.5 },
      { id: 2, mean: null, spread: null },
      { id: 3, mean: 2.5, spread: 3 },
      { id: 4, mean: 4.5, spread: null },
      { id: 5, mean: 4, spread: 0.5 },
    ]
    expect(sortBy(rows, 'spread').map((r) => r.id)).toEqual([3, 1, 5, 2, 4])
    expect(sortBy(rows, 'mean').map((r) => r.id)).toEqual([4, 1, 5, 3, 2])
  })
})

// The committee's arithmetic: a review's score is the mean of its criteria's scores (1 to 5); an
// abstract's mean is the mean of its reviews' scores, and its spread the largest difference
// between two of them (how much its reviewers disagree; none with fewer than two reviews),
// rounded to two decimals at the end. The committee's page sorts by spread (disagreement first)
// or by mean (best first), abstracts without the figure last. Pure and client-safe.
import type { CommitteeSort } from './review-words'

const round = (n: number) => Math.round(n * 100) / 100

const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length

/** A review's score, unrounded (null: not scored). */
const exactScore = (scores: readonly number[]): number | null => (scores.length ? average([...scores]) : null)

/** A review's score, to two decimals (null: not scored). */
export const reviewScore = (scores: readonly number[]): number | null => {
  const exact = exactScore(scores)
  return exact === null ? null : round(exact)
}

/** The mean and spread of an abstract's reviews, from each one's scores (none: not done). */
export function scoreSummary(reviews: readonly (readonly number[])[]): {
  mean: number | null
  spread: number | null
} {
  const done = reviews.map(exactScore).filter((s): s is number => s !== null)
  return {
    mean: done.length ? round(average(done)) : null,
    spread: done.length >= 2 ? round(Math.max(...done) - Math.min(...done)) : null,
  }
}

/** Rows in the committee's order: the chosen figure, largest first, then the lower id. */
export function sortBy<T extends { id: number; mean: number | null; spread: number | null }>(
  rows: readonly T[],
  sort: CommitteeSort,
): T[] {
  const figure = (r: T) => r[sort] ?? -Infinity
  return [...rows].sort((a, b) => figure(b) - figure(a) || a.id - b.id)
}

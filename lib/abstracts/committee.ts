// The committee's reads (organisers): every submitted abstract of the current edition's call with
// its authors, its reviews side by side (each reviewer named, their scores, comment and note),
// its mean and spread (./scores.ts), the reviewers it still lacks and its decision; filtered by
// topic, type and decision, sorted by spread or mean. And the call's review settings.
import 'server-only'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import type { CommitteeQuery, CommitteeReviewDto, CommitteeRowDto } from './review-schema'
import { DEFAULT_CRITERIA, DEFAULT_REVIEWERS_PER_ABSTRACT } from './review-words'
import type { Author } from './schema'
import { reviewScore, scoreSummary, sortBy } from './scores'

export interface ReviewSettings {
  criteria: string[]
  reviewers_per_abstract: number
  /** A review was saved: the criteria are fixed. */
  scored: boolean
  topics: string[]
  types: string[]
}

/** The current edition's review settings (the defaults when it has no call). */
export async function reviewSettings(): Promise<ReviewSettings> {
  const edition = await findCurrentEdition()
  const [call, scored] = await Promise.all([
    db().abstractCall.findUnique({ where: { editionId: edition.id } }),
    db().reviewAssignment.count({ where: { state: 'reviewed', abstract: { editionId: edition.id } } }),
  ])
  return {
    criteria: call?.reviewCriteria ?? [...DEFAULT_CRITERIA],
    reviewers_per_abstract: call?.reviewersPerAbstract ?? DEFAULT_REVIEWERS_PER_ABSTRACT,
    scored: scored > 0,
    topics: call?.topics ?? [],
    types: call?.types ?? [],
  }
}

type Review = {
  state: CommitteeReviewDto['state']
  scores: number[]
  comment: string
  note: string
  conflictReason: string
  reviewer: { name: string; email: string } | null
}

const toReview = (r: Review): CommitteeReviewDto => ({
  reviewer: r.reviewer?.name || r.reviewer?.email || 'A former reviewer',
  state: r.state,
  scores: r.state === 'reviewed' ? r.scores : [],
  score: r.state === 'reviewed' ? reviewScore(r.scores) : null,
  comment: r.comment,
  note: r.note,
  conflict_reason: r.conflictReason,
})

/** The committee's list of the current edition's submitted abstracts. */
export async function committeeRows(query: CommitteeQuery): Promise<CommitteeRowDto[]> {
  const edition = await findCurrentEdition()
  const [call, rows] = await Promise.all([
    db().abstractCall.findUnique({ where: { editionId: edition.id } }),
    db().abstract.findMany({
      where: {
        editionId: edition.id,
        status: 'submitted',
        ...(query.topic && { topic: query.topic }),
        ...(query.type && { type: query.type }),
        ...(query.decision && { decision: query.decision === 'undecided' ? null : query.decision }),
      },
      include: {
        reviews: { orderBy: { id: 'asc' }, include: { reviewer: { select: { name: true, email: true } } } },
      },
    }),
  ])
  const perAbstract = call?.reviewersPerAbstract ?? DEFAULT_REVIEWERS_PER_ABSTRACT
  const list = rows.map((a): CommitteeRowDto => {
    const reviews = a.reviews.map(toReview)
    const active = reviews.filter((r) => r.state !== 'conflict').length
    return {
      id: a.id,
      number: a.number,
      title: a.title,
      topic: a.topic,
      type: a.type,
      authors: a.authors as unknown as Author[],
      reviews,
      ...scoreSummary(reviews.map((r) => r.scores)),
      missing: a.decision === null ? Math.max(0, perAbstract - active) : 0,
      decision: a.decision,
      decided_by: a.decidedBy,
      decided_at: a.decidedAt?.toISOString() ?? null,
      decision_sent_at: a.decisionSentAt?.toISOString() ?? null,
    }
  })
  return sortBy(list, query.sort)
}

/** How many decisions are taken and not mailed yet (the committee's "Mail the decisions"). */
export async function unsentDecisions(): Promise<number> {
  const edition = await findCurrentEdition()
  return db().abstract.count({
    where: { editionId: edition.id, status: 'submitted', decision: { not: null }, decisionSentAt: null },
  })
}

// The blind review in words: the decisions, an assignment's states, the defaults of the call's
// review settings and the messages its forms show. Client-safe and without zod.

export const DECISIONS = ['accept_oral', 'accept_poster', 'reject'] as const
export type Decision = (typeof DECISIONS)[number]
export const DECISION_LABELS: Record<Decision, string> = {
  accept_oral: 'Accept as oral presentation',
  accept_poster: 'Accept as poster',
  reject: 'Reject',
}
/** What the submitter reads of a mailed decision. */
export const DECISION_OUTCOMES: Record<Decision, string> = {
  accept_oral: 'Accepted for an oral presentation',
  accept_poster: 'Accepted for a poster presentation',
  reject: 'Not accepted',
}
/** The decisions that accept an abstract (it may then be scheduled in the programme). */
export const ACCEPTED_DECISIONS = ['accept_oral', 'accept_poster'] as const satisfies readonly Decision[]
export const PRESENTATION_TYPES: Record<Exclude<Decision, 'reject'>, string> = {
  accept_oral: 'Oral presentation',
  accept_poster: 'Poster',
}

export const REVIEW_STATES = ['assigned', 'reviewed', 'conflict'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]
export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  assigned: 'To review',
  reviewed: 'Reviewed',
  conflict: 'Conflict of interest declared',
}

export const DEFAULT_CRITERIA = ['Originality', 'Methods', 'Relevance'] as const
export const DEFAULT_REVIEWERS_PER_ABSTRACT = 2
/** Each criterion is scored from 1 (poor) to 5 (excellent). */
export const SCORE_MIN = 1
export const SCORE_MAX = 5
export const MAX_CRITERIA = 8
export const MAX_REVIEWERS_PER_ABSTRACT = 5
export const MAX_COMMENT_CHARS = 4000

/** The committee's sort orders: disagreement first (largest spread), or the best mean first. */
export const COMMITTEE_SORTS = ['spread', 'mean'] as const
export type CommitteeSort = (typeof COMMITTEE_SORTS)[number]

export const REVIEW_SAVED = 'Your review is saved. You can change it until the committee decides.'
export const CONFLICT_SAVED =
  'Your conflict of interest is recorded: this abstract is no longer yours to review.'
export const REVIEW_CLOSED = 'The committee has decided on this abstract: its reviews can no longer change.'
export const CONFLICT_CLOSED = 'You declared a conflict of interest on this abstract.'
export const NO_SUCH_ASSIGNMENT = 'No such review of yours.'
export const CRITERIA_FIXED =
  'The criteria cannot change once a review has been saved: reviews already scored them.'
export const DECISION_FINAL = 'The decision on this abstract was mailed: it can no longer change.'

// Inputs of the blind review, one zod schema per input, used by the console's and the reviewer's
// forms and by the /adminpanel handlers alike: the call's review settings, a reviewer's
// invitation, a review, a declared conflict of interest, the committee's decision and the
// committee list's filters; and the answers the pages and the API read. Client-safe.
import { z } from 'zod'
import { inviteSchema, type InvitationState } from '@/lib/auth/invite-schema'
import {
  COMMITTEE_SORTS,
  DECISIONS,
  MAX_COMMENT_CHARS,
  MAX_CRITERIA,
  MAX_REVIEWERS_PER_ABSTRACT,
  SCORE_MAX,
  SCORE_MIN,
  type Decision,
  type ReviewState,
} from './review-words'
import type { Author } from './schema'
import type { Section } from './words'

export const REVIEWERS_API = '/adminpanel/reviewers/'
export const REVIEWS_API = '/adminpanel/reviews/'
export const COMMITTEE_API = '/adminpanel/abstracts/'

/** What reviewers score and how many review each abstract (the review console). */
export const reviewSettingsSchema = z.object({
  criteria: z
    .array(z.string().trim().min(1).max(60, 'A criterion: 60 characters at most.'))
    .min(1, 'Name at least one criterion.')
    .max(MAX_CRITERIA, `Name at most ${MAX_CRITERIA} criteria.`)
    .refine((c) => new Set(c.map((x) => x.toLowerCase())).size === c.length, 'Name each criterion once.'),
  reviewers_per_abstract: z.coerce
    .number({ error: 'Give a number of reviewers.' })
    .int('Give a whole number of reviewers.')
    .min(1, 'At least one reviewer per abstract.')
    .max(MAX_REVIEWERS_PER_ABSTRACT, `At most ${MAX_REVIEWERS_PER_ABSTRACT} reviewers per abstract.`),
})
export type ReviewSettingsInput = z.infer<typeof reviewSettingsSchema>

/** A reviewer's invitation: who, their institution (for conflicts) and their topics (the call's). */
export const reviewerInviteSchema = inviteSchema.extend({
  institution: z
    .string({ error: 'Institution is required.' })
    .trim()
    .min(1, 'Institution is required: it keeps a reviewer off their own institution’s abstracts.')
    .max(200, 'Institution: 200 characters at most.'),
  topics: z.array(z.string().trim().min(1).max(120)).max(50).default([]),
})
export type ReviewerInviteInput = z.infer<typeof reviewerInviteSchema>

const score = z.coerce
  .number({ error: `Score each criterion from ${SCORE_MIN} to ${SCORE_MAX}.` })
  .int(`Score each criterion from ${SCORE_MIN} to ${SCORE_MAX}.`)
  .min(SCORE_MIN, `Score each criterion from ${SCORE_MIN} to ${SCORE_MAX}.`)
  .max(SCORE_MAX, `Score each criterion from ${SCORE_MIN} to ${SCORE_MAX}.`)

/** A review: one score per criterion of the call (`criteria` of them), the comment, the note. */
export function reviewSchema(criteria: number) {
  return z.object({
    scores: z
      .array(score)
      .length(criteria, `Score each of the ${criteria} criteria from ${SCORE_MIN} to ${SCORE_MAX}.`),
    comment: z
      .string({ error: 'Write a comment to the authors.' })
      .trim()
      .min(1, 'Write a comment to the authors.')
      .max(MAX_COMMENT_CHARS, `The comment: ${MAX_COMMENT_CHARS} characters at most.`),
    note: z
      .string()
      .trim()
      .max(MAX_COMMENT_CHARS, `The note: ${MAX_COMMENT_CHARS} characters at most.`)
      .default(''),
  })
}
export type ReviewInput = z.infer<ReturnType<typeof reviewSchema>>

export const conflictSchema = z.object({
  reason: z
    .string({ error: 'Say why: the committee reads it.' })
    .trim()
    .min(1, 'Say why: the committee reads it.')
    .max(500, 'The reason: 500 characters at most.'),
})
export type ConflictInput = z.infer<typeof conflictSchema>

export const decisionSchema = z.object({
  decision: z.enum(DECISIONS, { error: 'Choose accept as oral, accept as poster, or reject.' }),
})

/** The committee list's filters and order (a GET form's fields). */
export const committeeQuerySchema = z.object({
  topic: z.string().trim().max(120).optional().catch(undefined),
  type: z.string().trim().max(20).optional().catch(undefined),
  decision: z
    .enum([...DECISIONS, 'undecided'])
    .optional()
    .catch(undefined),
  sort: z.enum(COMMITTEE_SORTS).catch('spread'),
})
export type CommitteeQuery = z.infer<typeof committeeQuerySchema>

export interface ReviewerDto {
  id: number
  email: string
  name: string
  institution: string
  topics: string[]
  state: InvitationState
  invited_at: string
  last_login_at: string | null
  /** Assignments to do and done (a declared conflict counts in neither). */
  to_review: number
  reviewed: number
}

/** One of a reviewer's assignments as their list shows it: nothing of the authors. */
export interface AssignmentDto {
  id: number
  title: string
  topic: string
  type: string
  state: ReviewState
  /** The committee decided: the review can no longer change. */
  closed: boolean
}

/** The abstract of an assignment as its reviewer sees it (blind), with their review. */
export interface BlindReviewDto extends AssignmentDto {
  sections: Record<Section, string>
  criteria: string[]
  scores: number[]
  comment: string
  note: string
  conflict_reason: string
  reviewed_at: string | null
}

/** A review as the committee reads it, its reviewer named. */
export interface CommitteeReviewDto {
  reviewer: string
  state: ReviewState
  scores: number[]
  /** The mean of its scores (null until reviewed). */
  score: number | null
  comment: string
  note: string
  conflict_reason: string
}

/** A submitted abstract on the committee's page. */
export interface CommitteeRowDto {
  id: number
  number: string | null
  title: string
  topic: string
  type: string
  authors: Author[]
  reviews: CommitteeReviewDto[]
  /** The mean of its reviews' scores, and the largest difference between two of them (null: none yet). */
  mean: number | null
  spread: number | null
  /** Reviewers still to be assigned to reach the call's number. */
  missing: number
  decision: Decision | null
  decided_by: string | null
  decided_at: string | null
  /** When the decision was mailed (then it is final). */
  decision_sent_at: string | null
}

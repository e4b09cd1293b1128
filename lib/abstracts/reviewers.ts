// The scientific committee's reviewers: accounts of role `reviewer` (lib/auth/roles.ts: they open
// their review pages and API only), invited by e-mail as desk volunteers are
// (lib/auth/invitations.ts), each with an institution (never assigned an abstract with an author
// of it) and topics among the current call's (preferred in assignment). Revoking one drops their
// open assignments (Assign reviewers fills them again) and keeps their saved reviews, unnamed.
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { invitationState, inviteAccount, revokeAccount } from '@/lib/auth/invitations'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { findCall } from './call'
import type { ReviewerDto, ReviewerInviteInput } from './review-schema'

type Row = Awaited<ReturnType<typeof reviewerRows>>[number]

const reviewerRows = () =>
  db().admin.findMany({
    where: { role: 'reviewer' },
    orderBy: { id: 'desc' },
    include: { reviews: { select: { state: true } } },
  })

function toDto(a: Row, now: Date): ReviewerDto {
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    institution: a.institution,
    topics: a.reviewTopics,
    state: invitationState(a, now),
    invited_at: a.createdAt.toISOString(),
    last_login_at: a.lastLoginAt?.toISOString() ?? null,
    to_review: a.reviews.filter((r) => r.state === 'assigned').length,
    reviewed: a.reviews.filter((r) => r.state === 'reviewed').length,
  }
}

/** The topics of the current edition's call, in its order, that `topics` names (others refused). */
async function callTopics(topics: string[]): Promise<string[]> {
  const call = await findCall((await findCurrentEdition()).id)
  const offered = call?.topics ?? []
  const unknown = topics.filter((t) => !offered.includes(t))
  if (unknown.length)
    throw new ApiError('invalid', 'Choose topics of the call.', {
      fields: { topics: [`Not a topic of the call: ${unknown.join(', ')}.`] },
    })
  return offered.filter((t) => topics.includes(t))
}

/** Invites a reviewer (or renews the link of one not yet active, with the new details). */
export async function inviteReviewer(
  input: ReviewerInviteInput,
  actor: Actor,
  now = new Date(),
): Promise<ReviewerDto> {
  const reviewTopics = await callTopics(input.topics)
  const admin = await inviteAccount(
    'reviewer',
    input,
    { reviewTopics, institution: input.institution },
    actor,
    now,
  )
  return toDto({ ...admin, reviews: [] }, now)
}

/** Revokes a reviewer: their open assignments are dropped, the account and its sessions deleted. */
export const revokeReviewer = (id: number, actor: Actor) =>
  revokeAccount('reviewer', id, actor, (tx) =>
    tx.reviewAssignment.deleteMany({ where: { reviewerId: id, state: 'assigned' } }),
  )

/** Every reviewer, newest first, with their assignments to do and done. */
export async function listReviewers(now = new Date()): Promise<ReviewerDto[]> {
  return (await reviewerRows()).map((a) => toDto(a, now))
}

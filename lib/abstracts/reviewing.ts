// A reviewer's side of the blind review: their assignments, one abstract as they see it (title,
// topic, type and sections; never its authors, affiliations, submitter's e-mail or number), their
// review (a score per criterion, the comment to the authors, the note to the committee) saved and
// changed until the committee decides, and a declared conflict of interest, which closes the
// assignment and brings another eligible reviewer if there is one. An assignment of another
// reviewer is "not found", as one that does not exist.
import 'server-only'
import { conflict, notFound } from '@/lib/api/errors'
import { parse } from '@/lib/api/input'
import type { Actor } from '@/lib/audit/actions'
import { db, type Prisma } from '@/lib/db/client'
import { domainWrite, type Write } from '@/lib/domain-write'
import { fillAssignments } from './assignment'
import { reviewSchema, type AssignmentDto, type BlindReviewDto, type ConflictInput } from './review-schema'
import { CONFLICT_CLOSED, NO_SUCH_ASSIGNMENT, REVIEW_CLOSED } from './review-words'
import type { Section } from './words'

// What a reviewer may read of an abstract: nothing that names or links to its authors.
const BLIND = { title: true, topic: true, type: true, sections: true, decision: true, status: true } as const

type Row = Prisma.ReviewAssignmentGetPayload<{ include: { abstract: { select: typeof BLIND } } }>

const toAssignment = (r: Row): AssignmentDto => ({
  id: r.id,
  title: r.abstract.title,
  topic: r.abstract.topic,
  type: r.abstract.type,
  state: r.state,
  closed: r.abstract.decision !== null || r.abstract.status !== 'submitted',
})

/** The reviewer's assignments, the ones to review first, then by id. */
export async function listMyAssignments(reviewerId: number): Promise<AssignmentDto[]> {
  const rows = await db().reviewAssignment.findMany({
    where: { reviewerId, abstract: { status: 'submitted' } },
    include: { abstract: { select: BLIND } },
    orderBy: { id: 'asc' },
  })
  const order = { assigned: 0, reviewed: 1, conflict: 2 }
  return rows.map(toAssignment).sort((a, b) => order[a.state] - order[b.state] || a.id - b.id)
}

/**
 * The reviewer's assignment `id` as they see it (null: not theirs, or withdrawn since); `any`: an
 * organiser's look at what a reviewer sees.
 */
export async function findMyReview(reviewerId: number | 'any', id: number): Promise<BlindReviewDto | null> {
  const row = await db().reviewAssignment.findFirst({
    where: { id, ...(reviewerId !== 'any' && { reviewerId }), abstract: { status: 'submitted' } },
    include: { abstract: { select: { ...BLIND, editionId: true } } },
  })
  if (!row) return null
  const call = await db().abstractCall.findUnique({ where: { editionId: row.abstract.editionId } })
  return {
    ...toAssignment(row),
    sections: row.abstract.sections as unknown as Record<Section, string>,
    criteria: call?.reviewCriteria ?? [],
    scores: row.scores,
    comment: row.comment,
    note: row.note,
    conflict_reason: row.conflictReason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  }
}

/** The reviewer's assignment, locked until the write ends; refused once it can no longer change. */
async function lockOpen(w: Write, reviewerId: number, id: number) {
  const locked = await w.tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM review_assignments WHERE id = ${id} AND reviewer_id = ${reviewerId} FOR UPDATE`
  if (!locked.length) throw notFound(NO_SUCH_ASSIGNMENT)
  // The abstract too, shared: its decision (which locks it for update) waits for this write, or
  // this write sees the decision.
  await w.tx.$queryRaw`
    SELECT a.id FROM abstracts a JOIN review_assignments r ON r.abstract_id = a.id
    WHERE r.id = ${id} FOR SHARE OF a`
  const row = await w.tx.reviewAssignment.findUniqueOrThrow({ where: { id }, include: { abstract: true } })
  if (row.abstract.status !== 'submitted') throw notFound(NO_SUCH_ASSIGNMENT)
  if (row.state === 'conflict') throw conflict(CONFLICT_CLOSED)
  if (row.abstract.decision !== null) throw conflict(REVIEW_CLOSED)
  return row
}

/** Saves the reviewer's review of assignment `id` (a first one or a change). */
export async function saveReview(
  reviewerId: number,
  id: number,
  body: unknown,
  actor: Actor,
  now = new Date(),
): Promise<BlindReviewDto> {
  await domainWrite(actor, async (w) => {
    const row = await lockOpen(w, reviewerId, id)
    const call = await w.tx.abstractCall.findUniqueOrThrow({ where: { editionId: row.abstract.editionId } })
    const input = parse(reviewSchema(call.reviewCriteria.length), body)
    await w.tx.reviewAssignment.update({
      where: { id },
      data: { ...input, state: 'reviewed', reviewedAt: now },
    })
    await w.audit('abstract.review', {
      entityId: row.abstractId,
      detail: { number: row.abstract.number, assignment: id, scores: input.scores },
    })
  })
  return (await findMyReview(reviewerId, id))!
}

/**
 * Declares the reviewer's conflict of interest with assignment `id`: closed (a review saved
 * before is set aside), and the abstract gets another eligible reviewer if there is one.
 */
export async function declareConflict(
  reviewerId: number,
  id: number,
  input: ConflictInput,
  actor: Actor,
): Promise<BlindReviewDto> {
  await domainWrite(actor, async (w) => {
    const row = await lockOpen(w, reviewerId, id)
    await w.tx.reviewAssignment.update({
      where: { id },
      data: { state: 'conflict', conflictReason: input.reason, scores: [], comment: '', note: '' },
    })
    const { plan } = await fillAssignments(w, row.abstract.editionId, row.abstractId)
    await w.audit('abstract.conflict', {
      entityId: row.abstractId,
      detail: {
        number: row.abstract.number,
        assignment: id,
        reason: input.reason,
        reassigned: plan.add.length,
      },
    })
  })
  return (await findMyReview(reviewerId, id))!
}

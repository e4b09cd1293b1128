// Writing the assignment plan (./assign.ts) for the current edition's call: "Assign reviewers" on
// the committee's page, and the one abstract whose reviewer declared a conflict. Every reviewer
// account counts (an invitation not yet accepted too: the reviewer finds the assignments on
// signing in). Only submitted abstracts without a decision get reviewers; a withdrawn abstract's
// open assignments are dropped. Serialised per edition, so two presses at once add each missing
// reviewer once.
import 'server-only'
import { notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { domainWrite, type Write } from '@/lib/domain-write'
import { findCurrentEdition } from '@/lib/editions/service'
import { planAssignments, type AssignmentPlan } from './assign'
import type { Author } from './schema'

const NO_CALL = 'This conference has no call for abstracts.'

export interface AssignResult {
  added: number
  /** The abstracts that still lack reviewers: their numbers and how many each lacks. */
  short: { number: string; missing: number }[]
}

/** The plan for the edition's undecided submitted abstracts (or only `onlyAbstractId`), written. */
export async function fillAssignments(
  w: Write,
  editionId: number,
  onlyAbstractId?: number,
): Promise<{ plan: AssignmentPlan; numbers: Map<number, string> }> {
  await w.lock(`review-assign:${editionId}`)
  const call = await w.tx.abstractCall.findUnique({ where: { editionId } })
  if (!call) throw notFound(NO_CALL)
  await w.tx.reviewAssignment.deleteMany({
    where: { state: 'assigned', abstract: { editionId, status: 'withdrawn' } },
  })
  const [reviewers, submitted] = await Promise.all([
    w.tx.admin.findMany({ where: { role: 'reviewer' }, orderBy: { id: 'asc' } }),
    w.tx.abstract.findMany({
      where: { editionId, status: 'submitted' },
      orderBy: { id: 'asc' },
      include: { reviews: { select: { reviewerId: true, state: true } } },
    }),
  ])
  const existing = submitted.flatMap((a) =>
    a.reviews.flatMap((r) =>
      r.reviewerId === null
        ? []
        : [{ abstractId: a.id, reviewerId: r.reviewerId, active: r.state !== 'conflict' }],
    ),
  )
  const open = submitted.filter((a) => a.decision === null && (onlyAbstractId ?? a.id) === a.id)
  const plan = planAssignments({
    perAbstract: call.reviewersPerAbstract,
    reviewers: reviewers.map((r) => ({ id: r.id, topics: r.reviewTopics, institution: r.institution })),
    abstracts: open.map((a) => ({
      id: a.id,
      topic: a.topic,
      affiliations: (a.authors as unknown as Author[]).map((x) => x.affiliation),
    })),
    existing,
  })
  if (plan.add.length) await w.tx.reviewAssignment.createMany({ data: plan.add })
  return { plan, numbers: new Map(open.map((a) => [a.id, a.number ?? `#${a.id}`])) }
}

/** "Assign reviewers": every missing assignment of the current edition's call (idempotent). */
export async function assignReviewers(actor: Actor): Promise<AssignResult> {
  const edition = await findCurrentEdition()
  return domainWrite(actor, async (w) => {
    const { plan, numbers } = await fillAssignments(w, edition.id)
    const result = {
      added: plan.add.length,
      short: plan.short.map((s) => ({ number: numbers.get(s.abstractId)!, missing: s.missing })),
    }
    await w.audit('abstract.assign', { detail: result })
    return result
  })
}

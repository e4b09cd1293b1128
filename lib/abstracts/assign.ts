// Who reviews which abstract: the plan the organisers' "Assign reviewers" writes
// (./assignment.ts). Each submitted abstract gets `perAbstract` reviewers:
// - never a reviewer whose institution is an author's affiliation (./institutions.ts), nor one
//   already on the abstract (a reviewer who declared a conflict on it stays on it, closed);
// - the assignments it has are kept: only the missing ones are added, so running it again adds
//   nothing, and an abstract whose reviewer declared a conflict gets another one;
// - load is balanced: the reviewer with the fewest assignments goes first, a reviewer of the
//   abstract's topic counting as one assignment fewer (so a topic's reviewers are preferred while
//   they are not more than one assignment ahead), then the topic's reviewer, then the lower id;
// - an abstract that cannot get them all (too few eligible reviewers) is reported short.
// Abstracts are taken in the order given (by id: the first submitted first). Pure.
import { sameInstitution } from './institutions'

export interface ReviewerFacts {
  id: number
  topics: readonly string[]
  institution: string
}

export interface AbstractFacts {
  id: number
  topic: string
  /** The authors' affiliations. */
  affiliations: readonly string[]
}

export interface ExistingAssignment {
  abstractId: number
  reviewerId: number
  /** False for an assignment closed by a declared conflict: it blocks the reviewer, counts for nothing. */
  active: boolean
}

export interface AssignmentPlan {
  /** The assignments to make, in order. */
  add: { abstractId: number; reviewerId: number }[]
  /** The abstracts that still lack reviewers after the plan, and how many. */
  short: { abstractId: number; missing: number }[]
}

const conflicted = (r: ReviewerFacts, a: AbstractFacts) =>
  a.affiliations.some((affiliation) => sameInstitution(r.institution, affiliation))

/** The reviewers who may review `a`, best first, given each one's load now. */
function ranked(a: AbstractFacts, candidates: ReviewerFacts[], load: Map<number, number>) {
  const key = (r: ReviewerFacts) => {
    const ofTopic = r.topics.includes(a.topic)
    return { weight: (load.get(r.id) ?? 0) - (ofTopic ? 1 : 0), ofTopic }
  }
  return candidates
    .map((r) => ({ r, ...key(r) }))
    .sort((x, y) => x.weight - y.weight || Number(y.ofTopic) - Number(x.ofTopic) || x.r.id - y.r.id)
    .map((x) => x.r)
}

export function planAssignments(input: {
  perAbstract: number
  reviewers: readonly ReviewerFacts[]
  abstracts: readonly AbstractFacts[]
  existing: readonly ExistingAssignment[]
}): AssignmentPlan {
  const load = new Map<number, number>()
  const on = new Map<number, Set<number>>()
  const active = new Map<number, number>()
  for (const e of input.existing) {
    on.set(e.abstractId, (on.get(e.abstractId) ?? new Set()).add(e.reviewerId))
    if (!e.active) continue
    load.set(e.reviewerId, (load.get(e.reviewerId) ?? 0) + 1)
    active.set(e.abstractId, (active.get(e.abstractId) ?? 0) + 1)
  }
  const plan: AssignmentPlan = { add: [], short: [] }
  for (const a of input.abstracts) {
    const taken = on.get(a.id) ?? new Set<number>()
    let missing = Math.max(0, input.perAbstract - (active.get(a.id) ?? 0))
    while (missing > 0) {
      const eligible = input.reviewers.filter((r) => !taken.has(r.id) && !conflicted(r, a))
      const best = ranked(a, eligible, load)[0]
      if (!best) break
      plan.add.push({ abstractId: a.id, reviewerId: best.id })
      taken.add(best.id)
      load.set(best.id, (load.get(best.id) ?? 0) + 1)
      missing--
    }
    if (missing > 0) plan.short.push({ abstractId: a.id, missing })
  }
  return plan
}

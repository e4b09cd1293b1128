// The assignment plan (./assign.ts) case by case: balance, topics, institution conflicts (compared
// whatever the case, punctuation and spacing), an N that cannot be reached, existing assignments
// kept (a second run adds nothing), a declared conflict that brings another reviewer, and never
// the same reviewer twice on an abstract.
import { describe, expect, it } from 'vitest'
import { planAssignments, type AbstractFacts, type ExistingAssignment, type ReviewerFacts } from './assign'
import { institutionWords, sameInstitution } from './institutions'

const reviewer = (id: number, topics: string[] = [], institution = `Institute ${id}`): ReviewerFacts => ({
  id,
  topics,
  institution,
})
const abstract = (id: number, topic = 'Neonatology', affiliations = ['BRD Medical College, Gorakhpur']) => ({
  id,
  topic,
  affiliations,
})

function plan(
  reviewers: ReviewerFacts[],
  abstracts: AbstractFacts[],
  existing: ExistingAssignment[] = [],
  perAbstract = 2,
) {
  return planAssignments({ perAbstract, reviewers, abstracts, existing })
}

const loads = (add: { reviewerId: number }[]) =>
  add.reduce<Record<number, number>>((m, a) => ({ ...m, [a.reviewerId]: (m[a.reviewerId] ?? 0) + 1 }), {})

describe('institutions', () => {
  it('compares words whatever the case, punctuation and spacing', () => {
    expect(institutionWords('  K.G.M.U.,  Lucknow ')).toEqual(['kgmu', 'lucknow'])
    expect(sameInstitution('K.G.M.U., Lucknow', 'kgmu   LUCKNOW')).toBe(true)
    expect(sameInstitution('BRD Medical College,Gorakhpur', 'B.R.D. medical college - gorakhpur')).toBe(true)
    expect(sameInstitution('St. John’s Hospital', 'st johns hospital')).toBe(true)
  })

  it('finds one inside the other, as whole words only', () => {
    expect(sameInstitution('KGMU', 'Department of Paediatrics, KGMU, Lucknow')).toBe(true)
    expect(sameInstitution('Department of Paediatrics, KGMU, Lucknow', 'kgmu')).toBe(true)
    expect(sameInstitution('AIIMS Delhi', 'AIIMS Gorakhpur')).toBe(false)
    expect(sameInstitution('KGM', 'KGMU Lucknow')).toBe(false)
  })

  it('never matches an empty institution', () => {
    expect(sameInstitution('', 'KGMU')).toBe(false)
    expect(sameInstitution(' ,. ', 'KGMU')).toBe(false)
    expect(sameInstitution('KGMU', '')).toBe(false)
  })
})

describe('planAssignments', () => {
  it('gives each abstract N reviewers, balancing the load', () => {
    const p = plan(
      [reviewer(1), reviewer(2), reviewer(3)],
      [1, 2, 3, 4, 5, 6].map((id) => abstract(id)),
    )
    expect(p.short).toEqual([])
    expect(p.add).toHaveLength(12)
    expect(loads(p.add)).toEqual({ 1: 4, 2: 4, 3: 4 })
    // The fewest assignments first: existing load counts.
    const busy = [1, 2, 3].map((abstractId) => ({
      abstractId: 100 + abstractId,
      reviewerId: 1,
      active: true,
    }))
    const q = plan([reviewer(1), reviewer(2), reviewer(3)], [abstract(1), abstract(2)], busy)
    expect(q.add.map((a) => a.reviewerId)).toEqual([2, 3, 2, 3])
  })

  it('prefers a reviewer of the abstract’s topic while they are at most one assignment ahead', () => {
    const neo = reviewer(3, ['Neonatology'])
    const p = plan([reviewer(1), reviewer(2), neo], [abstract(1)], [], 1)
    expect(p.add).toEqual([{ abstractId: 1, reviewerId: 3 }])
    // One assignment ahead: still preferred; two ahead: the balance wins.
    const one = [{ abstractId: 50, reviewerId: 3, active: true }]
    expect(plan([reviewer(1), neo], [abstract(1)], one, 1).add).toEqual([{ abstractId: 1, reviewerId: 3 }])
    const two = [...one, { abstractId: 51, reviewerId: 3, active: true }]
    expect(plan([reviewer(1), neo], [abstract(1)], two, 1).add).toEqual([{ abstractId: 1, reviewerId: 1 }])
    // Each topic to its reviewers.
    const infections = reviewer(4, ['Infectious diseases'])
    const q = plan([neo, infections], [abstract(1, 'Infectious diseases'), abstract(2, 'Neonatology')], [], 1)
    expect(q.add).toEqual([
      { abstractId: 1, reviewerId: 4 },
      { abstractId: 2, reviewerId: 3 },
    ])
  })

  it('never assigns a reviewer of an author’s institution', () => {
    const reviewers = [
      reviewer(1, ['Neonatology'], 'K.G.M.U., Lucknow'),
      reviewer(2, [], 'BRD medical college'),
      reviewer(3, [], 'AIIMS Gorakhpur'),
      reviewer(4, [], 'SGPGI Lucknow'),
    ]
    const a = abstract(1, 'Neonatology', ['Dept. of Paediatrics, KGMU, Lucknow', 'B.R.D. Medical College'])
    const p = plan(reviewers, [a])
    expect(p.add.map((x) => x.reviewerId).sort()).toEqual([3, 4])
  })

  it('says so when an abstract cannot get N reviewers', () => {
    const p = plan(
      [reviewer(1), reviewer(2, [], 'BRD Medical College')],
      [abstract(1), abstract(2, 'Neonatology', [])],
      [],
      3,
    )
    expect(p.add).toEqual([
      { abstractId: 1, reviewerId: 1 },
      { abstractId: 2, reviewerId: 2 },
      { abstractId: 2, reviewerId: 1 },
    ])
    expect(p.short).toEqual([
      { abstractId: 1, missing: 2 },
      { abstractId: 2, missing: 1 },
    ])
    expect(plan([], [abstract(1)]).short).toEqual([{ abstractId: 1, missing: 2 }])
  })

  it('keeps the existing assignments and adds only the missing ones: a second run adds nothing', () => {
    const reviewers = [reviewer(1), reviewer(2), reviewer(3)]
    const abstracts = [abstract(1), abstract(2), abstract(3)]
    const existing = [{ abstractId: 1, reviewerId: 3, active: true }]
    const first = plan(reviewers, abstracts, existing)
    expect(first.add.filter((a) => a.abstractId === 1)).toEqual([{ abstractId: 1, reviewerId: 1 }])
    expect(first.add).toHaveLength(5)
    const after = [...existing, ...first.add.map((a) => ({ ...a, active: true }))]
    expect(plan(reviewers, abstracts, after)).toEqual({ add: [], short: [] })
    // A smaller N removes nobody.
    expect(plan(reviewers, abstracts, after, 1)).toEqual({ add: [], short: [] })
  })

  it('brings another reviewer after a declared conflict, never the one who declared it', () => {
    const reviewers = [reviewer(1), reviewer(2), reviewer(3)]
    const existing = [
      { abstractId: 1, reviewerId: 1, active: false },
      { abstractId: 1, reviewerId: 2, active: true },
    ]
    expect(plan(reviewers, [abstract(1)], existing)).toEqual({
      add: [{ abstractId: 1, reviewerId: 3 }],
      short: [],
    })
    // With nobody else eligible, the abstract is short; the conflicted reviewer is not taken back.
    expect(plan(reviewers.slice(0, 2), [abstract(1)], existing)).toEqual({
      add: [],
      short: [{ abstractId: 1, missing: 1 }],
    })
  })

  it('never puts the same reviewer twice on an abstract', () => {
    const p = plan([reviewer(1)], [abstract(1)], [], 2)
    expect(p.add).toEqual([{ abstractId: 1, reviewerId: 1 }])
    const q = plan(
      [reviewer(1), reviewer(2)],
      [abstract(1)],
      [{ abstractId: 1, reviewerId: 1, active: true }],
      2,
    )
    expect(q.add).toEqual([{ abstractId: 1, reviewerId: 2 }])
  })
})

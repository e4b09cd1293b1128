// The demo's blind review, so the committee's page (/admin/abstracts) shows something: two
// reviewers of other institutions than the demo's authors, each assigned every demo abstract (two
// per abstract, the call's default), with a few reviews saved (one pair disagreeing) and one
// decision taken but not mailed; the rest is left to do. The reviewers have no usable password
// (the demo's addresses receive no mail): organisers invite their own.
import { randomBytes } from 'node:crypto'
import { hashPassword } from '@/lib/auth/password'
import type { PrismaClient } from '@/lib/generated/prisma/client'
import { normalizeEmail } from '@/lib/input-rules'

const REVIEWERS = [
  {
    email: 'reviewer.meera@example.org',
    name: 'Dr. Meera Nair',
    institution: 'AIIMS Gorakhpur',
    reviewTopics: ['Neonatology', 'Critical care'],
  },
  {
    email: 'reviewer.arjun@example.org',
    name: 'Dr. Arjun Mehta',
    institution: 'SGPGIMS, Lucknow',
    reviewTopics: ['Infectious diseases', 'Nutrition and growth'],
  },
]

/** Per demo abstract, each reviewer's review (null: still to do). */
const REVIEWS: ([number[], string] | null)[][] = [
  [
    [[5, 4, 5], 'A well-designed study with a clear message; report the antibiotic policy of the unit.'],
    [[3, 2, 3], 'The outcome measures are not defined; the small sample limits the conclusions.'],
  ],
  [[[4, 4, 4], 'A useful series for the region. Add the Weil-Felix and IgM results in a table.'], null],
  [
    [[3, 3, 4], 'Relevant; describe how readmissions were traced.'],
    [[4, 3, 4], 'Good follow-up. The discussion should compare with the national programme.'],
  ],
  [null, null],
]

export async function seedReviews(prisma: PrismaClient, abstractIds: number[]) {
  const unusable = await hashPassword(randomBytes(32).toString('base64url'))
  const reviewers = []
  for (const r of REVIEWERS) {
    const data = { ...r, email: normalizeEmail(r.email), role: 'reviewer' as const }
    reviewers.push(
      await prisma.admin.upsert({
        where: { email: data.email },
        create: { ...data, passwordHash: unusable },
        update: {},
      }),
    )
  }
  for (const [i, abstractId] of abstractIds.entries()) {
    for (const [j, reviewer] of reviewers.entries()) {
      const review = REVIEWS[i]?.[j]
      await prisma.reviewAssignment.create({
        data: {
          abstractId,
          reviewerId: reviewer.id,
          ...(review && { state: 'reviewed', scores: review[0], comment: review[1], reviewedAt: new Date() }),
        },
      })
    }
  }
  // The committee has decided on the third one; its mail is not sent yet.
  if (abstractIds[2])
    await prisma.abstract.update({
      where: { id: abstractIds[2] },
      data: { decision: 'accept_poster', decidedAt: new Date(), decidedBy: 'admin@uppedicon.org' },
    })
}

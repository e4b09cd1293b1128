// The institutions' groups a statement's credits name (./match.ts, groupNumbersIn): each with its
// delegates still owing their fee and what they owe together, so one transfer pays for them all.
import 'server-only'
import { db } from '@/lib/db/client'
import { OWING } from './credits'
import type { GroupCandidate } from './match'

export async function groupCandidates(numbers: string[]): Promise<GroupCandidate[]> {
  if (!numbers.length) return []
  const groups = await db().registrationGroup.findMany({
    where: { groupNumber: { in: numbers } },
    include: {
      registrations: {
        select: { id: true, registrationNumber: true, status: true, amountPaise: true },
        orderBy: { id: 'asc' },
      },
    },
  })
  return groups.map((g) => {
    const owing = g.registrations.filter((r) => OWING.includes(r.status))
    return {
      id: g.id,
      groupNumber: g.groupNumber,
      institution: g.institution,
      owing: owing.map((r) => ({ id: r.id, registrationNumber: r.registrationNumber })),
      duePaise: owing.reduce((sum, r) => sum + r.amountPaise, 0),
    }
  })
}

// The institutions' groups a statement's credits name (./match.ts, groupNumbersIn): each with its
// delegates still owed for and what they owe together (lib/groups/records.ts, owedBy), so one
// transfer pays for them all.
import 'server-only'
import { db } from '@/lib/db/client'
import { owedBy } from '@/lib/groups/records'
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
    const { owing, duePaise } = owedBy(g.registrations)
    return {
      id: g.id,
      groupNumber: g.groupNumber,
      institution: g.institution,
      owing: owing.map((r) => ({ id: r.id, registrationNumber: r.registrationNumber })),
      duePaise,
    }
  })
}

// The check-in desk's reads: the search (current edition, by name, mobile number or registration
// number) and the dashboard's counter of arrivals per conference day and category.
import 'server-only'
import { db, Prisma } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { CATEGORY_LABELS } from '@/lib/fees'
import type { RegistrationCategory } from '@/lib/generated/prisma/enums'
import { STATUS_LABELS } from '@/lib/registrations/lifecycle'
import type { CheckinCandidate, CheckinCounts } from './schema'
import { dayIn, refusalOf } from './service'

export const SEARCH_LIMIT = 20

/** Registrations of the current edition matching a name, a mobile number or a registration number. */
export async function searchDesk(q: string, now = new Date()): Promise<CheckinCandidate[]> {
  const edition = await findCurrentEdition()
  const digits = q.replace(/\D/g, '')
  const found = await db().participant.findMany({
    where: {
      editionId: edition.id,
      OR: [
        { name: { contains: q, mode: 'insensitive' } },
        { registrationNumber: { contains: q, mode: 'insensitive' } },
        ...(digits.length >= 4 ? [{ mobileNumber: { contains: digits } }] : []),
      ],
    },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: SEARCH_LIMIT,
    include: {
      checkIns: { where: { day: new Date(`${dayIn(edition.time_zone, now)}T00:00:00Z`) }, take: 1 },
    },
  })
  return found.map((p) => ({
    id: p.id,
    registration_number: p.registrationNumber,
    name: p.name,
    category: CATEGORY_LABELS[p.category],
    status: STATUS_LABELS[p.status],
    mobile_end: p.mobileNumber.slice(-4),
    refusal: refusalOf(p),
    checked_in_at: p.checkIns[0]?.checkedInAt.toISOString() ?? null,
    checked_in_by: p.checkIns[0]?.byName ?? null,
  }))
}

/** Arrivals of the current edition per day and category. */
export async function checkinCounts(): Promise<CheckinCounts> {
  const edition = await findCurrentEdition()
  const rows = await db().$queryRaw<{ day: string; category: RegistrationCategory; count: number }[]>(
    Prisma.sql`SELECT to_char(c.day, 'YYYY-MM-DD') AS day, p.category, count(*)::int AS count
      FROM check_ins c JOIN participants p ON p.id = c.participant_id
      WHERE c.edition_id = ${edition.id}
      GROUP BY c.day, p.category ORDER BY c.day, p.category`,
  )
  const days = new Map<string, CheckinCounts['days'][number]>()
  for (const r of rows) {
    const day = days.get(r.day) ?? { day: r.day, total: 0, categories: [] }
    day.total += r.count
    day.categories.push({ category: CATEGORY_LABELS[r.category], count: r.count })
    days.set(r.day, day)
  }
  return { edition: edition.name, days: [...days.values()] }
}

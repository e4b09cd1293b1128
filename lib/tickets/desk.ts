// The check-in desk's reads: the search and the dashboard's counter of arrivals per conference
// day and category. The search finds a registration of the current edition by what the delegate
// shows or says in full: the ticket code printed under the QR code, the registration number, the
// mobile number or the name, each compared whole (case and spacing aside; `%` and `_` are plain
// characters), never a part of one, and answers the mobile number masked. Each desk session
// (one sign-in) has so many searches per window (reserved before the search runs), so the
// search cannot be turned into a way of guessing numbers or names.
import 'server-only'
import { dayIn } from '@/lib/dates'
import { db, Prisma } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import type { RegistrationCategory } from '@/lib/generated/prisma/enums'
import { normalizeMobile } from '@/lib/input-rules'
import { MINUTE, reserve, type RateRule } from '@/lib/rate-limit'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import { STATUS_LABELS } from '@/lib/registrations/lifecycle'
import { parseTicketCode } from './code'
import { DESK_SEARCHES } from './desk-api'
import type { CheckinCandidate, CheckinCounts } from './schema'
import { refusalOf } from './service'

export const SEARCH_LIMIT = 20

export const DESK_SEARCH_RULE: RateRule = {
  name: 'desk:search',
  limit: DESK_SEARCHES.limit,
  windowMs: DESK_SEARCHES.minutes * MINUTE,
  message: 'Too many searches from this desk. Please wait {wait}, or scan the ticket.',
}

/** The registrations of an edition that the search text names in full. */
async function matching(editionId: number, q: string): Promise<number[]> {
  const ticket = parseTicketCode(q) ?? 0
  const mobile = normalizeMobile(q)
  const text = q.trim().replace(/\s+/g, ' ')
  const rows = await db().$queryRaw<{ id: number }[]>`
    SELECT id FROM participants
     WHERE edition_id = ${editionId}
       AND (id = ${ticket}
            OR lower(registration_number) = lower(${text})
            OR (${/^[6-9]\d{9}$/.test(mobile)} AND mobile_number = ${mobile})
            OR lower(regexp_replace(btrim(name), '[[:space:]]+', ' ', 'g')) = lower(${text}))
     ORDER BY name, id
     LIMIT ${SEARCH_LIMIT}`
  return rows.map((r) => r.id)
}

/**
 * Registrations of the current edition named in full by the search text (see above); `session`
 * is the desk session the search counts against (429 beyond its limit).
 */
export async function searchDesk(q: string, session: string, now = new Date()): Promise<CheckinCandidate[]> {
  await reserve([{ rule: DESK_SEARCH_RULE, key: session }])
  const edition = await findCurrentEdition()
  const ids = await matching(edition.id, q)
  if (!ids.length) return []
  const found = await db().registration.findMany({
    where: { id: { in: ids } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
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

/** Arrivals of the current edition per day and category (a rehearsal's check-ins are not arrivals). */
export async function checkinCounts(): Promise<CheckinCounts> {
  const edition = await findCurrentEdition()
  const rows = await db().$queryRaw<{ day: string; category: RegistrationCategory; count: number }[]>(
    Prisma.sql`SELECT to_char(c.day, 'YYYY-MM-DD') AS day, p.category, count(*)::int AS count
      FROM check_ins c JOIN participants p ON p.id = c.participant_id
      WHERE c.edition_id = ${edition.id} AND NOT c.rehearsal
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

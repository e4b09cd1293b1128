// Attendance per programme session. A desk set to a hall's door scans into one session of the
// day's programme: besides the day's check-in (check_ins), the scan records the registration's
// attendance of that session in session_attendances, one row per registration and session, the
// first scan winning and a repeated scan (a retry, another desk, the offline sync) changing
// nothing; a rehearsal's row gives way to the real one. When an edition counts CME credits per
// session (cme_settings.credit_per_session), a delegate earns the credit hours of the sessions
// attended (lib/cme/standing.ts).
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import { dayIn } from '@/lib/dates'
import { db, Prisma } from '@/lib/db/client'
import type { DeskSessionOption } from '@/lib/tickets/schema'

export interface DeskSession {
  id: number
  title: string
  creditHours: number | null
}

export const NOT_TODAY = "This session is not in today's programme: set the desk again."

/** The session a desk scans into: of the edition, on `day` (its time zone); else null. */
export async function sessionOnDay(
  editionId: number,
  sessionId: number,
  timeZone: string,
  day: string,
): Promise<DeskSession | null> {
  const s = await db().programmeSession.findUnique({
    where: { id: sessionId },
    select: { id: true, editionId: true, title: true, startsAt: true, creditHours: true },
  })
  if (!s || s.editionId !== editionId || dayIn(timeZone, s.startsAt) !== day) return null
  return { id: s.id, title: s.title, creditHours: s.creditHours === null ? null : Number(s.creditHours) }
}

/** The sessions of an edition's programme on the day of `now` (its time zone), in order. */
export async function todaysSessions(
  editionId: number,
  timeZone: string,
  now = new Date(),
): Promise<DeskSessionOption[]> {
  const day = dayIn(timeZone, now)
  const near = {
    gte: new Date(now.getTime() - 36 * 3_600_000),
    lte: new Date(now.getTime() + 36 * 3_600_000),
  }
  const rows = await db().programmeSession.findMany({
    where: { editionId, startsAt: near, kind: { not: 'break' } },
    include: { hall: { select: { name: true } } },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  })
  return rows
    .filter((s) => dayIn(timeZone, s.startsAt) === day)
    .map((s) => ({
      id: s.id,
      title: s.title,
      hall: s.hall?.name ?? null,
      starts_at: s.startsAt.toISOString(),
      credit_hours: s.creditHours === null ? null : Number(s.creditHours),
    }))
}

/** As sessionOnDay, refused (422) when the session is not in the day's programme. */
export async function deskSessionOf(editionId: number, sessionId: number, timeZone: string, day: string) {
  const found = await sessionOnDay(editionId, sessionId, timeZone, day)
  if (!found) throw new ApiError('unprocessable', NOT_TODAY)
  return found
}

/** Records a registration's attendance of a session; true when this scan was the first. */
export async function recordSessionAttendance(
  tx: Prisma.TransactionClient,
  a: { registrationId: number; sessionId: number; at: Date; byName: string; rehearsal: boolean },
): Promise<boolean> {
  const inserted = await tx.$queryRaw<{ participant_id: number }[]>`
    INSERT INTO session_attendances AS a (participant_id, session_id, attended_at, by_name, rehearsal)
    VALUES (${a.registrationId}, ${a.sessionId}, ${a.at}, ${a.byName}, ${a.rehearsal})
    ON CONFLICT (participant_id, session_id) DO UPDATE
      SET attended_at = EXCLUDED.attended_at, by_name = EXCLUDED.by_name, rehearsal = false
      WHERE a.rehearsal AND NOT EXCLUDED.rehearsal
    RETURNING participant_id`
  return inserted.length === 1
}

/** The credit hours of the sessions each registration attended (rehearsals aside). */
export async function sessionHours(
  editionId: number,
  registrationIds?: number[],
  tx: Prisma.TransactionClient = db(),
): Promise<Map<number, number>> {
  if (registrationIds && !registrationIds.length) return new Map()
  const only = registrationIds
    ? Prisma.sql`AND a.participant_id IN (${Prisma.join(registrationIds)})`
    : Prisma.empty
  const rows = await tx.$queryRaw<{ participant_id: number; tenths: number }[]>`
    SELECT a.participant_id, (sum(coalesce(s.credit_hours, 0)) * 10)::int AS tenths
      FROM session_attendances a JOIN programme_sessions s ON s.id = a.session_id
     WHERE s.edition_id = ${editionId} AND NOT a.rehearsal ${only}
     GROUP BY a.participant_id`
  return new Map(rows.map((r) => [r.participant_id, r.tenths / 10]))
}

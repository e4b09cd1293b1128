// Attendance per conference day. The desk records the first scan of each India day as a row of
// check_ins (unique per registration and day: lib/tickets/checkin.ts), so that table is the
// attendance register: a registration attended the conference days it has a check-in for. A
// rehearsal's check-ins are practice, and the kit collection on the evening before the first day
// is an arrival but not a conference day (lib/cme/credits.ts keeps only the conference's days).
import 'server-only'
import { db, Prisma } from '@/lib/db/client'

/** The days (YYYY-MM-DD) each registration of an edition attended, in order; none: absent. */
export async function attendedDays(
  editionId: number,
  registrationIds?: number[],
  tx: Prisma.TransactionClient = db(),
): Promise<Map<number, string[]>> {
  if (registrationIds && !registrationIds.length) return new Map()
  const only = registrationIds
    ? Prisma.sql`AND participant_id IN (${Prisma.join(registrationIds)})`
    : Prisma.empty
  const rows = await tx.$queryRaw<{ participant_id: number; day: string }[]>`
    SELECT participant_id, to_char(day, 'YYYY-MM-DD') AS day FROM check_ins
     WHERE edition_id = ${editionId} AND NOT rehearsal ${only}
     ORDER BY participant_id, day`
  const days = new Map<number, string[]>()
  for (const r of rows) days.set(r.participant_id, [...(days.get(r.participant_id) ?? []), r.day])
  return days
}

/** The days one registration attended. */
export async function daysOf(editionId: number, registrationId: number): Promise<string[]> {
  return (await attendedDays(editionId, [registrationId])).get(registrationId) ?? []
}

// Where an accepted abstract is presented once the organisers have scheduled it (its talk in the
// programme: lib/programme/writes.ts, scheduleAbstract): the session, its hall and the talk's
// times, read when the submitter's page or the decision mail needs them.
import 'server-only'
import { db } from '@/lib/db/client'
import { dayOf, longDayLabel, timeRange } from '@/lib/programme/format'

export interface AbstractSlot {
  session: string
  /** null: a session of every hall. */
  hall: string | null
  starts_at: string
  ends_at: string
}

/** The slots of those of `abstractIds` that are scheduled, by abstract id. */
export async function slotsOf(abstractIds: number[]): Promise<Map<number, AbstractSlot>> {
  if (!abstractIds.length) return new Map()
  const talks = await db().programmeTalk.findMany({
    where: { abstractId: { in: abstractIds } },
    include: { session: { include: { hall: true } } },
  })
  return new Map(
    talks.map((t) => [
      t.abstractId!,
      {
        session: t.session.title,
        hall: t.session.hall?.name ?? null,
        starts_at: t.startsAt.toISOString(),
        ends_at: t.endsAt.toISOString(),
      },
    ]),
  )
}

/** "Friday, 15 January 2027, 11:00 AM – 11:10 AM (IST), Hall B, in the session “Free papers”". */
export const slotWords = (s: AbstractSlot) =>
  [
    `${longDayLabel(dayOf(s.starts_at))}, ${timeRange(s.starts_at, s.ends_at)} (IST)`,
    s.hall,
    `in the session “${s.session}”`,
  ]
    .filter(Boolean)
    .join(', ')

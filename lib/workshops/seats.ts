// Taking workshop seats inside a registration's transaction (issue 12 item 4). The rows of the
// workshops asked for are locked (FOR UPDATE, in id order so two registrations never deadlock),
// then the seats still held are counted: a seat counts while its registration is neither
// cancelled nor refunded, so cancelling or refunding a registration gives its seats back, and a
// re-registration that drops a workshop deletes its seat. An unpaid registration keeps its seat
// until one of those happens (the organisers cancel registrations left unpaid). Seats already
// held by the registration are kept as priced; only new ones check the deadline and the capacity.
import 'server-only'
import { conflict } from '@/lib/api/errors'
import { toIsoDate } from '@/lib/dates'
import type { Prisma } from '@/lib/db/client'
import { CLOSED } from '@/lib/registrations/lifecycle'
import { WORKSHOP_CLOSED, WORKSHOP_FULL, WORKSHOP_UNAVAILABLE } from './schema'

type Tx = Prisma.TransactionClient

interface LockedWorkshop {
  id: number
  name: string
  registrable: boolean
  fee_paise: number
  capacity: number | null
  registration_deadline: Date | null
  edition_id: number | null
}

/** What a registration's workshops cost and how to record its seats once it has an id. */
export interface SeatPlan {
  /** The fee of every workshop the registration will hold, in paise. */
  fees: number[]
  /** Whether any seat is taken or given back (the events' cached pages then change). */
  changed: boolean
  apply(participantId: number): Promise<void>
}

async function lockWorkshops(tx: Tx, ids: number[]): Promise<LockedWorkshop[]> {
  if (!ids.length) return []
  return tx.$queryRaw<LockedWorkshop[]>`
    SELECT id, name, registrable, fee_paise, capacity, registration_deadline, edition_id
    FROM events WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`
}

/** Seats of a workshop held by registrations other than `participantId`. */
async function seatsHeld(tx: Tx, eventId: number, participantId: number | null) {
  return tx.workshopSeat.count({
    where: {
      eventId,
      participant: { status: { notIn: [...CLOSED] } },
      ...(participantId ? { participantId: { not: participantId } } : {}),
    },
  })
}

/**
 * Plans the seats of a registration (`participantId`: the one being corrected, or null for a new
 * one) in edition `editionId` on India day `today`: 409 when a new workshop is closed or full.
 */
export async function planSeats(
  tx: Tx,
  participantId: number | null,
  ids: number[],
  editionId: number,
  today: string,
): Promise<SeatPlan> {
  const held = participantId ? await tx.workshopSeat.findMany({ where: { participantId } }) : []
  const keep = held.filter((s) => ids.includes(s.eventId))
  const drop = held.filter((s) => !ids.includes(s.eventId))
  const added = ids.filter((id) => !keep.some((s) => s.eventId === id))
  const workshops = await lockWorkshops(tx, added)
  for (const id of added) {
    const w = workshops.find((x) => x.id === id)
    if (!w || !w.registrable || w.edition_id !== editionId || !w.capacity || !w.registration_deadline)
      throw conflict(WORKSHOP_UNAVAILABLE)
    if (today > toIsoDate(w.registration_deadline)) throw conflict(`${WORKSHOP_CLOSED} (${w.name})`)
    if ((await seatsHeld(tx, w.id, participantId)) >= w.capacity) throw conflict(WORKSHOP_FULL)
  }
  return {
    fees: [...keep.map((s) => s.feePaise), ...workshops.map((w) => w.fee_paise)],
    changed: drop.length > 0 || workshops.length > 0,
    async apply(id) {
      if (drop.length) await tx.workshopSeat.deleteMany({ where: { id: { in: drop.map((s) => s.id) } } })
      if (workshops.length)
        await tx.workshopSeat.createMany({
          data: workshops.map((w) => ({ eventId: w.id, participantId: id, feePaise: w.fee_paise })),
        })
    },
  }
}

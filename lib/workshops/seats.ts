// Taking workshop seats inside a registration's transaction. The rows of the workshops asked for
// are locked (FOR UPDATE, in id order so two registrations never deadlock), then the seats that
// count are counted (lib/workshops/holds.ts: paid for, or unpaid with its hold running), so
// simultaneous delegates never get more seats than there are: reserve, then check. Cancelling or
// refunding a registration gives its seats back; a re-registration that drops a workshop deletes
// its seat. Seats the registration holds are kept as priced; new ones check the deadline and the
// capacity, and seats whose hold ended are counted again only if there is still room.
import 'server-only'
import { conflict } from '@/lib/api/errors'
import { toIsoDate } from '@/lib/dates'
import type { Prisma } from '@/lib/db/client'
import type { Registration, WorkshopSeat } from '@/lib/generated/prisma/client'
import { holdFrom, HOLDING, liveSeat, NO_HOLD, standingOf } from './holds'
import { WORKSHOP_CLOSED, WORKSHOP_FULL, WORKSHOP_UNAVAILABLE } from './offers'

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
  /** The fee of every workshop the registration will hold, in paise, and their ids (same order). */
  fees: number[]
  ids: number[]
  /** Whether any seat is taken or given back (the events' cached pages then change). */
  changed: boolean
  /** The registration's hold columns for the state it is written in (unchanged: {}). */
  hold(status: Registration['status']): Partial<Record<keyof typeof NO_HOLD, Date | null>>
  /** Records the seats; `discounts`: what a discount code takes off each (in the order of `ids`). */
  apply(registrationId: number, discounts?: readonly number[]): Promise<void>
}

async function lockWorkshops(tx: Tx, ids: number[]): Promise<LockedWorkshop[]> {
  if (!ids.length) return []
  return tx.$queryRaw<LockedWorkshop[]>`
    SELECT id, name, registrable, fee_paise, capacity, registration_deadline, edition_id
    FROM events WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`
}

/** Seats of a workshop that count at `now`, held by registrations other than `registrationId`. */
async function seatsHeld(tx: Tx, eventId: number, registrationId: number | null, now: Date) {
  return tx.workshopSeat.count({
    where: {
      eventId,
      ...liveSeat(now),
      ...(registrationId ? { registrationId: { not: registrationId } } : {}),
    },
  })
}

/** Whether a locked workshop has no room left for one more seat of `registrationId`. */
const isFull = async (tx: Tx, w: LockedWorkshop, registrationId: number | null, now: Date) =>
  w.capacity !== null && (await seatsHeld(tx, w.id, registrationId, now)) >= w.capacity

/**
 * Counts again the seats of a registration whose hold ended (workshops locked first): those with
 * room left are `kept`, those whose workshop filled up meanwhile are `lost`. Writes nothing.
 */
export async function retakeSeats(tx: Tx, registrationId: number, now: Date) {
  const seats = await tx.workshopSeat.findMany({
    where: { registrationId },
    orderBy: { id: 'asc' },
    include: { event: { select: { name: true } } },
  })
  const workshops = await lockWorkshops(
    tx,
    seats.map((s) => s.eventId),
  )
  const kept: typeof seats = []
  const lost: typeof seats = []
  for (const seat of seats) {
    const w = workshops.find((x) => x.id === seat.eventId)
    ;(w && (await isFull(tx, w, registrationId, now)) ? lost : kept).push(seat)
  }
  return { kept, lost }
}

/** The registration being corrected, as planSeats reads it (null: a new registration). */
type Retry = Pick<Registration, 'id' | 'status' | 'seatsHeldSince' | 'seatsHeldUntil'> | null

/**
 * Plans the seats of a registration (`retry`: the one being corrected, or null for a new one) in
 * `edition` on India day `today`: 409 when a new workshop is closed or full, or when a workshop
 * whose seat the registration let go (its hold ended) has filled up meanwhile.
 */
export async function planSeats(
  tx: Tx,
  retry: Retry,
  ids: number[],
  edition: { id: number; seatHoldMinutes: number },
  today: string,
  now = new Date(),
): Promise<SeatPlan> {
  const held: WorkshopSeat[] = retry
    ? await tx.workshopSeat.findMany({ where: { registrationId: retry.id } })
    : []
  const keep = held.filter((s) => ids.includes(s.eventId))
  const drop = held.filter((s) => !ids.includes(s.eventId))
  const added = ids.filter((id) => !keep.some((s) => s.eventId === id))
  const running = retry !== null && standingOf(retry, now) === 'held'
  const retaken = retry && standingOf(retry, now) === 'released' ? keep.map((s) => s.eventId) : []
  const workshops = await lockWorkshops(tx, [...added, ...retaken])
  for (const id of [...added, ...retaken]) {
    const w = workshops.find((x) => x.id === id)
    const isNew = added.includes(id)
    if (
      isNew &&
      (!w || !w.registrable || w.edition_id !== edition.id || !w.capacity || !w.registration_deadline)
    )
      throw conflict(WORKSHOP_UNAVAILABLE)
    if (isNew && today > toIsoDate(w!.registration_deadline!))
      throw conflict(`${WORKSHOP_CLOSED} (${w!.name})`)
    if (w && (await isFull(tx, w, retry?.id ?? null, now))) throw conflict(WORKSHOP_FULL)
  }
  const fresh = workshops.filter((w) => added.includes(w.id))
  const seated = keep.length + fresh.length > 0
  return {
    fees: [...keep.map((s) => s.feePaise), ...fresh.map((w) => w.fee_paise)],
    ids: [...keep.map((s) => s.eventId), ...fresh.map((w) => w.id)],
    changed: drop.length > 0 || fresh.length > 0 || retaken.length > 0,
    hold(status) {
      if (!HOLDING.includes(status) || !seated) return NO_HOLD
      return running ? {} : holdFrom(now, edition.seatHoldMinutes)
    },
    async apply(id, discounts = []) {
      if (drop.length) await tx.workshopSeat.deleteMany({ where: { id: { in: drop.map((s) => s.id) } } })
      const off = (i: number) => discounts[i] ?? 0
      for (const [i, s] of keep.entries())
        if (s.discountPaise !== off(i))
          await tx.workshopSeat.update({ where: { id: s.id }, data: { discountPaise: off(i) } })
      if (fresh.length)
        await tx.workshopSeat.createMany({
          data: fresh.map((w, i) => ({
            eventId: w.id,
            registrationId: id,
            feePaise: w.fee_paise,
            discountPaise: off(keep.length + i),
          })),
        })
    },
  }
}

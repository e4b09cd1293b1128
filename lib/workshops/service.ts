// Reads of workshops and their seats: what the registration form offers, a registration's
// workshops (also for the check-in desk: workshopsOf) and its price line by line, and the
// console's attendees per workshop. A seat counts by lib/workshops/holds.ts (liveSeat), and so do
// the entries of a workshop's waiting list (queuedEntry): a seat they keep is not for sale.
import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { lifeUntil, TAGS } from '@/lib/cache'
import { todayInIndia, toIsoDate } from '@/lib/dates'
import { db, type Prisma } from '@/lib/db/client'
import type { Registration } from '@/lib/generated/prisma/client'
import { paiseToRupees } from '@/lib/money'
import { priceLines, type PriceBreakdown } from '@/lib/pricing'
import { HOLDING, liveOffer, liveSeat, queuedEntry } from './holds'
import { workshopState, type WorkshopOffer, type WorkshopSeatDto } from './offers'

const HOUR = 3600

/**
 * The lifetime of a cached read that counts seats: until the next seat hold or waiting-list offer
 * ends (its seat is then back on sale), at most `longest` seconds. No timer expires the entry: it
 * is simply not kept past that moment.
 */
export async function seatCountLife(longest = HOUR, now = new Date()) {
  const [hold, offer] = await Promise.all([
    db().registration.findFirst({
      where: { status: { in: [...HOLDING] }, seatsHeldUntil: { gt: now }, workshopSeats: { some: {} } },
      orderBy: { seatsHeldUntil: 'asc' },
      select: { seatsHeldUntil: true },
    }),
    db().waitlistEntry.findFirst({
      where: liveOffer(now),
      orderBy: { offerExpiresAt: 'asc' },
      select: { offerExpiresAt: true },
    }),
  ])
  const ends = [hold?.seatsHeldUntil, offer?.offerExpiresAt].filter((d): d is Date => Boolean(d))
  const until = ends.length ? Math.ceil((Math.min(...ends.map(Number)) - now.getTime()) / 1000) + 1 : longest
  return lifeUntil(Math.min(until, longest))
}

/** The registrable workshops of an edition, soonest first, with the seats left. */
export async function workshopsOfEdition(editionId: number): Promise<WorkshopOffer[]> {
  const rows = await db().event.findMany({
    where: { registrable: true, editionId, capacity: { not: null }, registrationDeadline: { not: null } },
    orderBy: [{ date: 'asc' }, { id: 'asc' }],
    include: { _count: { select: { seats: { where: liveSeat() }, waitlist: { where: queuedEntry() } } } },
  })
  return rows.map((e) => ({
    id: e.id,
    title: e.name,
    fee: paiseToRupees(e.feePaise),
    capacity: e.capacity ?? 0,
    seats_left: Math.max(0, (e.capacity ?? 0) - e._count.seats - e._count.waitlist),
    deadline: toIsoDate(e.registrationDeadline ?? e.date),
  }))
}

/** The form's workshops, cached: a seat taken or given back and every event write expire them. */
export async function getWorkshopOffers(editionId: number): Promise<WorkshopOffer[]> {
  'use cache'
  cacheLife(await seatCountLife())
  cacheTag(TAGS.events)
  return workshopsOfEdition(editionId)
}

/** The ids of the workshops that take registrations today (the events page's Register buttons). */
export async function getOpenWorkshopIds(editionId: number): Promise<number[]> {
  'use cache'
  cacheLife(await seatCountLife())
  cacheTag(TAGS.events)
  const today = todayInIndia()
  return (await workshopsOfEdition(editionId))
    .filter((w) => workshopState(w, today) === 'open')
    .map((w) => w.id)
}

/** The workshops of each registration (by its id), in the order they were added. */
export async function workshopsOf(
  registrationIds: number[],
): Promise<Map<number, { id: number; title: string }[]>> {
  const out = new Map<number, { id: number; title: string }[]>()
  if (!registrationIds.length) return out
  const seats = await db().workshopSeat.findMany({
    where: { registrationId: { in: registrationIds } },
    orderBy: { id: 'asc' },
    select: { registrationId: true, event: { select: { id: true, name: true } } },
  })
  for (const s of seats) {
    const list = out.get(s.registrationId) ?? []
    list.push({ id: s.event.id, title: s.event.name })
    out.set(s.registrationId, list)
  }
  return out
}

/** One registration's workshops with the fee each was priced at. */
export async function seatsOf(registrationId: number): Promise<WorkshopSeatDto[]> {
  const seats = await db().workshopSeat.findMany({
    where: { registrationId },
    orderBy: { id: 'asc' },
    select: { feePaise: true, event: { select: { id: true, name: true } } },
  })
  return seats.map((s) => ({ id: s.event.id, title: s.event.name, fee: paiseToRupees(s.feePaise) }))
}

/**
 * A registration's amount line by line (its registration fee, then each workshop as priced, with
 * what its discount code took off each) and its workshops, from one read of its seats (with `tx`
 * inside a transaction).
 */
export async function pricedSeatsOf(
  p: Pick<Registration, 'id' | 'category' | 'feeSlab' | 'amountPaise' | 'gstAddedPaise'> &
    Partial<Pick<Registration, 'discountPaise' | 'discountCodeId'>>,
  tx: Prisma.TransactionClient = db(),
): Promise<{ price: PriceBreakdown; workshops: WorkshopSeatDto[] }> {
  const [seats, code] = await Promise.all([
    tx.workshopSeat.findMany({
      where: { registrationId: p.id },
      orderBy: { id: 'asc' },
      select: { feePaise: true, discountPaise: true, event: { select: { id: true, name: true } } },
    }),
    p.discountCodeId
      ? tx.discountCode.findUnique({ where: { id: p.discountCodeId }, select: { code: true } })
      : null,
  ])
  return {
    price: priceLines(
      { ...p, discountCode: code?.code },
      seats.map((s) => ({ title: s.event.name, feePaise: s.feePaise, discountPaise: s.discountPaise })),
    ),
    workshops: seats.map((s) => ({ id: s.event.id, title: s.event.name, fee: paiseToRupees(s.feePaise) })),
  }
}

/** A registration's amount line by line (see pricedSeatsOf). */
export async function breakdownOf(
  p: Parameters<typeof pricedSeatsOf>[0],
  tx: Prisma.TransactionClient = db(),
): Promise<PriceBreakdown> {
  return (await pricedSeatsOf(p, tx)).price
}

/** The seats of a registration (ids and fees in paise, as priced, with their discounts), in order. */
export async function seatFeesOf(registrationId: number) {
  return db().workshopSeat.findMany({
    where: { registrationId },
    orderBy: { id: 'asc' },
    select: { eventId: true, feePaise: true, discountPaise: true },
  })
}

/** Seats of a workshop that count now (paid for, or held). */
export const liveSeats = (eventId: number) => db().workshopSeat.count({ where: { eventId, ...liveSeat() } })

/** Seats of a workshop taken now: those that count and those offered to its waiting list. */
export async function takenSeats(eventId: number) {
  const offers = await db().waitlistEntry.count({ where: { eventId, ...liveOffer() } })
  return (await liveSeats(eventId)) + offers
}

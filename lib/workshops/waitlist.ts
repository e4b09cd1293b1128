// A full workshop's waiting list (docs/organisers.md, "Waiting lists"): a delegate with a
// registration of the workshop's edition joins it, first come first served (numbered per
// workshop); a freed seat is offered to the next in line, held for them until the offer runs out
// (the edition's offer time, 24 hours unless the organisers set another), and mailed with the
// link to their page, where they accept it (./waitlist-accept.ts) or decline. An offer not
// accepted by then passes to the next (a job of the outbox due at its end: ./waitlist-jobs.ts).
// Every change of a list runs with its workshop's row locked, the lock that planSeats takes before
// counting (./seats.ts): the seats counted (held, paid for, offered) and the offers made are
// decided one write at a time, so parallel joins, frees and accepts never offer more seats than
// there are. An offer counts against the capacity while it runs (./holds.ts, liveOffer), and
// while delegates wait, newcomers count them as taken too: a freed seat goes to the list first.
// Who may take a seat from the list: an unpaid registration (it pays the workshop with the rest,
// as any unpaid registration does), or any live one when the workshop is free. A paid
// registration cannot pay a workshop's fee on its own yet: it is told so, and is not offered.
import 'server-only'
import { conflict, notFound } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { todayInIndia, toIsoDate } from '@/lib/dates'
import { domainWrite, type Write } from '@/lib/domain-write'
import type { Registration } from '@/lib/generated/prisma/client'
import { CLOSED } from '@/lib/registrations/lifecycle'
import { HOLDING, liveOffer, liveSeat } from './holds'
import {
  WAITLIST_CLOSED_REGISTRATION,
  WAITLIST_HAS_SEAT,
  WAITLIST_NOT_FOR_PAID,
  WORKSHOP_CLOSED,
  WORKSHOP_UNAVAILABLE,
} from './offers'
import { lockWorkshops, type LockedWorkshop } from './seats'

type Tx = Write['tx']
const HOUR = 3_600_000

/** Why registration `p` cannot take a seat of a workshop costing `feePaise` (null: it can). */
export function refusalOf(p: Pick<Registration, 'status'>, feePaise: number): string | null {
  if (CLOSED.includes(p.status)) return WAITLIST_CLOSED_REGISTRATION
  if (!HOLDING.includes(p.status) && feePaise > 0) return WAITLIST_NOT_FOR_PAID
  return null
}

/** The workshop's terms for a list of edition `editionId` on India day `today` (409 otherwise). */
export function assertListable(w: LockedWorkshop | undefined, editionId: number, today: string) {
  if (!w || !w.registrable || w.edition_id !== editionId || !w.capacity || !w.registration_deadline)
    throw conflict(WORKSHOP_UNAVAILABLE)
  if (today > toIsoDate(w.registration_deadline)) throw conflict(`${WORKSHOP_CLOSED} (${w.name})`)
  return w
}

/** The next position of a workshop's list: after the last one (a position is never reused while its entry stays). */
async function nextPosition(tx: Tx, eventId: number) {
  const last = await tx.waitlistEntry.aggregate({ where: { eventId }, _max: { position: true } })
  return (last._max.position ?? 0) + 1
}

/**
 * Joins registration `registrationId` to the waiting list of workshop `eventId` (at the end; again
 * at the end after leaving). A seat already free is offered at once. Answers the entry.
 */
export function joinWaitlist(registrationId: number, eventId: number, now = new Date()) {
  return domainWrite(SYSTEM, async (w) => {
    const [locked] = await lockWorkshops(w.tx, [eventId])
    const p = await w.tx.registration.findUnique({ where: { id: registrationId } })
    if (!p) throw notFound('No registration was found for this participant.')
    const workshop = assertListable(locked, p.editionId, todayInIndia(now))
    if (await w.tx.workshopSeat.count({ where: { registrationId, eventId } }))
      throw conflict(WAITLIST_HAS_SEAT)
    const refusal = refusalOf(p, workshop.fee_paise)
    if (refusal) throw conflict(refusal)
    const entry = await w.tx.waitlistEntry.findUnique({
      where: { eventId_registrationId: { eventId, registrationId } },
    })
    if (entry && (entry.state === 'waiting' || entry.state === 'offered')) return entry
    // Back after leaving (or an offer that ran out): a new entry, at the end of the line.
    if (entry) await w.tx.waitlistEntry.delete({ where: { id: entry.id } })
    const joined = await w.tx.waitlistEntry.create({
      data: { eventId, registrationId, position: await nextPosition(w.tx, eventId) },
    })
    await w.audit('waitlist.join', {
      entityId: joined.id,
      detail: { eventId, registrationId, position: joined.position },
    })
    await offerSeats(w, eventId, now)
    w.invalidate(TAGS.events)
    return w.tx.waitlistEntry.findUniqueOrThrow({ where: { id: joined.id } })
  })
}

/**
 * Takes registration `registrationId` off the waiting list of workshop `eventId` (declining an
 * offer too: the seat goes to the next in line). Nothing happens if it is not on the list.
 */
export function leaveWaitlist(registrationId: number, eventId: number, now = new Date()) {
  return domainWrite(SYSTEM, async (w) => {
    await lockWorkshops(w.tx, [eventId])
    const entry = await w.tx.waitlistEntry.findUnique({
      where: { eventId_registrationId: { eventId, registrationId } },
    })
    if (!entry || (entry.state !== 'waiting' && entry.state !== 'offered')) return entry
    const left = await w.tx.waitlistEntry.update({ where: { id: entry.id }, data: { state: 'left' } })
    await w.audit('waitlist.leave', {
      entityId: entry.id,
      detail: { eventId, registrationId, from: entry.state },
    })
    await offerSeats(w, eventId, now)
    w.invalidate(TAGS.events)
    return left
  })
}

/** Seats of a locked workshop neither counted (held, paid for) nor offered at `now`. */
async function freeSeats(tx: Tx, w: LockedWorkshop, now: Date) {
  const [seats, offers] = await Promise.all([
    tx.workshopSeat.count({ where: { eventId: w.id, ...liveSeat(now) } }),
    tx.waitlistEntry.count({ where: { eventId: w.id, ...liveOffer(now) } }),
  ])
  return (w.capacity ?? 0) - seats - offers
}

/**
 * Offers the free seats of workshop `eventId` to the next in its waiting list, one seat each,
 * within write `w` (the workshop's row is locked first): each offer holds the seat until it runs
 * out, and queues its mail and the job that passes it on unaccepted. Those in line who can no
 * longer take the seat (the registration closed, paid meanwhile, or holding the workshop already)
 * leave the list. No offers once the workshop's last day to register is over. Answers how many
 * offers were made.
 */
export async function offerSeats(w: Write, eventId: number, now = new Date()): Promise<number> {
  const [workshop] = await lockWorkshops(w.tx, [eventId])
  if (!workshop?.registrable || !workshop.capacity || !workshop.registration_deadline) return 0
  if (todayInIndia(now) > toIsoDate(workshop.registration_deadline)) return 0
  let free = await freeSeats(w.tx, workshop, now)
  let offered = 0
  while (free > 0) {
    const next = await w.tx.waitlistEntry.findFirst({
      where: { eventId, state: 'waiting' },
      orderBy: { position: 'asc' },
      include: { registration: true },
    })
    if (!next) break
    if (await cannotTake(w, workshop, next)) continue
    const hours = await offerHoursOf(w.tx, workshop.edition_id)
    const expiresAt = new Date(now.getTime() + hours * HOUR)
    // Conditional: a registration closing meanwhile (leaveWaitlistsOnClose) may have taken it off.
    const made = await w.tx.waitlistEntry.updateMany({
      where: { id: next.id, state: 'waiting' },
      data: { state: 'offered', offeredAt: now, offerExpiresAt: expiresAt },
    })
    if (!made.count) continue
    const entry = { ...next, offerExpiresAt: expiresAt }
    await queueOffer(w, entry, next.registration.email)
    await w.audit('waitlist.offer', {
      entityId: entry.id,
      detail: { eventId, registrationId: entry.registrationId, position: entry.position, expiresAt },
    })
    free--
    offered++
  }
  if (offered) w.invalidate(TAGS.events)
  return offered
}

/** Whether the next in line cannot take the seat: it then leaves the list (recorded). */
async function cannotTake(
  w: Write,
  workshop: LockedWorkshop,
  entry: { id: number; registrationId: number; registration: Registration },
) {
  const seated = await w.tx.workshopSeat.count({
    where: { registrationId: entry.registrationId, eventId: workshop.id },
  })
  const why = seated ? WAITLIST_HAS_SEAT : refusalOf(entry.registration, workshop.fee_paise)
  if (!why) return false
  await w.tx.waitlistEntry.update({ where: { id: entry.id }, data: { state: 'left' } })
  await w.audit('waitlist.leave', {
    entityId: entry.id,
    detail: { eventId: workshop.id, registrationId: entry.registrationId, from: 'waiting', reason: why },
  })
  return true
}

const offerHoursOf = async (tx: Tx, editionId: number | null) =>
  editionId
    ? (await tx.edition.findUniqueOrThrow({ where: { id: editionId }, select: { waitlistOfferHours: true } }))
        .waitlistOfferHours
    : 24

/** The offer's mail to the delegate, and the job that passes it on if it runs out unaccepted. */
async function queueOffer(
  w: Write,
  entry: { id: number; eventId: number; registrationId: number; offerExpiresAt: Date | null },
  to: string,
) {
  const expiresAt = entry.offerExpiresAt!
  const at = expiresAt.getTime()
  await w.enqueue(
    'mail.waitlist-offer',
    { participantId: entry.registrationId, entryId: entry.id, to, expiresAt: expiresAt.toISOString() },
    {
      key: `waitlist:${entry.id}:offer:${at}`,
      entity: 'registration',
      entityId: entry.registrationId,
    },
  )
  await w.enqueue(
    'waitlist.expire',
    { entryId: entry.id, eventId: entry.eventId, expiresAt: expiresAt.toISOString() },
    {
      key: `waitlist:${entry.id}:expire:${at}`,
      entity: 'workshop',
      entityId: entry.eventId,
      runAfter: expiresAt,
    },
  )
}

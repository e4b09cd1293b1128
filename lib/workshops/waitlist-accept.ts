// Accepting a seat offered from a workshop's waiting list (./waitlist.ts), from the delegate's
// page: the offer's seat becomes the registration's, priced at the workshop's fee (lib/pricing),
// in one write with the registration's row locked, then the workshops' rows (the order of the
// payment's seat checks, ./seat-checks.ts). The offer held the seat, so taking it changes no count:
// the offer stops counting as the seat starts. An unpaid registration then pays the workshop with
// the rest, as any unpaid registration does: its amount grows by the fee and its seats are held
// for the edition's time from now (seats whose earlier hold ended are counted again, and one lost
// to a full workshop meanwhile is dropped, as before a payment). A paid one takes a free workshop
// only (./waitlist.ts, refusalOf). Accepting twice is accepting once.
import 'server-only'
import { conflict, notFound } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { domainWrite, type Write } from '@/lib/domain-write'
import type { Registration } from '@/lib/generated/prisma/client'
import type { AmountColumns } from '@/lib/gst/gst'
import { onTopOf } from '@/lib/invoices/settings'
import { amountWith } from '@/lib/pricing'
import { lockRegistration } from '@/lib/registrations/lifecycle'
import { holdFrom, HOLDING, queueHoldEnd, standingOf } from './holds'
import { WAITLIST_OFFER_GONE, WAITLIST_PAYMENT_IN_FLIGHT, WORKSHOP_UNAVAILABLE } from './offers'
import { dropLost, holdMinutesOf } from './seat-checks'
import { lockWorkshops, retakeSeats, type LockedWorkshop } from './seats'
import { refusalOf } from './waitlist'

/** A sale at the gateway lives this long (lib/payments/service/sales.ts, ATTEMPT_TTL_MS). */
const PAYMENT_LIFE_MS = 20 * 60_000

/**
 * Whether a payment of the registration is still open at the gateway: it was started for the
 * amount before the workshop, and the bank would confirm that amount.
 */
async function paymentInFlight(w: Write, registrationId: number, now: Date) {
  const open = await w.tx.paymentAttempt.count({
    where: {
      registrationId,
      kind: 'sale',
      txnStatus: 'REQ',
      finalizedAt: null,
      abandonedAt: null,
      createdAt: { gt: new Date(now.getTime() - PAYMENT_LIFE_MS) },
    },
  })
  return open > 0
}

/**
 * Registration `registrationId` accepts the seat of workshop `eventId` offered to it: 409 when the
 * offer is no longer open or the registration cannot take it. Answers the registration after.
 */
export function acceptOffer(
  registrationId: number,
  eventId: number,
  now = new Date(),
): Promise<Registration> {
  return domainWrite(SYSTEM, async (w) => {
    const p = await lockRegistration(w.tx, registrationId)
    if (!p) throw notFound('No registration was found for this participant.')
    const seats = await w.tx.workshopSeat.findMany({ where: { registrationId } })
    const workshops = await lockWorkshops(w.tx, [eventId, ...seats.map((s) => s.eventId)])
    const entry = await w.tx.waitlistEntry.findUnique({
      where: { eventId_registrationId: { eventId, registrationId } },
    })
    const seated = seats.some((s) => s.eventId === eventId)
    if (entry?.state === 'accepted' && seated) return p
    if (entry?.state !== 'offered' || !entry.offerExpiresAt || entry.offerExpiresAt <= now)
      throw conflict(WAITLIST_OFFER_GONE)
    const workshop = workshops.find((x) => x.id === eventId)
    if (!workshop?.registrable) throw conflict(WORKSHOP_UNAVAILABLE)
    const refusal = refusalOf(p, workshop.fee_paise)
    if (refusal) throw conflict(refusal)
    const unpaid = HOLDING.includes(p.status)
    if (unpaid && (await paymentInFlight(w, p.id, now))) throw conflict(WAITLIST_PAYMENT_IN_FLIGHT)
    const after = seated ? p : await takeSeat(w, p, workshop, unpaid && seats.length > 0, now)
    await w.tx.waitlistEntry.update({ where: { id: entry.id }, data: { state: 'accepted' } })
    await w.audit('waitlist.accept', {
      entityId: entry.id,
      detail: { eventId, registrationId, feePaise: workshop.fee_paise, amountPaise: after.amountPaise },
    })
    w.invalidate(TAGS.events)
    return after
  })
}

/** The seat recorded, and for an unpaid registration its amount and its hold from `now`. */
async function takeSeat(w: Write, p: Registration, workshop: LockedWorkshop, others: boolean, now: Date) {
  const feePaise = workshop.fee_paise
  if (!HOLDING.includes(p.status)) {
    await w.tx.workshopSeat.create({ data: { eventId: workshop.id, registrationId: p.id, feePaise } })
    return p
  }
  let amount: AmountColumns = p
  // Its other seats' hold ended: they count again with the new hold only if there is room.
  if (others && standingOf(p, now) === 'released') {
    const { lost } = await retakeSeats(w.tx, p.id, now)
    if (lost.length) amount = await dropLost(w, p, lost)
  }
  await w.tx.workshopSeat.create({ data: { eventId: workshop.id, registrationId: p.id, feePaise } })
  // With its GST when the fees exclude it, as the registration was priced.
  const { amountPaise, gstAddedPaise } = amountWith(
    amount,
    [{ title: workshop.name, feePaise }],
    onTopOf(p.gstOnTop),
  )
  const hold = holdFrom(now, await holdMinutesOf(w.tx, p.editionId))
  const after = await w.tx.registration.update({
    where: { id: p.id },
    data: { amountPaise, gstAddedPaise, ...hold },
  })
  await queueHoldEnd(w, after)
  return after
}

// What happens to an unpaid registration's workshop seats when money is about to move or has
// moved outside the gateway (lib/workshops/holds.ts has the rules):
// - before a payment starts at the gateway, a running hold is kept for the payment's life there;
//   seats whose hold ended are counted again, and one whose workshop filled up meanwhile is dropped
//   and the registration re-priced without it: the delegate is told before any money is taken and
//   pays the new amount to continue without the workshop (seatsBeforePayment);
// - a payment proof (money sent outside the gateway) makes the seats count until the organisers
//   review it; a seat already lost to a full workshop is dropped, the registration re-priced, and
//   the difference is theirs to refund (seatsForProof);
// - a rejected proof starts a new hold, for the delegate to send another (renewHold).
// Each runs in a domain write with the registration's row locked, workshops locked in id order.
import 'server-only'
import { SYSTEM } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { formatIndianDateTime } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { domainWrite, type Write } from '@/lib/domain-write'
import type { Registration } from '@/lib/generated/prisma/client'
import { onTopOf } from '@/lib/invoices/settings'
import { formatRupees, paiseToAmount, paiseToRupees } from '@/lib/money'
import type { RepricedPayment } from '@/lib/payments/schema'
import { amountWithout, lineDtos } from '@/lib/pricing'
import { lockRegistration, transition } from '@/lib/registrations/lifecycle'
import { queueConfirmation } from '@/lib/registrations/mails/queue'
import { extendedFor, holdFrom, HOLDING, NO_HOLD, queueHoldEnd, standingOf } from './holds'
import { retakeSeats } from './seats'
import { breakdownOf } from './service'

type Tx = Write['tx']

export const holdMinutesOf = async (tx: Tx, editionId: number) =>
  (await tx.edition.findUniqueOrThrow({ where: { id: editionId }, select: { seatHoldMinutes: true } }))
    .seatHoldMinutes

/** Seats lost to a full workshop: deleted, recorded in the audit trail; answers the new amount. */
export async function dropLost(
  w: Write,
  p: Registration,
  lost: Awaited<ReturnType<typeof retakeSeats>>['lost'],
) {
  await w.tx.workshopSeat.deleteMany({ where: { id: { in: lost.map((s) => s.id) } } })
  // With the GST they added when the fees exclude it, as the registration was priced.
  const amount = amountWithout(
    p,
    lost.map((s) => ({ title: s.event.name, feePaise: s.feePaise, discountPaise: s.discountPaise })),
    onTopOf(p.gstOnTop),
  )
  await w.audit('registration.seats-lost', {
    entityId: p.id,
    detail: {
      workshops: lost.map((s) => s.event.name),
      heldUntil: p.seatsHeldUntil,
      amountPaise: amount.amountPaise,
    },
  })
  w.invalidate(TAGS.events)
  return amount
}

/** What the delegate reads before paying when a workshop filled up after their hold ended. */
export function lostSeatsMessage(names: string[], heldUntil: Date | null, amountPaise: number) {
  const full = `${names.join(', ')} ${names.length > 1 ? 'are' : 'is'} now full`
  const why = heldUntil
    ? `: your seat was held until ${formatIndianDateTime(heldUntil)} (India time) and went back on sale because the registration was not paid by then.`
    : '.'
  const next =
    amountPaise === 0
      ? 'Without it, your registration is free: it is confirmed, and the confirmation is on its way by e-mail.'
      : `Without it, your registration costs ${formatRupees(paiseToRupees(amountPaise))}. Press PAY NOW again to pay this amount and continue without the workshop, or contact the organisers.`
  return `${full}${why} ${next}`
}

type Outcome = { lost: string[]; before: Registration; after: Registration } | null

/**
 * Before a sale of a payable registration starts: keeps its running hold for the payment's life
 * (`paymentMs`), or takes its seats again; answers the re-pricing when a workshop is now full
 * (nothing is charged then), else null and the sale may start.
 */
export async function seatsBeforePayment(
  registrationId: number,
  paymentMs: number,
  now = new Date(),
): Promise<RepricedPayment | null> {
  // Most registrations have no workshop: nothing to hold, and no transaction (a seat added after
  // this read is as one added after the transaction below).
  if (!(await db().workshopSeat.count({ where: { registrationId } }))) return null
  const outcome: Outcome = await domainWrite(SYSTEM, async (w) => {
    const p = await lockRegistration(w.tx, registrationId)
    if (!p || !HOLDING.includes(p.status) || !(await w.tx.workshopSeat.count({ where: { registrationId } })))
      return null
    const minutes = await holdMinutesOf(w.tx, p.editionId)
    if (standingOf(p, now) === 'held') {
      const until = extendedFor(p, minutes, paymentMs, now)
      if (until)
        await queueHoldEnd(
          w,
          await w.tx.registration.update({ where: { id: p.id }, data: { seatsHeldUntil: until } }),
        )
      return null
    }
    const { kept, lost } = await retakeSeats(w.tx, p.id, now)
    const hold = kept.length ? holdFrom(now, minutes, paymentMs) : NO_HOLD
    if (!lost.length) {
      w.invalidate(TAGS.events)
      await queueHoldEnd(w, await w.tx.registration.update({ where: { id: p.id }, data: hold }))
      return null
    }
    const amount = await dropLost(w, p, lost)
    // Nothing left to pay (a free category whose only cost was the workshop): confirmed at once.
    const event = amount.amountPaise === 0 ? 'free' : 'reregistered'
    const t = await transition(w.tx, p.id, event, { data: () => ({ ...amount, ...hold }) })
    if (t.outcome !== 'applied') throw new Error(`registration ${p.id} could not be re-priced (${t.outcome})`)
    if (event === 'free') await queueConfirmation(w, t.after, null, 'free')
    else await queueHoldEnd(w, t.after)
    return { lost: lost.map((s) => s.event.name), before: p, after: t.after }
  })
  if (!outcome) return null
  const { lost, before, after } = outcome
  return {
    repriced: true,
    amount: paiseToAmount(after.amountPaise),
    previous_amount: paiseToAmount(before.amountPaise),
    slab: after.feeSlab,
    message: lostSeatsMessage(lost, before.seatsHeldUntil, after.amountPaise),
    lines: lineDtos(await breakdownOf(after)),
    released: lost,
  }
}

/**
 * In the write that records a payment proof for `p` (locked): the columns the proof's transition
 * writes (seats counted without a time limit from now, the amount without a workshop lost
 * meanwhile) and the workshops lost. Nothing for a registration that holds nothing.
 */
export async function seatsForProof(w: Write, p: Registration, now = new Date()) {
  if (!HOLDING.includes(p.status) || !p.seatsHeldUntil) return { data: {}, lost: [] as string[] }
  if (standingOf(p, now) === 'held') return { data: NO_HOLD, lost: [] as string[] }
  const { lost } = await retakeSeats(w.tx, p.id, now)
  w.invalidate(TAGS.events)
  if (!lost.length) return { data: NO_HOLD, lost: [] as string[] }
  const amount = await dropLost(w, p, lost)
  return { data: { ...NO_HOLD, ...amount }, lost: lost.map((s) => s.event.name) }
}

/** After a proof is rejected: the registration's seats are held again, from now, for the edition's time. */
export async function renewHold(w: Write, p: Registration, now = new Date()) {
  if (!(await w.tx.workshopSeat.count({ where: { registrationId: p.id } }))) return
  const hold = holdFrom(now, await holdMinutesOf(w.tx, p.editionId))
  await queueHoldEnd(w, await w.tx.registration.update({ where: { id: p.id }, data: hold }))
  w.invalidate(TAGS.events)
}

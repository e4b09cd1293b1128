// The server's rules of the registration window and the fee slabs: registering, starting a
// payment and sending a proof are refused with 409 while the edition is not open (a payment
// already started may finish); a registration is priced by the slab of the India day it is made
// and keeps that amount while it is pending within the slab; a payment started after the slab
// ended is re-priced first, and the delegate told before paying.
import 'server-only'
import { conflict } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { fromIsoDate, todayInIndia, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { splitAgain } from '@/lib/discounts/service'
import { domainWrite } from '@/lib/domain-write'
import type { Registration } from '@/lib/generated/prisma/client'
import { amountOwed, type PricedLine } from '@/lib/gst/gst'
import { onTopOf } from '@/lib/invoices/settings'
import { paiseToAmount } from '@/lib/money'
import type { RepricedPayment } from '@/lib/payments/schema'
import { lineDtos, priceFor, registrationAmountPaise, type FeeSlabDto } from '@/lib/pricing'
import { repricedMessage } from '@/lib/pricing/wording'
import type { Category } from '@/lib/registrations/categories'
import { transition } from '@/lib/registrations/lifecycle'
import { queueReminders } from '@/lib/registrations/mails/queue'
import { breakdownOf, seatFeesOf } from '@/lib/workshops/service'
import type { EditionDto } from './schema'
import { findCurrentEdition, findEdition } from './service'
import { refusal } from './window'

/** 409 with the message unless the edition is open at `now`. */
export function assertOpen(edition: EditionDto, now = new Date()) {
  const why = refusal(edition, now)
  if (why) throw conflict(why)
}

/** The registration's columns of a price: amount (slab and workshops), slab label and last day. */
const priced = (slab: FeeSlabDto, workshopFees: number[] = []) => ({
  amountPaise: registrationAmountPaise(slab.amount, workshopFees),
  feeSlab: slab.label,
  feeValidUntil: slab.last_day ? fromIsoDate(slab.last_day) : null,
})

/**
 * A re-priced registration's columns: a discount code it holds is worked out on the new slab, and
 * GST is added on top as it was when the registration was priced (its own terms, kept with it).
 */
async function repriced(p: Registration, slab: FeeSlabDto) {
  const seats = await seatFeesOf(p.id)
  const feePaise = registrationAmountPaise(slab.amount, [])
  const split = p.discountCodeId
    ? await splitAgain(p.discountCodeId, {
        category: p.category,
        feePaise,
        workshops: seats.map((s) => ({ id: s.eventId, feePaise: s.feePaise })),
      })
    : { registrationPaise: 0, workshopsPaise: seats.map((s) => s.discountPaise) }
  const lines: PricedLine[] = [
    { kind: 'registration', label: '', amountPaise: feePaise - split.registrationPaise },
    ...seats.map((s, i) => ({
      kind: 'workshop' as const,
      label: '',
      amountPaise: s.feePaise - split.workshopsPaise[i],
    })),
  ]
  return {
    columns: {
      ...priced(slab),
      ...amountOwed(p.category, lines, onTopOf(p.gstOnTop)),
      discountPaise: split.registrationPaise,
    },
    seats: p.discountCodeId
      ? seats.map((s, i) => ({ eventId: s.eventId, discountPaise: split.workshopsPaise[i] }))
      : [],
  }
}

export interface RegistrationTerms {
  edition: EditionDto
  slab: FeeSlabDto
  columns: { editionId: number } & ReturnType<typeof priced>
}

/**
 * What a registration made now costs, in the current edition (409 when it is not open): the
 * slab's columns; register.ts adds the workshops' fees in its transaction (registrationAmountPaise).
 */
export async function registrationTerms(category: Category, now = new Date()): Promise<RegistrationTerms> {
  const edition = await findCurrentEdition()
  assertOpen(edition, now)
  const slab = priceFor(edition, category, todayInIndia(now))
  return { edition, slab, columns: { editionId: edition.id, ...priced(slab) } }
}

/** Told to the delegate when a payment is started after the registration's slab ended. */
export type Repriced = RepricedPayment

/**
 * Before a new payment attempt: the registration's edition must be open, and a registration
 * whose slab has ended is re-priced by today's slab. Answers the re-pricing (the delegate then
 * pays the new amount), or null when the amount stands.
 */
export async function checkBeforePayment(p: Registration, now = new Date()): Promise<Repriced | null> {
  const edition = await findEdition(p.editionId)
  assertOpen(edition, now)
  const today = todayInIndia(now)
  if (!p.feeValidUntil || today <= toIsoDate(p.feeValidUntil)) return null
  const slab = priceFor(edition, p.category, today)
  // The workshops keep the fees they were priced at; only the slab changes.
  const { columns, seats } = await repriced(p, slab)
  const after = await domainWrite(SYSTEM, async (w) => {
    const result = await transition(w.tx, p.id, 'reregistered', {
      data: () => columns,
      check: (before) => before.feeValidUntil?.getTime() === p.feeValidUntil?.getTime(),
    })
    if (result.outcome !== 'applied') return null
    // Priced in a new slab: reminded before that one ends (a group's delegates are not reminded).
    if (!result.after.groupId) await queueReminders(w, result.after, edition, now)
    for (const s of seats)
      await w.tx.workshopSeat.updateMany({
        where: { registrationId: p.id, eventId: s.eventId },
        data: { discountPaise: s.discountPaise },
      })
    return result.after
  })
  if (!after || after.amountPaise === p.amountPaise) return null
  const amount = paiseToAmount(after.amountPaise)
  return {
    repriced: true,
    amount,
    previous_amount: paiseToAmount(p.amountPaise),
    slab: slab.label,
    lines: lineDtos(await breakdownOf(after)),
    message: repricedMessage({
      previousSlab: p.feeSlab,
      endedOn: toIsoDate(p.feeValidUntil),
      amountPaise: after.amountPaise,
      slab: slab.label,
    }),
  }
}

/**
 * A payment proof is accepted while the edition is open, and afterwards for a registration whose
 * payment was started before (it may finish).
 */
export async function assertProofAccepted(registrationId: number | null, now = new Date()) {
  const p = registrationId ? await db().registration.findUnique({ where: { id: registrationId } }) : null
  const edition = p ? await findEdition(p.editionId) : await findCurrentEdition()
  if (!refusal(edition, now)) return
  if (p && (p.paidAt || (await db().paymentAttempt.count({ where: { registrationId: p.id, kind: 'sale' } }))))
    return
  assertOpen(edition, now)
}

// Registering a delegate (POST /uppedicon/participants/): the amount comes from the category's
// fee slab and the workshops added, on the server, never from the browser. A registration is
// changed only by its owner: the browser that made it sends its id and token to correct it before
// paying (a retry after a failed payment). An unpaid registration holds its workshop seats for the
// edition's seat hold (lib/workshops/holds.ts). Anyone else registering the same e-mail and mobile
// number again gets a neutral 409, and the registered address gets a mail with the link to
// continue that registration: a repeated registration never returns, nor changes, an existing one.
// A registration waiting for payment is mailed its link at once and reminded to pay later.
import 'server-only'
import { randomBytes } from 'node:crypto'
import { ApiError } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { fromIsoDate, todayInIndia } from '@/lib/dates'
import type { Prisma } from '@/lib/db/client'
import { takeCode, type TakenCode } from '@/lib/discounts/service'
import { domainWrite, type Write } from '@/lib/domain-write'
import { registrationTerms, type RegistrationTerms } from '@/lib/editions/rules'
import type { RegistrationWindow } from '@/lib/editions/window'
import { env } from '@/lib/env'
import type { Registration } from '@/lib/generated/prisma/client'
import { amountOwed, type PricedLine } from '@/lib/gst/gst'
import { gstOnTopFor, onTopColumns } from '@/lib/invoices/settings'
import { registrationAmountPaise } from '@/lib/pricing'
import { removeUpload, saveDocument } from '@/lib/uploads/store'
import { queueHoldEnd } from '@/lib/workshops/holds'
import { planSeats, type SeatPlan } from '@/lib/workshops/seats'
import { pricedSeatsOf } from '@/lib/workshops/service'
import { queueWaitlistOffers } from '@/lib/workshops/waitlist-queue'
import type { RegistrationDto } from './flow'
import { CLOSED, initialStatus, PAYABLE, transition } from './lifecycle'
import { queueConfirmation, queueContinueMail, reminderJobs, stateMailJob } from './mails/queue'
import { registrationNumberOf, toRegistrationDto } from './records'
import type { RegistrationInput } from './schema'

/** The registration's columns from the form's fields (the amount is priced later: saveRegistration). */
export function registrationColumns(
  input: RegistrationInput,
  lopKey: string | undefined,
  terms: RegistrationTerms,
) {
  return {
    name: input.name,
    mobileNumber: input.mobile_number,
    email: input.email,
    dateOfBirth: fromIsoDate(input.date_of_birth),
    address: input.address,
    age: input.age,
    designation: input.designation,
    ciapMembership: input.ciapMembership,
    aopUpMembership: input.aopUpMembership,
    medicalCouncil: input.medical_council,
    councilRegNumber: input.council_reg_number,
    accompanyingPerson: input.accompanying_person,
    category: input.category,
    placeOfSupply: input.state,
    buyerGstin: input.gstin,
    buyerName: input.gstin ? input.billing_name : '',
    ...terms.columns,
    ...(lopKey ? { lop: lopKey } : {}),
  }
}

export const ALREADY_REGISTERED_MESSAGE =
  'This e-mail address and mobile number are already registered. We have e-mailed that address a link to continue the registration.'

/**
 * Registers a delegate (see the module's comment); `owner`: the registration this browser made
 * (its token checked by the handler). A free registration is confirmed and mailed.
 */
export async function submitRegistration(
  input: RegistrationInput,
  lop?: Uint8Array,
  owner?: number,
): Promise<RegistrationDto> {
  // The current edition must be open (409 otherwise); the day's fee slab sets the amount.
  const terms = await registrationTerms(input.category)
  const lopKey = lop && lop.byteLength > 0 ? (await saveDocument(lop, 'lop')).key : undefined
  const data = {
    ...registrationColumns(input, lopKey, terms),
    workshops: input.workshops,
    code: input.discount_code,
  }
  let outcome: Outcome
  try {
    outcome = await domainWrite(SYSTEM, (w) => registerIn(w, data, terms, owner, lopKey))
  } catch (error) {
    await removeUpload(lopKey)
    throw error
  }
  if ('existing' in outcome) {
    await removeUpload(lopKey)
    throw new ApiError('conflict', ALREADY_REGISTERED_MESSAGE)
  }
  await removeUpload(outcome.replacedLop)
  const { id, number, name } = terms.edition
  const { price, workshops } = await pricedSeatsOf(outcome.p)
  return { ...(await toRegistrationDto(outcome.p, price)), edition: { id, number, name }, workshops }
}

type Outcome = { p: Registration; replacedLop: string | null } | { existing: Registration }
type Columns = ReturnType<typeof registrationColumns>
/** What a registration is saved from: its columns, the workshops ticked and the discount code typed. */
export type RegistrationData = Columns & { workshops: number[]; code: string }

/**
 * The registration's transaction: a repeated registration is refused (its owner mailed), the
 * owner's correction updates it, anything else creates one; the workshops' seats are taken (409
 * when one is full or closed) and priced with the slab (registrationAmountPaise).
 */
async function registerIn(
  w: Write,
  input: RegistrationData,
  terms: RegistrationTerms,
  owner: number | undefined,
  lopKey: string | undefined,
): Promise<Outcome> {
  const data = input
  // Serialise registrations of the same person so two quick submissions make one registration.
  await w.lock(`registration:${data.email}|${data.mobileNumber}`)
  // Within the current edition: last year's registration neither blocks nor is reused.
  const live = (
    await w.tx.registration.findMany({
      where: { email: data.email, mobileNumber: data.mobileNumber, editionId: data.editionId },
      orderBy: { id: 'desc' },
    })
  ).filter((p) => !CLOSED.includes(p.status))
  const own = owner ? await w.tx.registration.findUnique({ where: { id: owner } }) : null
  const retry =
    own &&
    own.editionId === data.editionId &&
    PAYABLE.includes(own.status) &&
    live.every((p) => p.id === own.id)
      ? own
      : null
  if (!retry && live.length) {
    await queueContinueMail(w, live[0])
    return { existing: live[0] }
  }
  const p = await saveRegistration(w, input, terms, retry)
  return { p, replacedLop: retry && lopKey && retry.lop !== lopKey ? retry.lop : null }
}

/**
 * Prices and saves a registration in the caller's transaction: a new one, or `retry` (its owner's
 * correction before paying). Its workshops' seats are taken (409 when one is full or closed), its
 * code's use counted, and the amount set from the slab, the workshops and the code. A free one is
 * confirmed and mailed; an unpaid one is mailed its link and reminded to pay, unless it belongs to
 * an institution's group (`groupId`), whose contact pays for it.
 */
export async function saveRegistration(
  w: Write,
  { workshops, code, ...data }: RegistrationData,
  terms: RegistrationTerms,
  retry: Registration | null,
  groupId?: number,
): Promise<Registration> {
  const edition = { id: data.editionId, seatHoldMinutes: terms.edition.seat_hold_minutes }
  const today = todayInIndia()
  const seats = await planSeats(w.tx, retry, workshops, edition, today)
  const taken = code
    ? await takeCode(
        w.tx,
        data.editionId,
        code,
        { email: data.email, own: retry?.id ?? null, today },
        {
          category: data.category,
          feePaise: registrationAmountPaise(terms.slab.amount, []),
          workshops: seats.ids.map((id, i) => ({ id, feePaise: seats.fees[i] })),
        },
      )
    : null
  const onTop = await gstOnTopFor(w.tx, data.editionId, {
    stateCode: data.placeOfSupply,
    buyerGstin: data.buyerGstin,
  })
  const amount = amountOwed(data.category, linesOf(terms, seats, taken), onTop)
  const status = initialStatus(amount.amountPaise)
  const discount = { discountCodeId: taken?.id ?? null, discountPaise: taken?.split.registrationPaise ?? 0 }
  const priced = {
    ...data,
    ...amount,
    ...onTopColumns(onTop),
    ...discount,
    ...seats.hold(status),
    ...(groupId && { groupId }),
  }
  const p = retry
    ? await updated(w.tx, retry.id, status === 'free' ? 'free' : 'reregistered', priced)
    : await created(w.tx, { ...priced, status }, terms.edition.registration_prefix)
  await seats.apply(p.id, taken?.split.workshopsPaise)
  await seatsChanged(w, seats, p)
  if (p.seatsHeldUntil && p.seatsHeldUntil.getTime() !== retry?.seatsHeldUntil?.getTime())
    await queueHoldEnd(w, p)
  if (p.status === 'free') await queueConfirmation(w, p, null, 'free')
  else if (!groupId) await queueUnpaidMails(w, p, terms.edition, !retry)
  return p
}

type Tx = Prisma.TransactionClient

/** Once the seats are recorded: the events' seats left change, and seats given back go to the waiting lists. */
async function seatsChanged(w: Write, seats: SeatPlan, p: Registration) {
  if (seats.changed) w.invalidate(TAGS.events)
  await queueWaitlistOffers(w, seats.dropped, `registration:${p.id}:dropped:${p.updatedAt.getTime()}`)
}

/**
 * A registration waiting for payment: a new one is mailed at once that it is saved, with the link
 * to pay (online, or by transfer and a proof, later); and it is reminded to pay (./reminders.ts).
 */
async function queueUnpaidMails(w: Write, p: Registration, edition: RegistrationWindow, made: boolean) {
  const saved = stateMailJob('mail.registration-saved', p, 'made', { test: env().paymentMode === 'sandbox' })
  await w.enqueueAll([...(made ? [saved] : []), ...reminderJobs(p, edition)])
}

/** What a code takes off in all (paise). */
/** The registration's lines, each after what its code takes off: the slab's fee, then each workshop's. */
const linesOf = (terms: RegistrationTerms, seats: SeatPlan, taken: TakenCode | null): PricedLine[] => [
  {
    kind: 'registration',
    label: '',
    amountPaise: registrationAmountPaise(terms.slab.amount, []) - (taken?.split.registrationPaise ?? 0),
  },
  ...seats.fees.map((fee, i) => ({
    kind: 'workshop' as const,
    label: '',
    amountPaise: fee - (taken?.split.workshopsPaise[i] ?? 0),
  })),
]

async function updated(tx: Tx, id: number, event: 'free' | 'reregistered', data: Columns) {
  const result = await transition(tx, id, event, { data: () => data })
  if (result.outcome !== 'applied')
    throw new Error(`registration ${id} could not be updated (${result.outcome})`)
  return result.after
}

async function created(tx: Tx, data: Columns & { status: Registration['status'] }, prefix: string) {
  const row = await tx.registration.create({
    data: { ...data, registrationNumber: `tmp${randomBytes(8).toString('hex')}` },
  })
  return tx.registration.update({
    where: { id: row.id },
    data: { registrationNumber: registrationNumberOf(row.id, prefix) },
  })
}

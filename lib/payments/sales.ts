// Starting a sale of a registration with the provider PAYMENT_MODE chooses (docs/payments.md): a new
// attempt with our merchantTxnNo and the amount computed on the server, then initiateSale. Its
// outcome is learnt later (lib/payments/verdicts.ts). Starting is idempotent per registration
// (lib/payments/idempotency.ts): a repeat answers the same attempt. An attempt whose gateway call
// failed is closed, never left pending.
import 'server-only'
import { ApiError, conflict, notFound } from '@/lib/api/errors'
import { indiaTimestamp } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { checkBeforePayment, type Repriced } from '@/lib/editions/rules'
import { env } from '@/lib/env'
import type { Participant, PaymentAttempt } from '@/lib/generated/prisma/client'
import { paiseToAmount } from '@/lib/money'
import { ZERO_AMOUNT_MESSAGE } from '@/lib/registrations/flow'
import { PAYABLE } from '@/lib/registrations/lifecycle'
import { findParticipant } from '@/lib/registrations/records'
import { seatsBeforePayment } from '@/lib/workshops/seat-checks'
import { GatewayError } from './client'
import {
  closeCutOff,
  giveUp,
  INITIATION_MS,
  pageOf,
  repeatable,
  reserve,
  started,
  TRY_AGAIN,
} from './idempotency'
import { paymentProvider, type SaleProvider } from './providers'
import type { StartedPayment } from './schema'
import { refreshAttempt } from './verdicts'

export const RETURN_PATH = '/payment-callback'

const gatewayFailure = (error: GatewayError) => new ApiError('bad_gateway', `${error.message} ${TRY_AGAIN}`)

export async function findAttempt(merchantTxnNo: string) {
  return db().paymentAttempt.findUnique({ where: { merchantTxnNo } })
}

/** Attempts of a registration still open at once at most; the next start waits (429). */
export const MAX_OPEN_ATTEMPTS = 5
/** An attempt older than this is expired: its payment page is long gone, and it is no longer asked about here. */
export const ATTEMPT_TTL_MS = 20 * 60_000

/**
 * Before charging again: an earlier attempt may have gone through meanwhile (e.g. left pending).
 * Only the registration's live attempts (the newest MAX_OPEN_ATTEMPTS, younger than ATTEMPT_TTL_MS)
 * are asked about, each once; expired ones wait for the gateway's own return or advice. Too many
 * still open refuse a new one, so repeated starts never multiply the gateway calls.
 */
async function settleOpenAttempts(participantId: number, alreadyPaid: ApiError, reconciled?: number) {
  const since = new Date(Date.now() - ATTEMPT_TTL_MS)
  const live = await db().paymentAttempt.findMany({
    where: {
      participantId,
      kind: 'sale',
      finalizedAt: null,
      createdAt: { gt: since },
      // Still being asked for by another request (it answers for itself).
      NOT: { redirectUri: null, createdAt: { gt: new Date(Date.now() - INITIATION_MS) } },
    },
    orderBy: { id: 'desc' },
    take: MAX_OPEN_ATTEMPTS,
  })
  const still: Date[] = []
  for (const attempt of live) {
    // The sale the payer just gave up was asked about a moment ago: still open.
    const status = attempt.id === reconciled ? 'REQ' : await refreshAttempt(attempt).catch(() => 'REQ')
    if (status === 'SUC') throw alreadyPaid
    if (status === 'REQ') still.push(attempt.createdAt)
  }
  if (still.length >= MAX_OPEN_ATTEMPTS) {
    const wait = Math.ceil((Math.min(...still.map(Number)) + ATTEMPT_TTL_MS - Date.now()) / 1000)
    throw new ApiError(
      'rate_limited',
      `${MAX_OPEN_ATTEMPTS} payments of this registration are still open. Finish one in the bank's window, or try again in ${Math.ceil(wait / 60)} minutes.`,
      { headers: { 'Retry-After': String(Math.max(1, wait)) } },
    )
  }
}

/**
 * What POST /payment/initiatepayment/ does: refused (409) while the registration's edition is not
 * open; when its fee slab has ended it is re-priced and the new amount answered instead, for the
 * delegate to see before paying; otherwise the sale starts (or the one just started is answered).
 */
export async function beginPayment(
  participantId: number,
  options: StartOptions = {},
): Promise<StartedPayment | Repriced> {
  const found = await findParticipant(participantId)
  if (!found) throw notFound('No registration was found for this participant.')
  const repriced = PAYABLE.includes(found.status) ? await checkBeforePayment(found) : null
  // Workshop seats: held for the payment's life at the gateway, or re-priced when one filled up.
  const seats =
    repriced ??
    (PAYABLE.includes(found.status) ? await seatsBeforePayment(participantId, ATTEMPT_TTL_MS) : null)
  return seats ?? startPayment(participantId, options)
}

export interface StartOptions {
  /** The merchantTxnNo of the sale the payer gives up to pay again ("pay again"). */
  replaces?: string
}

/**
 * Starts a sale for a registration (a new merchantTxnNo, the amount the server computed), or
 * answers the sale started for it within REPEAT_WINDOW_MS.
 */
export async function startPayment(
  participantId: number,
  options: StartOptions = {},
): Promise<StartedPayment> {
  const participant = await findParticipant(participantId)
  if (!participant) throw notFound('No registration was found for this participant.')
  if (participant.amountPaise === 0) throw new ApiError('unprocessable', ZERO_AMOUNT_MESSAGE)
  const alreadyPaid = conflict(`Registration ${participant.registrationNumber} is already paid.`)
  if (!PAYABLE.includes(participant.status)) throw alreadyPaid
  const provider = paymentProvider()
  const reconciled = options.replaces ? await giveUp(participantId, options.replaces, alreadyPaid) : undefined
  for (;;) {
    await closeCutOff(participantId)
    const repeat = await repeatable(participant, provider.gateway)
    if (repeat) {
      const answer = await pageOf(repeat)
      if (answer) return answer
      continue // cut off meanwhile: closed, start afresh
    }
    await settleOpenAttempts(participantId, alreadyPaid, reconciled)
    const { attempt, created } = await reserve(participant, provider.gateway)
    if (created) return askGateway(participant, provider, attempt)
    const answer = await pageOf(attempt)
    if (answer) return answer
  }
}

/** initiateSale for a new attempt: its page stored for repeats, or the attempt closed on failure. */
async function askGateway(
  participant: Participant,
  provider: SaleProvider,
  attempt: PaymentAttempt,
): Promise<StartedPayment> {
  try {
    const sale = await provider.startSale({
      merchantTxnNo: attempt.merchantTxnNo,
      amount: paiseToAmount(attempt.amountPaise),
      customerEmailID: participant.email,
      customerMobileNo: `91${participant.mobileNumber}`,
      customerName: participant.name,
      returnURL: `${env().siteUrl}${RETURN_PATH}`,
      txnDate: indiaTimestamp(),
      addlParam1: participant.registrationNumber,
      paymentAttemptId: attempt.id,
    })
    const stored = await db().paymentAttempt.update({
      where: { id: attempt.id },
      data: { redirectUri: sale.redirectURI, tranCtx: sale.tranCtx },
    })
    return started(stored)
  } catch (error) {
    await db().paymentAttempt.update({
      where: { id: attempt.id },
      data: { txnStatus: 'ERR', finalizedAt: new Date() },
    })
    throw error instanceof GatewayError ? gatewayFailure(error) : error
  }
}

// Starting a sale of a registration with the provider PAYMENT_MODE chooses (docs/payments.md): a new
// attempt with our merchantTxnNo and the amount computed on the server, then initiateSale. Its
// outcome is learnt later (lib/payments/verdicts.ts).
import 'server-only'
import { ApiError, conflict, notFound } from '@/lib/api/errors'
import { indiaTimestamp } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { checkBeforePayment, type Repriced } from '@/lib/editions/rules'
import { env } from '@/lib/env'
import { paiseToAmount } from '@/lib/money'
import { ZERO_AMOUNT_MESSAGE } from '@/lib/registrations/flow'
import { PAYABLE } from '@/lib/registrations/lifecycle'
import { findParticipant } from '@/lib/registrations/register'
import { seatsBeforePayment } from '@/lib/workshops/seat-checks'
import { GatewayError, newMerchantTxnNo } from './client'
import { paymentProvider } from './providers'
import type { StartedPayment } from './schema'
import { refreshAttempt } from './verdicts'

export const RETURN_PATH = '/payment-callback'

const gatewayFailure = (error: GatewayError) =>
  new ApiError(
    'bad_gateway',
    `${error.message} No money has been taken. Please try again in a few minutes; if it keeps failing, contact the organisers.`,
  )

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
async function settleOpenAttempts(participantId: number, alreadyPaid: ApiError) {
  const since = new Date(Date.now() - ATTEMPT_TTL_MS)
  const live = await db().paymentAttempt.findMany({
    where: { participantId, kind: 'sale', finalizedAt: null, createdAt: { gt: since } },
    orderBy: { id: 'desc' },
    take: MAX_OPEN_ATTEMPTS,
  })
  const still: Date[] = []
  for (const attempt of live) {
    const status = await refreshAttempt(attempt).catch(() => 'REQ')
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
 * delegate to see before paying; otherwise the sale starts.
 */
export async function beginPayment(participantId: number): Promise<StartedPayment | Repriced> {
  const found = await findParticipant(participantId)
  if (!found) throw notFound('No registration was found for this participant.')
  const repriced = PAYABLE.includes(found.status) ? await checkBeforePayment(found) : null
  // Workshop seats: held for the payment's life at the gateway, or re-priced when one filled up.
  const seats =
    repriced ??
    (PAYABLE.includes(found.status) ? await seatsBeforePayment(participantId, ATTEMPT_TTL_MS) : null)
  return seats ?? startPayment(participantId)
}

/** Starts a sale for a registration: a new merchantTxnNo, the amount the server computed. */
export async function startPayment(participantId: number): Promise<StartedPayment> {
  const participant = await findParticipant(participantId)
  if (!participant) throw notFound('No registration was found for this participant.')
  if (participant.amountPaise === 0) throw new ApiError('unprocessable', ZERO_AMOUNT_MESSAGE)
  const alreadyPaid = conflict(`Registration ${participant.registrationNumber} is already paid.`)
  if (!PAYABLE.includes(participant.status)) throw alreadyPaid
  await settleOpenAttempts(participantId, alreadyPaid)

  const amount = paiseToAmount(participant.amountPaise)
  const provider = paymentProvider()
  const attempt = await db().paymentAttempt.create({
    data: {
      participantId,
      kind: 'sale',
      gateway: provider.gateway,
      merchantTxnNo: newMerchantTxnNo(),
      amountPaise: participant.amountPaise,
    },
  })
  try {
    const sale = await provider.startSale({
      merchantTxnNo: attempt.merchantTxnNo,
      amount,
      customerEmailID: participant.email,
      customerMobileNo: `91${participant.mobileNumber}`,
      customerName: participant.name,
      returnURL: `${env().siteUrl}${RETURN_PATH}`,
      txnDate: indiaTimestamp(),
      addlParam1: participant.registrationNumber,
      paymentAttemptId: attempt.id,
    })
    return {
      redirectURI: sale.redirectURI,
      tranCtx: sale.tranCtx,
      merchantTxnNo: attempt.merchantTxnNo,
      amount,
    }
  } catch (error) {
    await db().paymentAttempt.update({
      where: { id: attempt.id },
      data: { txnStatus: 'ERR', finalizedAt: new Date() },
    })
    throw error instanceof GatewayError ? gatewayFailure(error) : error
  }
}

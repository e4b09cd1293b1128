// Starting a sale of a registration through the Orange PG protocol (docs/payments.md): a new
// attempt with our merchantTxnNo and the amount computed on the server, then initiateSale. Its
// outcome is learnt later (lib/payments/verdicts.ts).
import 'server-only'
import { ApiError, conflict, notFound } from '@/lib/api/errors'
import { indiaTimestamp } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { env } from '@/lib/env'
import { paiseToAmount } from '@/lib/money'
import { PAYABLE } from '@/lib/registrations/lifecycle'
import { findParticipant } from '@/lib/registrations/register'
import { ZERO_AMOUNT_MESSAGE } from '@/lib/registrations/schema'
import { GatewayError, initiateSale, newMerchantTxnNo } from './client'
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

/** Starts a sale for a registration: a new merchantTxnNo, the amount the server computed. */
export async function startPayment(participantId: number): Promise<StartedPayment> {
  const participant = await findParticipant(participantId)
  if (!participant) throw notFound('No registration was found for this participant.')
  if (participant.amountPaise === 0) throw new ApiError('unprocessable', ZERO_AMOUNT_MESSAGE)
  const alreadyPaid = conflict(`Registration ${participant.registrationNumber} is already paid.`)
  if (!PAYABLE.includes(participant.status)) throw alreadyPaid
  // An earlier attempt may have gone through meanwhile (e.g. left pending): ask before charging again.
  const open = await db().paymentAttempt.findMany({
    where: { participantId, kind: 'sale', finalizedAt: null },
  })
  for (const attempt of open)
    if ((await refreshAttempt(attempt).catch(() => 'REQ')) === 'SUC') throw alreadyPaid

  const amount = paiseToAmount(participant.amountPaise)
  const attempt = await db().paymentAttempt.create({
    data: {
      participantId,
      kind: 'sale',
      merchantTxnNo: newMerchantTxnNo(),
      amountPaise: participant.amountPaise,
    },
  })
  try {
    const sale = await initiateSale({
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

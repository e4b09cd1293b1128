// Payments of registrations through the Orange PG protocol: starting a sale, learning its
// outcome (polls, the browser's return, the bank's advices), refunds. The only source of truth
// is a signed STATUS answer: a registration is paid on SUC with txnResponseCode 000/0000 and
// exactly the amount we asked for. An attempt's txnStatus holds our verdict (SUC only when
// verified as paid); the gateway's raw answers are kept in GatewayExchange. The first final
// verdict wins through a conditional update: later returns, advices and polls change nothing.
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import { indiaTimestamp } from '@/lib/dates'
import { db, Prisma } from '@/lib/db/client'
import { env } from '@/lib/env'
import type { PaymentAttempt } from '@/lib/generated/prisma/client'
import { amountToPaise, paiseToAmount } from '@/lib/money'
import { ZERO_AMOUNT_MESSAGE } from '@/lib/registrations/schema'
import {
  findParticipant,
  flagAmountMismatch,
  markPaid,
  markPaymentFailed,
  PAYABLE,
  sendConfirmation,
} from '@/lib/registrations/service'
import {
  GatewayError,
  initiateSale,
  newMerchantTxnNo,
  queryStatus,
  requestRefund,
  type GatewayAnswer,
} from './client'
import { gatewayConfig } from './config'
import { verifySecureHash } from './hash'

export type TxnStatus = 'SUC' | 'REJ' | 'ERR' | 'REQ'
export const RETURN_PATH = '/payment-callback'

const gatewayFailure = (error: GatewayError) =>
  new ApiError(
    'bad_gateway',
    `${error.message} No money has been taken. Please try again in a few minutes; if it keeps failing, contact the organisers.`,
  )

export interface StartedPayment {
  redirectURI: string
  tranCtx: string
  merchantTxnNo: string
  amount: string
}

/** Starts a sale for a registration: a new merchantTxnNo, the amount the server computed. */
export async function startPayment(participantId: number): Promise<StartedPayment> {
  const participant = await findParticipant(participantId)
  if (!participant) throw new ApiError('not_found', 'No registration was found for this participant.')
  if (participant.amountPaise === 0) throw new ApiError('unprocessable', ZERO_AMOUNT_MESSAGE)
  if (!PAYABLE.includes(participant.status))
    throw new ApiError('conflict', `Registration ${participant.registrationNumber} is already paid.`)

  // An earlier attempt may have gone through meanwhile (e.g. left pending): ask before charging again.
  const open = await db().paymentAttempt.findMany({
    where: { participantId, kind: 'sale', finalizedAt: null },
  })
  for (const attempt of open) {
    if ((await refreshAttempt(attempt).catch(() => 'REQ')) === 'SUC')
      throw new ApiError('conflict', `Registration ${participant.registrationNumber} is already paid.`)
  }

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
    if (error instanceof GatewayError) throw gatewayFailure(error)
    throw error
  }
}

/** Our verdict on a signed STATUS answer (null: not final or not understood; keep asking). */
function verdict(
  attempt: PaymentAttempt,
  answer: GatewayAnswer,
): { status: TxnStatus; mismatch: boolean } | null {
  if (answer.responseCode !== '000' && answer.responseCode !== '0000') return null
  if (answer.merchantTxnNo && answer.merchantTxnNo !== attempt.merchantTxnNo) return null
  switch (answer.txnStatus) {
    case 'SUC': {
      const codeOk = answer.txnResponseCode === '000' || answer.txnResponseCode === '0000'
      const amountOk = amountToPaise(answer.amount) === attempt.amountPaise
      return codeOk && amountOk
        ? { status: 'SUC', mismatch: false }
        : { status: 'ERR', mismatch: codeOk && !amountOk }
    }
    case 'REJ':
    case 'ERR':
      return { status: answer.txnStatus, mismatch: false }
    default:
      return null
  }
}

/** The attempt's status, asking the gateway (STATUS) unless it already has a final one. */
export async function refreshAttempt(attempt: PaymentAttempt): Promise<TxnStatus> {
  if (attempt.finalizedAt) return attempt.txnStatus as TxnStatus
  // The older kit has no STATUS command: its outcome arrives only with the browser's return.
  if (attempt.gateway === 'icici_ms') return 'REQ'
  // A sale and a refund are each asked about under their own number: the sale's number would
  // answer the sale's status (SUC, and for a full refund even the same amount).
  const answer = await queryStatus({
    merchantTxnNo: attempt.merchantTxnNo,
    originalTxnNo: attempt.merchantTxnNo,
    amount: paiseToAmount(attempt.amountPaise),
    paymentAttemptId: attempt.id,
  })
  const v = verdict(attempt, answer)
  if (!v) {
    if (answer.txnID && !attempt.gatewayTxnId)
      await db().paymentAttempt.update({
        where: { id: attempt.id },
        data: { gatewayTxnId: answer.txnID.slice(0, 60) },
      })
    return 'REQ'
  }
  return applyVerdict(attempt, v, answer.txnID || null, answer.amount)
}

/**
 * Records the first final verdict of an attempt and moves its registration on; a verdict for an
 * attempt that is already final changes nothing (the conditional update sees count 0).
 */
export async function applyVerdict(
  attempt: PaymentAttempt,
  v: { status: TxnStatus; mismatch: boolean },
  gatewayTxnId: string | null,
  reportedAmount: string,
): Promise<TxnStatus> {
  let confirmed = false
  let final = v.status
  const applied = await db().$transaction(async (tx) => {
    const { count } = await tx.paymentAttempt.updateMany({
      where: { id: attempt.id, finalizedAt: null },
      data: {
        txnStatus: v.status,
        gatewayTxnId: gatewayTxnId ? gatewayTxnId.slice(0, 60) : undefined,
        finalizedAt: new Date(),
      },
    })
    if (count === 0) return false
    if (attempt.kind === 'refund') {
      if (v.status === 'SUC') {
        const p = await tx.participant.update({
          where: { id: attempt.participantId },
          data: { refundedPaise: { increment: attempt.amountPaise } },
        })
        // Everything received online is back with the delegate: the registration is refunded.
        const paid = await tx.paymentAttempt.aggregate({
          _sum: { amountPaise: true },
          where: { participantId: attempt.participantId, kind: 'sale', txnStatus: 'SUC' },
        })
        if (p.refundedPaise >= (paid._sum.amountPaise ?? 0))
          await tx.participant.update({ where: { id: p.id }, data: { status: 'refunded' } })
      }
    } else if (v.status === 'SUC') {
      const outcome = await markPaid(tx, attempt.participantId, attempt.amountPaise, new Date())
      confirmed = outcome === 'paid'
      if (outcome === 'already')
        console.warn(
          `[payments] ${attempt.merchantTxnNo}: a successful payment for participant ${attempt.participantId}, which was already paid or under review; refund it if it is a second payment.`,
        )
      if (outcome === 'amount') {
        console.warn(
          `[payments] ${attempt.merchantTxnNo}: paid ${paiseToAmount(attempt.amountPaise)}, but the registration's fee changed meanwhile; flagged, not paid.`,
        )
        final = 'ERR'
        await tx.paymentAttempt.update({ where: { id: attempt.id }, data: { txnStatus: final } })
      }
    } else {
      if (v.mismatch) {
        console.warn(
          `[payments] ${attempt.merchantTxnNo}: the gateway reported amount ${reportedAmount}, we asked ${paiseToAmount(attempt.amountPaise)}; flagged, not paid.`,
        )
        await flagAmountMismatch(tx, attempt.participantId)
      }
      await markPaymentFailed(tx, attempt.participantId)
    }
    return true
  })
  if (!applied)
    return ((await db().paymentAttempt.findUnique({ where: { id: attempt.id } }))?.txnStatus ??
      'REQ') as TxnStatus
  if (confirmed) {
    const participant = await findParticipant(attempt.participantId)
    if (participant) await sendConfirmation(participant, gatewayTxnId || attempt.merchantTxnNo)
  }
  return final
}

export async function findAttempt(merchantTxnNo: string) {
  return db().paymentAttempt.findUnique({ where: { merchantTxnNo } })
}

/** POST /payment/transactionstatus/: the status of a sale, checked with the gateway when open. */
export async function transactionStatus(merchantTxnNo: string): Promise<{
  txnStatus: TxnStatus
  merchantTxnNo: string
  gatewayTxnId: string | null
  amountMismatch: boolean
}> {
  const attempt = await findAttempt(merchantTxnNo)
  if (!attempt) throw new ApiError('not_found', 'No payment with this merchantTxnNo.')
  let txnStatus: TxnStatus
  try {
    txnStatus = await refreshAttempt(attempt)
  } catch (error) {
    if (error instanceof GatewayError)
      throw new ApiError('bad_gateway', `${error.message} The payment status will be checked again.`)
    throw error
  }
  const [fresh, participant] = await Promise.all([
    findAttempt(merchantTxnNo),
    findParticipant(attempt.participantId),
  ])
  return {
    txnStatus,
    merchantTxnNo,
    gatewayTxnId: fresh?.gatewayTxnId ?? null,
    amountMismatch: participant?.amountMismatch ?? false,
  }
}

export type ReturnOutcome = {
  status: 'success' | 'failure' | 'pending'
  merchantTxnNo: string
  participantId: number
  gatewayTxnId: string | null
}

/**
 * The gateway's browser return or server-to-server advice: the hash is verified over the whole
 * body (a forged or missing one is refused and logged), then the outcome is confirmed with STATUS.
 */
export async function handleGatewayReturn(
  fields: Record<string, string>,
  channel: 'return' | 'advice',
): Promise<ReturnOutcome> {
  const cfg = gatewayConfig()
  const hashValid = verifySecureHash(fields, cfg.secretKey) && fields.merchantId === cfg.merchantId
  const merchantTxnNo = /^[A-Za-z0-9]{1,20}$/.test(fields.merchantTxnNo ?? '') ? fields.merchantTxnNo : null
  const attempt = merchantTxnNo ? await findAttempt(merchantTxnNo) : null
  await db().gatewayExchange.create({
    data: {
      operation: channel,
      merchantTxnNo,
      paymentAttemptId: attempt?.id,
      request: fields as Prisma.InputJsonObject,
      hashValid,
      error: hashValid ? null : 'secureHash missing, forged or for another merchant',
    },
  })
  if (!hashValid) {
    console.warn(
      `[payments] refused a ${channel} for ${merchantTxnNo ?? 'an unknown transaction'}: the secureHash does not verify.`,
    )
    throw new ApiError('bad_request', 'The payment response could not be verified.')
  }
  if (!attempt || attempt.kind !== 'sale')
    throw new ApiError('not_found', 'No payment with this merchantTxnNo.')
  let status: TxnStatus
  try {
    status = await refreshAttempt(attempt)
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error
    status = 'REQ' // the return is only a hint; the status is asked again by the page's polls
  }
  const fresh = await findAttempt(attempt.merchantTxnNo)
  return {
    status: status === 'SUC' ? 'success' : status === 'REQ' ? 'pending' : 'failure',
    merchantTxnNo: attempt.merchantTxnNo,
    participantId: attempt.participantId,
    gatewayTxnId: fresh?.gatewayTxnId ?? null,
  }
}

/** What refunds may still return of a sale: its amount minus its refunds sent or done. */
export function refundablePaise(
  sale: Pick<PaymentAttempt, 'merchantTxnNo' | 'amountPaise'>,
  attempts: Pick<PaymentAttempt, 'kind' | 'originalTxnNo' | 'txnStatus' | 'amountPaise'>[],
): number {
  const reserved = attempts.filter(
    (a) =>
      a.kind === 'refund' &&
      a.originalTxnNo === sale.merchantTxnNo &&
      (a.txnStatus === 'REQ' || a.txnStatus === 'SUC'),
  )
  return sale.amountPaise - reserved.reduce((sum, r) => sum + r.amountPaise, 0)
}

/**
 * Refunds (part of) a successful sale: a new refund attempt, then REFUND; its outcome comes from
 * STATUS (refreshAttempt). Refunds of one sale are serialised (a row lock on the sale), so two at
 * once cannot both pass the amount check. A refusal by the gateway finalises the refund as ERR;
 * no usable answer (timeout, unreachable, unreadable) leaves it REQ, as the bank may have
 * processed it: STATUS settles it later and until then its amount stays reserved.
 */
export async function refundSale(saleMerchantTxnNo: string, amountPaise: number): Promise<PaymentAttempt> {
  const refund = await db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM payment_attempts WHERE merchant_txn_no = ${saleMerchantTxnNo} FOR UPDATE`
    const sale = await tx.paymentAttempt.findUnique({ where: { merchantTxnNo: saleMerchantTxnNo } })
    if (!sale || sale.kind !== 'sale' || sale.txnStatus !== 'SUC')
      throw new ApiError('conflict', 'Only a successful payment can be refunded.')
    if (sale.gateway !== 'payphi')
      throw new ApiError(
        'conflict',
        "A payment made through the older ICICI kit cannot be refunded from here: refund it from the bank's merchant portal.",
      )
    const refunds = await tx.paymentAttempt.findMany({
      where: { originalTxnNo: sale.merchantTxnNo, kind: 'refund' },
    })
    const refundable = refundablePaise(sale, refunds)
    if (refundable <= 0)
      throw new ApiError(
        'conflict',
        'Nothing is left to refund on this payment: it was refunded, or a refund of it is pending.',
      )
    if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0 || amountPaise > refundable)
      throw new ApiError(
        'unprocessable',
        `The refund must be between Rs. 0.01 and Rs. ${paiseToAmount(refundable)}.`,
      )
    return tx.paymentAttempt.create({
      data: {
        participantId: sale.participantId,
        kind: 'refund',
        merchantTxnNo: newMerchantTxnNo(),
        originalTxnNo: sale.merchantTxnNo,
        amountPaise,
      },
    })
  })
  try {
    await requestRefund({
      merchantTxnNo: refund.merchantTxnNo,
      originalTxnNo: saleMerchantTxnNo,
      amount: paiseToAmount(amountPaise),
      paymentAttemptId: refund.id,
    })
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error
    if (error.reason === 'refused')
      return db().paymentAttempt.update({
        where: { id: refund.id },
        data: { txnStatus: 'ERR', finalizedAt: new Date() },
      })
    console.warn(
      `[payments] refund ${refund.merchantTxnNo}: ${error.message} Left pending until STATUS tells.`,
    )
  }
  return refund
}

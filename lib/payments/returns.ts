// Learning a sale's outcome from the outside (docs/payments.md): the checkout page's status
// polls, the gateway's browser return and its server-to-server advices. Each is only a hint: the
// outcome is confirmed with a signed STATUS (lib/payments/sales.ts) and applied once.
import 'server-only'
import { ApiError, notFound } from '@/lib/api/errors'
import { db, type Prisma } from '@/lib/db/client'
import { findParticipant } from '@/lib/registrations/records'
import { GatewayError } from './client'
import { paymentProvider } from './providers'
import { findAttempt } from './sales'
import type { ReturnOutcome, TransactionStatusDto, TxnStatus } from './schema'
import { refreshAttempt } from './verdicts'

const NO_PAYMENT = 'No payment with this merchantTxnNo.'

/** POST /payment/transactionstatus/: the status of a sale, checked with the gateway when open. */
export async function transactionStatus(merchantTxnNo: string): Promise<TransactionStatusDto> {
  const attempt = await findAttempt(merchantTxnNo)
  if (!attempt) throw notFound(NO_PAYMENT)
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

/**
 * The gateway's browser return or server-to-server advice: the hash is verified over the whole
 * body (a forged or missing one is refused and logged), then the outcome is confirmed with STATUS.
 */
export async function handleGatewayReturn(
  fields: Record<string, string>,
  channel: 'return' | 'advice',
): Promise<ReturnOutcome> {
  const hashValid = paymentProvider().verifyReturn(fields)
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
  if (!attempt || attempt.kind !== 'sale') throw notFound(NO_PAYMENT)
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

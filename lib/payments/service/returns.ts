// Learning a sale's outcome from the outside (docs/payments.md): the checkout page's status
// polls, the gateway's browser return and its server-to-server advices. A return is checked with
// the provider of its attempt (whatever PAYMENT_MODE is now). Each is only a hint: the outcome is
// confirmed with a signed STATUS (./verdicts.ts) and applied once; a provider without STATUS (the
// icici kit) is decided by its verified return.
import 'server-only'
import { ApiError, notFound } from '@/lib/api/errors'
import { db, type Prisma } from '@/lib/db/client'
import type { PaymentAttempt } from '@/lib/generated/prisma/client'
import { iciciProvider, paymentProvider, providerFor } from '../gateways'
import { GatewayError } from '../gateways/common'
import { iciciReturnFields, iciciReturnOutcome } from '../gateways/icici/provider'
import type { ReturnOutcome, TransactionStatusDto, TxnStatus } from '../schema'
import { findAttempt } from './sales'
import { applyVerdict, refreshAttempt } from './verdicts'

const NO_PAYMENT = 'No payment with this merchantTxnNo.'

/**
 * How often the checkout's polls (every 5 s) ask the gateway about one open sale: between asks,
 * and before the first, a poll answers what the site knows. The outcome reaches the site at once
 * by the gateway's return or advice, which are never held back; the polls only catch a payment
 * whose return never came (known within a minute), and the gateway is spared a question from
 * every delegate's tab every 5 s on a busy morning. A payer who waits on the answer (the bank's
 * window closed, "Check again") is never held back: that question asks at once.
 */
export const STATUS_ASK_INTERVAL_MS = 45_000

/**
 * Whether this poll asks the gateway about `attempt`: the first poll STATUS_ASK_INTERVAL_MS after
 * the sale started or was last asked about, claimed in the database so that the site's instances
 * ask once between them.
 */
async function claimStatusAsk(attempt: PaymentAttempt): Promise<boolean> {
  const now = Date.now()
  const due = new Date(now - STATUS_ASK_INTERVAL_MS)
  if ((attempt.statusAskedAt ?? attempt.createdAt) > due) return false
  const { count } = await db().paymentAttempt.updateMany({
    where: {
      id: attempt.id,
      finalizedAt: null,
      OR: [{ statusAskedAt: null }, { statusAskedAt: { lte: due } }],
    },
    data: { statusAskedAt: new Date(now) },
  })
  return count === 1
}

/**
 * POST /payment/transactionstatus/: the status of a sale (or refund), checked with the gateway
 * while open. A `poll` (the checkout's every 5 s) asks only when due (claimStatusAsk) and otherwise
 * answers what the site knows; any other question (the payer closed the bank's window or asked to
 * check again) asks now.
 */
export async function transactionStatus(
  merchantTxnNo: string,
  { poll = false }: { poll?: boolean } = {},
): Promise<TransactionStatusDto> {
  let attempt = await attemptWithMismatch(merchantTxnNo)
  if (!attempt) throw notFound(NO_PAYMENT)
  let txnStatus = attempt.txnStatus as TxnStatus
  if (!attempt.finalizedAt && (!poll || (await claimStatusAsk(attempt)))) {
    try {
      txnStatus = await refreshAttempt(attempt)
    } catch (error) {
      if (error instanceof GatewayError)
        throw new ApiError('bad_gateway', `${error.message} The payment status will be checked again.`)
      throw error
    }
    attempt = (await attemptWithMismatch(merchantTxnNo)) ?? attempt
  }
  return {
    txnStatus,
    merchantTxnNo,
    gatewayTxnId: attempt.gatewayTxnId ?? null,
    amountMismatch: attempt.registration?.amountMismatch ?? false,
  }
}

/** A sale with whether its registration's payment was flagged for another amount: one query (every poll reads it). */
const attemptWithMismatch = (merchantTxnNo: string) =>
  db().paymentAttempt.findUnique({
    where: { merchantTxnNo },
    include: { registration: { select: { amountMismatch: true } } },
  })

/**
 * The gateway's browser return or server-to-server advice: the hash is verified over the whole
 * body (a forged or missing one is refused and logged), then the outcome is confirmed with STATUS.
 */
export async function handleGatewayReturn(
  fields: Record<string, string>,
  channel: 'return' | 'advice',
): Promise<ReturnOutcome> {
  const merchantTxnNo = /^[A-Za-z0-9]{1,20}$/.test(fields.merchantTxnNo ?? '') ? fields.merchantTxnNo : null
  const attempt = merchantTxnNo ? await findAttempt(merchantTxnNo) : null
  // Signed by the gateway that took the payment, even if the site has changed mode since.
  const hashValid = (attempt ? providerFor(attempt) : paymentProvider()).verifyReturn(fields)
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
    registrationId: attempt.registrationId,
    groupId: attempt.groupId,
    gatewayTxnId: fresh?.gatewayTxnId ?? null,
  }
}

/**
 * The icici kit's return (GET /payment/msreturn?paymentResponse=…): decrypted, verified with the
 * attempt's provider (refused and logged otherwise), recorded once. The kit has no STATUS: its
 * verified return decides, and only with exactly the amount asked for.
 */
export async function handleIciciReturn(
  paymentResponse: string,
): Promise<{ status: 'success' | 'failure'; txnRefNo: string; registrationId: number }> {
  const fields = iciciReturnFields(paymentResponse)
  const txnRefNo = fields && /^[A-Za-z0-9]{1,20}$/.test(fields.TxnRefNo ?? '') ? fields.TxnRefNo : null
  const attempt = txnRefNo ? await findAttempt(txnRefNo) : null
  const valid = !!fields && (attempt ? providerFor(attempt) : iciciProvider).verifyReturn(fields)
  await db().gatewayExchange.create({
    data: {
      operation: 'msreturn',
      merchantTxnNo: txnRefNo,
      paymentAttemptId: attempt?.id,
      request: (fields ?? { paymentResponse: paymentResponse.slice(0, 2000) }) as Prisma.InputJsonObject,
      hashValid: valid,
      error: valid ? null : 'paymentResponse does not decrypt or verify',
    },
  })
  if (!valid || !fields) {
    console.warn(
      `[payments] refused an icici return for ${txnRefNo ?? 'an unknown transaction'}: it does not decrypt or verify.`,
    )
    throw new ApiError('bad_request', 'The payment response could not be verified.')
  }
  // The kit pays one registration's createpayment (a group's sale is started by the site's pages).
  if (!attempt?.registrationId || providerFor(attempt) !== iciciProvider)
    throw new ApiError('not_found', 'No payment with this TxnRefNo.')
  const said = iciciReturnOutcome(fields)
  const amountOk = said.amountPaise === String(attempt.amountPaise)
  const final = await applyVerdict(
    attempt,
    { status: said.success ? (amountOk ? 'SUC' : 'ERR') : 'REJ', mismatch: said.success && !amountOk },
    said.gatewayTxnId,
    said.amountPaise,
  )
  return {
    status: final === 'SUC' ? 'success' : 'failure',
    txnRefNo: attempt.merchantTxnNo,
    registrationId: attempt.registrationId,
  }
}

// Starting a sale of a registration with the provider PAYMENT_MODE chooses (docs/payments.md): a new
// attempt with our merchantTxnNo and the amount computed on the server, then initiateSale. Its
// outcome is learnt later (lib/payments/verdicts.ts). Starting is idempotent per registration:
// initiations repeated within REPEAT_WINDOW_MS (a double tap, a retried request, several at once)
// answer the same attempt; a new one follows only once the payer gave the last one up ("pay
// again", after the gateway said it was not paid) or the window has passed. An attempt whose
// gateway call failed, or was cut off (its instance stopped), is closed, never left pending.
import 'server-only'
import { setTimeout as sleep } from 'node:timers/promises'
import { ApiError, conflict, notFound } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { indiaTimestamp } from '@/lib/dates'
import { db, type Prisma } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { checkBeforePayment, type Repriced } from '@/lib/editions/rules'
import { env } from '@/lib/env'
import type { Participant, PaymentAttempt, PaymentGateway } from '@/lib/generated/prisma/client'
import { paiseToAmount } from '@/lib/money'
import { ZERO_AMOUNT_MESSAGE } from '@/lib/registrations/flow'
import { PAYABLE } from '@/lib/registrations/lifecycle'
import { findParticipant } from '@/lib/registrations/register'
import { queueStateMail } from '@/lib/registrations/state-mails'
import { GATEWAY_TIMEOUT_MS, GatewayError, newMerchantTxnNo } from './client'
import { KIT_TXN_PREFIX, paymentProvider, type SaleProvider } from './providers'
import type { StartedPayment } from './schema'
import { refreshAttempt } from './verdicts'

type Tx = Prisma.TransactionClient

export const RETURN_PATH = '/payment-callback'

const TRY_AGAIN =
  'No money has been taken. Please try again in a few minutes; if it keeps failing, contact the organisers.'
const gatewayFailure = (error: GatewayError) => new ApiError('bad_gateway', `${error.message} ${TRY_AGAIN}`)

/** Initiations of one registration repeated within this time answer the same attempt. */
export const REPEAT_WINDOW_MS = 60_000
/** A registration still unpaid this long after a payment started gets the link to come back by mail. */
export const PENDING_MAIL_DELAY_MS = 15 * 60_000
/** How long asking the gateway may take; an attempt still without its page after this was cut off. */
export const INITIATION_MS = GATEWAY_TIMEOUT_MS + 5_000

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
  return repriced ?? startPayment(participantId, options)
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

const started = (a: PaymentAttempt): StartedPayment => ({
  redirectURI: a.redirectUri!,
  tranCtx: a.tranCtx!,
  merchantTxnNo: a.merchantTxnNo,
  amount: paiseToAmount(a.amountPaise),
})

/**
 * The attempt a repeated initiation answers: the registration's newest sale started within
 * REPEAT_WINDOW_MS with this gateway, for the amount it costs now, neither final nor given up.
 */
function repeatable(p: Participant, gateway: PaymentGateway, tx: Tx = db()) {
  return tx.paymentAttempt.findFirst({
    where: {
      participantId: p.id,
      kind: 'sale',
      gateway,
      amountPaise: p.amountPaise,
      finalizedAt: null,
      abandonedAt: null,
      createdAt: { gt: new Date(Date.now() - REPEAT_WINDOW_MS) },
      NOT: { merchantTxnNo: { startsWith: KIT_TXN_PREFIX } },
    },
    orderBy: { id: 'desc' },
  })
}

/**
 * A new attempt, unless another request made one meanwhile: initiations of one registration take
 * turns here (a lock until commit), and all but the first find its attempt. A new attempt queues
 * the reminder a delegate gets if the registration is still unpaid PENDING_MAIL_DELAY_MS later:
 * the link to come back and pay.
 */
function reserve(p: Participant, gateway: PaymentGateway) {
  return domainWrite(SYSTEM, async (w) => {
    await w.lock(`payment-start:${p.id}`)
    const existing = await repeatable(p, gateway, w.tx)
    if (existing) return { attempt: existing, created: false }
    const attempt = await w.tx.paymentAttempt.create({
      data: {
        participantId: p.id,
        kind: 'sale',
        gateway,
        merchantTxnNo: newMerchantTxnNo(),
        amountPaise: p.amountPaise,
      },
    })
    const remindAt = new Date(Date.now() + PENDING_MAIL_DELAY_MS)
    await queueStateMail(w, 'mail.payment-pending', p, 'reminder', { test: gateway === 'sandbox' }, remindAt)
    return { attempt, created: true }
  })
}

/**
 * The payer's page of an attempt another request is starting: waits for the gateway's answer.
 * A gateway failure is answered as such; null when the start was cut off (then closed).
 */
async function pageOf(attempt: PaymentAttempt): Promise<StartedPayment | null> {
  const deadline = attempt.createdAt.getTime() + INITIATION_MS
  for (let a: PaymentAttempt | null = attempt; a; a = await findAttemptById(a.id)) {
    if (a.redirectUri && a.tranCtx) return started(a)
    if (a.finalizedAt) throw new ApiError('bad_gateway', `The payment could not be started. ${TRY_AGAIN}`)
    if (Date.now() > deadline) break
    await sleep(200)
  }
  await closeCutOff(attempt.participantId)
  return null
}

const findAttemptById = (id: number) => db().paymentAttempt.findUnique({ where: { id } })

/** Closes the registration's attempts whose start was cut off: never a page, long past the gateway's time. */
async function closeCutOff(participantId: number): Promise<void> {
  await db().paymentAttempt.updateMany({
    where: {
      participantId,
      kind: 'sale',
      redirectUri: null,
      finalizedAt: null,
      createdAt: { lt: new Date(Date.now() - INITIATION_MS) },
      NOT: { merchantTxnNo: { startsWith: KIT_TXN_PREFIX } },
    },
    data: { txnStatus: 'ERR', finalizedAt: new Date() },
  })
}

/**
 * "Pay again": the sale the payer leaves is first reconciled with the gateway (STATUS); paid, it
 * makes the registration paid and nothing new starts; still open, it is given up.
 */
async function giveUp(
  participantId: number,
  merchantTxnNo: string,
  alreadyPaid: ApiError,
): Promise<number | undefined> {
  const attempt = await db().paymentAttempt.findFirst({
    where: { participantId, merchantTxnNo, kind: 'sale' },
  })
  if (!attempt) return undefined
  const status = await refreshAttempt(attempt).catch(() => 'REQ')
  if (status === 'SUC') throw alreadyPaid
  if (status !== 'REQ') return undefined
  await db().paymentAttempt.updateMany({
    where: { id: attempt.id, abandonedAt: null },
    data: { abandonedAt: new Date() },
  })
  return attempt.id
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

// Starting a sale of a registration (docs/payments.md): a new attempt with our merchantTxnNo and the
// amount computed on the server, then the provider's startSale. Its outcome is learnt later
// (./verdicts.ts). The site's pages pay with the provider PAYMENT_MODE chooses, idempotently per
// registration (./idempotency.ts: a repeat answers the same attempt); the spec's createpayment with
// the icici kit, a new attempt each time. An attempt whose gateway call failed is closed, never
// left pending.
import 'server-only'
import { ApiError, conflict, notFound } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { checkBeforePayment, type Repriced } from '@/lib/editions/rules'
import type { PaymentAttempt, Registration } from '@/lib/generated/prisma/client'
import { ZERO_AMOUNT_MESSAGE } from '@/lib/registrations/flow'
import { PAYABLE } from '@/lib/registrations/lifecycle'
import { queueStateMail } from '@/lib/registrations/mails/queue'
import { findRegistration } from '@/lib/registrations/records'
import { assertCurrentHolder } from '@/lib/registrations/token'
import { seatsBeforePayment } from '@/lib/workshops/seat-checks'
import { paymentProvider, type PayerPage, type PaymentProvider } from '../gateways'
import { GatewayError, newMerchantTxnNo } from '../gateways/common'
import type { StartedPayment } from '../schema'
import {
  giveUp,
  INITIATION_MS,
  isRepeatable,
  openSales,
  pageOf,
  PENDING_MAIL_DELAY_MS,
  reserve,
  started,
  TRY_AGAIN,
  type Bill,
  type Payer,
} from './idempotency'
import { refreshAttempt } from './verdicts'

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
 * Only the payer's live attempts (the newest MAX_OPEN_ATTEMPTS of its open ones, younger than
 * ATTEMPT_TTL_MS, not still being asked for by another request, which answers for itself) are
 * asked about, each once; expired ones wait for the gateway's own return or advice. Too many
 * still open refuse a new one, so repeated starts never multiply the gateway calls.
 */
async function settleOpenAttempts(
  payer: Payer,
  open: PaymentAttempt[],
  alreadyPaid: ApiError,
  reconciled?: number,
) {
  const now = Date.now()
  const live = open
    .filter((a) => a.createdAt.getTime() > now - ATTEMPT_TTL_MS)
    .filter((a) => a.redirectUri !== null || a.createdAt.getTime() <= now - INITIATION_MS)
    .slice(0, MAX_OPEN_ATTEMPTS)
  const still: Date[] = []
  for (const attempt of live) {
    // The sale the payer just gave up was asked about a moment ago: still open.
    const status = attempt.id === reconciled ? 'REQ' : await refreshAttempt(attempt).catch(() => 'REQ')
    if (status === 'SUC') throw alreadyPaid
    if (status === 'REQ') still.push(attempt.createdAt)
  }
  if (still.length >= MAX_OPEN_ATTEMPTS) {
    const wait = Math.ceil((Math.min(...still.map(Number)) + ATTEMPT_TTL_MS - now) / 1000)
    throw new ApiError(
      'rate_limited',
      `${MAX_OPEN_ATTEMPTS} payments of this ${payer.groupId ? 'group' : 'registration'} are still open. Finish one in the bank's window, or try again in ${Math.ceil(wait / 60)} minutes.`,
      { headers: { 'Retry-After': String(Math.max(1, wait)) } },
    )
  }
}

/**
 * What POST /payment/initiatepayment/ does for the holder of `token`: refused (409) while the
 * registration's edition is not open; when its fee slab has ended it is re-priced and the new
 * amount answered instead, for the delegate to see before paying; otherwise the sale starts (or
 * the one just started is answered). The registration is read once, with how many workshop seats
 * it has (most have none: nothing to hold).
 */
export async function beginPayment(
  registrationId: number,
  token: string | undefined,
  options: StartOptions = {},
): Promise<StartedPayment | Repriced> {
  const found = await db().registration.findUnique({
    where: { id: registrationId },
    include: { _count: { select: { workshopSeats: true } } },
  })
  assertCurrentHolder(registrationId, token, found)
  if (!found) throw notFound('No registration was found for this participant.')
  const repriced = PAYABLE.includes(found.status) ? await checkBeforePayment(found) : null
  // Workshop seats: held for the payment's life at the gateway, or re-priced when one filled up.
  const seats =
    repriced ??
    (PAYABLE.includes(found.status) && found._count.workshopSeats
      ? await seatsBeforePayment(registrationId, ATTEMPT_TTL_MS)
      : null)
  // Neither check changed what the sale is made of (its amount, payer and reference): `found` is it.
  return seats ?? saleOf(found, options)
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
  registrationId: number,
  options: StartOptions = {},
): Promise<StartedPayment> {
  const registration = await findRegistration(registrationId)
  if (!registration) throw notFound('No registration was found for this participant.')
  return saleOf(registration, options)
}

/** startPayment for a registration already read. */
async function saleOf(registration: Registration, options: StartOptions): Promise<StartedPayment> {
  if (registration.amountPaise === 0) throw new ApiError('unprocessable', ZERO_AMOUNT_MESSAGE)
  const alreadyPaid = conflict(`Registration ${registration.registrationNumber} is already paid.`)
  if (!PAYABLE.includes(registration.status)) throw alreadyPaid
  return startSale(billOf(registration), alreadyPaid, options)
}

/**
 * A registration's bill. A new attempt queues the reminder a delegate gets if the registration is
 * still unpaid PENDING_MAIL_DELAY_MS later: the link to come back and pay.
 */
const billOf = (r: Registration): Bill => ({
  payer: { registrationId: r.id },
  amountPaise: r.amountPaise,
  email: r.email,
  mobileNumber: r.mobileNumber,
  name: r.name,
  reference: r.registrationNumber,
  onReserve: (w, gateway) =>
    queueStateMail(
      w,
      'mail.payment-pending',
      r,
      'reminder',
      { test: gateway === 'sandbox' },
      new Date(Date.now() + PENDING_MAIL_DELAY_MS),
    ),
})

/**
 * Starts the payer's sale with the provider PAYMENT_MODE chooses, or answers the one started
 * within REPEAT_WINDOW_MS; `alreadyPaid` when an earlier attempt turns out to have been paid.
 */
export async function startSale(bill: Bill, alreadyPaid: ApiError, options: StartOptions = {}) {
  const provider = paymentProvider()
  const reconciled = options.replaces ? await giveUp(bill.payer, options.replaces, alreadyPaid) : undefined
  for (;;) {
    const open = await openSales(bill.payer, provider)
    const repeat = open.find((a) => isRepeatable(a, bill, provider))
    if (repeat) {
      const answer = await pageOf(repeat, provider)
      if (answer) return answer
      continue // cut off meanwhile: closed, start afresh
    }
    await settleOpenAttempts(bill.payer, open, alreadyPaid, reconciled)
    const { attempt, created } = await reserve(bill, provider)
    if (created) return started(await askGateway(bill, provider, attempt))
    const answer = await pageOf(attempt, provider)
    if (answer) return answer
  }
}

/** The provider's startSale for a new attempt: its page stored for repeats, or the attempt closed on failure. */
async function askGateway(
  bill: Bill,
  provider: PaymentProvider,
  attempt: PaymentAttempt,
): Promise<PaymentAttempt & { page: PayerPage }> {
  try {
    const page = await provider.startSale({
      merchantTxnNo: attempt.merchantTxnNo,
      amountPaise: attempt.amountPaise,
      email: bill.email,
      mobileNumber: bill.mobileNumber,
      name: bill.name,
      reference: bill.reference,
      paymentAttemptId: attempt.id,
    })
    const stored = await db().paymentAttempt.update({
      where: { id: attempt.id },
      data: { redirectUri: page.redirectURI, tranCtx: page.tranCtx ?? null },
    })
    return { ...stored, page }
  } catch (error) {
    await db().paymentAttempt.update({
      where: { id: attempt.id },
      data: { txnStatus: 'ERR', finalizedAt: new Date() },
    })
    throw error instanceof GatewayError ? gatewayFailure(error) : error
  }
}

/**
 * A sale with the given provider, a new attempt on every call (the spec's createpayment, whose
 * page is a signed form the browser posts, not kept for repeats): refused (409) unless the
 * registration awaits payment, its workshop seats held for the payment's life at the gateway.
 */
export async function startSaleWith(provider: PaymentProvider, registrationId: number) {
  const registration = await db().registration.findFirst({
    where: { id: registrationId, status: { in: [...PAYABLE] } },
  })
  if (!registration) throw new ApiError('conflict', 'This registration is not awaiting payment.')
  if (registration.amountPaise === 0) throw new ApiError('unprocessable', ZERO_AMOUNT_MESSAGE)
  // Workshop seats: held for the payment, or re-priced (nothing charged) when one filled up.
  const seats = await seatsBeforePayment(registration.id, ATTEMPT_TTL_MS)
  if (seats) throw new ApiError('conflict', seats.message)
  const attempt = await db().paymentAttempt.create({
    data: {
      registrationId: registration.id,
      gateway: provider.gateway,
      kind: 'sale',
      merchantTxnNo: newMerchantTxnNo(new Date(), provider.txnPrefix),
      amountPaise: registration.amountPaise,
    },
  })
  return askGateway(billOf(registration), provider, attempt)
}

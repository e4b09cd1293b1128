// Which attempt a payment start answers (docs/payments.md, "A payment, step by step"): starting is
// idempotent per payer (a registration, or a group paying for its delegates at once). Initiations
// of one payer take turns (a lock until commit);
// within REPEAT_WINDOW_MS a repeat (a double tap, several at once, a request re-sent) answers the
// newest open attempt, waiting for its page while another request is still asking the gateway.
// "Pay again" gives the named attempt up once the gateway says it is not paid. An attempt that
// never got its page within INITIATION_MS (its instance stopped mid-call) is closed.
import 'server-only'
import { setTimeout as sleep } from 'node:timers/promises'
import { ApiError } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { db, type Prisma } from '@/lib/db/client'
import { domainWrite, type Write } from '@/lib/domain-write'
import type { PaymentAttempt, PaymentGateway } from '@/lib/generated/prisma/client'
import { paiseToAmount } from '@/lib/money'
import type { PaymentProvider } from '../gateways'
import { GATEWAY_TIMEOUT_MS, newMerchantTxnNo } from '../gateways/common'
import type { StartedPayment } from '../schema'
import { refreshAttempt } from './verdicts'

type Tx = Prisma.TransactionClient

/** Who a sale is for: one registration, or an institution's group (its unpaid delegates at once). */
export type Payer =
  { registrationId: number; groupId?: undefined } | { groupId: number; registrationId?: undefined }

export const payerOf = (a: Pick<PaymentAttempt, 'registrationId' | 'groupId'>): Payer =>
  a.groupId ? { groupId: a.groupId } : { registrationId: a.registrationId! }

/** What a payer's sale asks the gateway for, and what else starting one does. */
export interface Bill {
  payer: Payer
  amountPaise: number
  email: string
  mobileNumber: string
  name: string
  /** The registration's or group's number, shown to the payer. */
  reference: string
  /** Done with a new attempt, in its transaction (e.g. queueing the mail to come back and pay). */
  onReserve?: (w: Write, gateway: PaymentGateway) => Promise<unknown>
}

const lockOf = (payer: Payer) =>
  payer.groupId ? `payment-start:group:${payer.groupId}` : `payment-start:${payer.registrationId}`

export const TRY_AGAIN =
  'No money has been taken. Please try again in a few minutes; if it keeps failing, contact the organisers.'

/** Initiations of one registration repeated within this time answer the same attempt. */
export const REPEAT_WINDOW_MS = 60_000
/** A registration still unpaid this long after a payment started gets the link to come back by mail. */
export const PENDING_MAIL_DELAY_MS = 15 * 60_000
/** How long asking the gateway may take; an attempt still without its page after this was cut off. */
export const INITIATION_MS = GATEWAY_TIMEOUT_MS + 5_000

export const started = (a: PaymentAttempt): StartedPayment => ({
  redirectURI: a.redirectUri!,
  tranCtx: a.tranCtx!,
  merchantTxnNo: a.merchantTxnNo,
  amount: paiseToAmount(a.amountPaise),
})

/** A payer's sales not final yet, newest first (a payer has a handful: at most a few per hour). */
const openSalesOf = (payer: Payer, tx: Tx = db()) =>
  tx.paymentAttempt.findMany({
    where: { ...payer, kind: 'sale', finalizedAt: null },
    orderBy: { id: 'desc' },
    take: 200,
  })

/**
 * Whether a repeated initiation answers this open sale: started within REPEAT_WINDOW_MS with this
 * provider (its gateway and numbers: the sandbox speaks two protocols), for the amount the bill
 * costs now, not given up.
 */
export const isRepeatable = (a: PaymentAttempt, bill: Bill, provider: PaymentProvider, now = Date.now()) =>
  a.gateway === provider.gateway &&
  a.merchantTxnNo.startsWith(provider.txnPrefix) &&
  a.amountPaise === bill.amountPaise &&
  a.abandonedAt === null &&
  a.createdAt.getTime() > now - REPEAT_WINDOW_MS

/** Whether this open sale's start was cut off: in this provider's numbers, never a page, long past the gateway's time. */
const isCutOff = (a: PaymentAttempt, provider: PaymentProvider, now = Date.now()) =>
  a.merchantTxnNo.startsWith(provider.txnPrefix) &&
  a.redirectUri === null &&
  a.createdAt.getTime() < now - INITIATION_MS

/**
 * The payer's open sales, newest first, read once: those whose start was cut off (see isCutOff)
 * are closed on the way and left out.
 */
export async function openSales(payer: Payer, provider: PaymentProvider): Promise<PaymentAttempt[]> {
  const open = await openSalesOf(payer)
  const cutOff = open.filter((a) => isCutOff(a, provider))
  if (cutOff.length)
    await db().paymentAttempt.updateMany({
      where: { id: { in: cutOff.map((a) => a.id) }, finalizedAt: null },
      data: { txnStatus: 'ERR', finalizedAt: new Date() },
    })
  return open.filter((a) => !cutOff.includes(a))
}

/**
 * A new attempt, unless another request made one meanwhile: initiations of one payer take turns
 * here (a lock until commit), and all but the first find its attempt.
 */
export function reserve(bill: Bill, provider: PaymentProvider) {
  const gateway = provider.gateway
  return domainWrite(SYSTEM, async (w) => {
    await w.lock(lockOf(bill.payer))
    const existing = (await openSalesOf(bill.payer, w.tx)).find((a) => isRepeatable(a, bill, provider))
    if (existing) return { attempt: existing, created: false }
    const attempt = await w.tx.paymentAttempt.create({
      data: {
        ...bill.payer,
        kind: 'sale',
        gateway,
        merchantTxnNo: newMerchantTxnNo(new Date(), provider.txnPrefix),
        amountPaise: bill.amountPaise,
      },
    })
    await bill.onReserve?.(w, gateway)
    return { attempt, created: true }
  })
}

/**
 * The payer's page of an attempt another request is starting: waits for the gateway's answer.
 * A gateway failure is answered as such; null when the start was cut off (then closed).
 */
export async function pageOf(
  attempt: PaymentAttempt,
  provider: PaymentProvider,
): Promise<StartedPayment | null> {
  const deadline = attempt.createdAt.getTime() + INITIATION_MS
  for (let a: PaymentAttempt | null = attempt; a; a = await findAttemptById(a.id)) {
    if (a.redirectUri && a.tranCtx) return started(a)
    if (a.finalizedAt) throw new ApiError('bad_gateway', `The payment could not be started. ${TRY_AGAIN}`)
    if (Date.now() > deadline) break
    await sleep(200)
  }
  await openSales(payerOf(attempt), provider)
  return null
}

const findAttemptById = (id: number) => db().paymentAttempt.findUnique({ where: { id } })

/**
 * "Pay again": the sale the payer leaves is first reconciled with the gateway (STATUS); paid, it
 * makes the registration paid and nothing new starts; still open, it is given up.
 */
export async function giveUp(
  payer: Payer,
  merchantTxnNo: string,
  alreadyPaid: ApiError,
): Promise<number | undefined> {
  const attempt = await db().paymentAttempt.findFirst({
    where: { ...payer, merchantTxnNo, kind: 'sale' },
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

// Refunds through the gateway (docs/payments.md), an organiser's action on a registration: a
// REFUND against the successful online sale, then at once a STATUS of the refund. Never more than
// paid minus refunded; refunds of one sale are serialised (a row lock on the sale), so two at once
// cannot both pass the amount check. A group's delegate paid by the group's sale is refunded
// against that sale, at most their own fee less their refunds (checked under the same lock). A refusal closes the refund as ERR; no usable answer leaves
// it pending (REQ), as the bank may have made it: `refund-status` asks again, and until then its
// amount stays reserved. The audit entry is written once the gateway has answered, with what it
// said; the refund itself is stored before the gateway is asked, so none goes untracked.
import 'server-only'
import { ApiError, conflict, notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { db, type Prisma } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import type { PaymentAttempt, Registration } from '@/lib/generated/prisma/client'
import { amountToPaise, formatPaise, paiseToAmount } from '@/lib/money'
import { queueStateMail } from '@/lib/registrations/mails/queue'
import { REGISTRATION_NOT_FOUND, resultOf } from '@/lib/registrations/review'
import type { ActionResult, RefundInput } from '@/lib/registrations/review-schema'
import { providerFor } from '../gateways'
import { GatewayError, newMerchantTxnNo } from '../gateways/common'
import type { TxnStatus } from '../schema'
import { pendingRefunds, refundablePaise, refundTargetOf, shareLeft } from './refund-targets'
import { refreshAttempt } from './verdicts'

/**
 * Stores a refund of (part of) a successful sale, then sends REFUND (see the module's comment).
 * `delegate`: a group's sale is refunded for one of the delegates it paid, within their share.
 */
export async function refundSale(
  saleMerchantTxnNo: string,
  amountPaise: number,
  delegate?: { id: number; feePaise: number },
): Promise<PaymentAttempt> {
  const refund = await db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM payment_attempts WHERE merchant_txn_no = ${saleMerchantTxnNo} FOR UPDATE`
    const sale = await tx.paymentAttempt.findUnique({ where: { merchantTxnNo: saleMerchantTxnNo } })
    if (!sale || sale.kind !== 'sale' || sale.txnStatus !== 'SUC')
      throw conflict('Only a successful payment can be refunded.')
    if (!providerFor(sale).canRefund)
      throw conflict(
        "A payment made through the older ICICI kit cannot be refunded from here: refund it from the bank's merchant portal.",
      )
    const earlier = await tx.paymentAttempt.findMany({
      where: { originalTxnNo: sale.merchantTxnNo, kind: 'refund' },
    })
    const onSale = refundablePaise(sale, earlier)
    const refundable = delegate ? Math.min(onSale, shareLeft(delegate, earlier)) : onSale
    if (refundable <= 0)
      throw conflict(
        'Nothing is left to refund on this payment: it was refunded, or a refund of it is pending.',
      )
    if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0 || amountPaise > refundable)
      throw new ApiError(
        'unprocessable',
        `The refund must be between Rs. 0.01 and Rs. ${paiseToAmount(refundable)}.`,
      )
    return tx.paymentAttempt.create({
      data: {
        registrationId: delegate?.id ?? sale.registrationId,
        gateway: sale.gateway,
        kind: 'refund',
        merchantTxnNo: newMerchantTxnNo(),
        originalTxnNo: sale.merchantTxnNo,
        amountPaise,
      },
    })
  })
  try {
    await providerFor(refund).refund({
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

/** STATUS of a refund; no answer from the gateway leaves it pending (REQ). */
async function settle(refund: PaymentAttempt): Promise<TxnStatus> {
  if (refund.finalizedAt) return refund.txnStatus as TxnStatus
  try {
    return await refreshAttempt(refund)
  } catch (error) {
    if (error instanceof GatewayError) return 'REQ'
    throw error
  }
}

function refundSentence(amountPaise: number, status: string): { ok: boolean; text: string } {
  const amount = formatPaise(amountPaise)
  switch (status) {
    case 'SUC':
      return { ok: true, text: `Refund of ${amount} completed.` }
    case 'REQ':
      return {
        ok: true,
        text: `Refund of ${amount} requested; the gateway has not confirmed it yet. Check its status later.`,
      }
    case 'REJ':
      return { ok: false, text: `The gateway rejected the refund of ${amount}: nothing was refunded.` }
    default:
      return { ok: false, text: `The refund of ${amount} failed at the gateway: nothing was refunded.` }
  }
}

const refundView = (r: PaymentAttempt, status: string) => ({
  merchantTxnNo: r.merchantTxnNo,
  amount: paiseToAmount(r.amountPaise),
  status,
})

async function loadPayments(id: number): Promise<{ registration: Registration; attempts: PaymentAttempt[] }> {
  const registration = await db().registration.findUnique({ where: { id } })
  if (!registration) throw notFound(REGISTRATION_NOT_FOUND)
  const attempts = await db().paymentAttempt.findMany({
    where: { registrationId: id },
    orderBy: { id: 'asc' },
  })
  return { registration, attempts }
}

/** The refunds' outcome for the organiser, and its audit entry (written with what the gateway said). */
function record(
  id: number,
  actor: Actor,
  action: 'registration.refund' | 'registration.refund-status',
  refunds: { refund: PaymentAttempt; status: TxnStatus }[],
  detail: (refundedPaise: number) => Prisma.InputJsonObject,
): Promise<ActionResult> {
  return domainWrite(actor, async (w) => {
    const after = await w.tx.registration.findUniqueOrThrow({ where: { id } })
    // A refund the bank took but has not confirmed: the delegate hears it started (completed: verdicts.ts).
    if (action === 'registration.refund')
      for (const { refund, status } of refunds)
        if (status === 'REQ')
          await queueStateMail(w, 'mail.refund-started', after, refund.merchantTxnNo, {
            amountPaise: refund.amountPaise,
            test: refund.gateway === 'sandbox',
          })
    await w.audit(action, { entityId: id, detail: detail(after.refundedPaise) })
    const sentences = refunds.map(({ refund, status }) => refundSentence(refund.amountPaise, status))
    return {
      ...resultOf(
        after,
        `${sentences.map((s) => s.text).join(' ')} Refunded in all: ${formatPaise(after.refundedPaise)}.`,
        sentences.every((s) => s.ok),
      ),
      refunds: refunds.map(({ refund, status }) => refundView(refund, status)),
    }
  })
}

function nothingToRefund(p: Registration, attempts: PaymentAttempt[]) {
  const paidOnline = !!p.groupSaleId || attempts.some((a) => a.kind === 'sale' && a.txnStatus === 'SUC')
  return conflict(
    paidOnline
      ? `Nothing is left to refund on registration ${p.registrationNumber}: everything paid online has been refunded or a refund is pending.`
      : `Registration ${p.registrationNumber} has no successful online payment to refund through the gateway. A payment made by transfer (bank transfer, UPI) is refunded by transfer: send it, then record it on the registration's page ("Record a refund made by bank transfer").`,
  )
}

/**
 * Refunds through the gateway against the successful online sale: the amount asked for, or
 * everything refundable. Never more than paid minus refunded (unprocessable, 422).
 */
export async function refundRegistration(
  id: number,
  input: RefundInput,
  actor: Actor,
): Promise<ActionResult> {
  const { registration, attempts } = await loadPayments(id)
  const target = await refundTargetOf(registration, attempts)
  if (!target) throw nothingToRefund(registration, attempts)
  const amountPaise = input.amount ? amountToPaise(input.amount)! : target.refundable
  if (amountPaise > target.refundable)
    throw new ApiError(
      'unprocessable',
      `The refund cannot exceed ${formatPaise(target.refundable)} (paid minus refunded).`,
    )
  const refund = await refundSale(target.sale.merchantTxnNo, amountPaise, target.delegate)
  const status = await settle(refund)
  return record(id, actor, 'registration.refund', [{ refund, status }], (refundedPaise) => ({
    refund: refund.merchantTxnNo,
    sale: target.sale.merchantTxnNo,
    amount: paiseToAmount(amountPaise),
    status,
    refundedPaise,
  }))
}

/** Asks the gateway again about a registration's pending refunds. */
export async function checkRefunds(id: number, actor: Actor): Promise<ActionResult> {
  const { registration, attempts } = await loadPayments(id)
  const open = pendingRefunds(attempts)
  if (!open.length) throw conflict(`Registration ${registration.registrationNumber} has no pending refund.`)
  const refunds: { refund: PaymentAttempt; status: TxnStatus }[] = []
  for (const refund of open) refunds.push({ refund, status: await settle(refund) })
  return record(id, actor, 'registration.refund-status', refunds, (refundedPaise) => ({
    refunds: refunds.map(({ refund, status }) => refundView(refund, status)),
    refundedPaise,
  }))
}

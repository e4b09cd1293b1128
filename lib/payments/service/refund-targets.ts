// What a registration's refunds may go against (./refunds.ts): each successful online sale's
// money left (its amount less the refunds sent or done against it), the registration's own newest
// sale with money left, and for a group's delegate paid by the group's sale that sale, within the
// delegate's own fee less their refunds. A registration paid outside the gateway (a transfer whose
// proof was verified, or a statement's credit, its own or its group's) is refunded by transfer
// (./offline-refunds.ts), at most its fee less its refunds.
import 'server-only'
import { db } from '@/lib/db/client'
import type { PaymentAttempt, Registration } from '@/lib/generated/prisma/client'
import { providerFor } from '../gateways'

type Refund = Pick<PaymentAttempt, 'kind' | 'originalTxnNo' | 'txnStatus' | 'amountPaise'>

/** What refunds may still return of a sale: its amount minus its refunds sent or done. */
export function refundablePaise(
  sale: Pick<PaymentAttempt, 'merchantTxnNo' | 'amountPaise'>,
  attempts: Refund[],
) {
  const reserved = attempts.filter(
    (a) =>
      a.kind === 'refund' &&
      a.originalTxnNo === sale.merchantTxnNo &&
      (a.txnStatus === 'REQ' || a.txnStatus === 'SUC'),
  )
  return sale.amountPaise - reserved.reduce((sum, r) => sum + r.amountPaise, 0)
}

/** The sale the next gateway refund goes against: the newest successful one with money left on it. */
export function refundTarget(
  attempts: PaymentAttempt[],
): { sale: PaymentAttempt; refundable: number } | null {
  const sales = attempts.filter((a) => a.kind === 'sale' && a.txnStatus === 'SUC' && providerFor(a).canRefund)
  for (const sale of sales.reverse()) {
    const refundable = refundablePaise(sale, attempts)
    if (refundable > 0) return { sale, refundable }
  }
  return null
}

export const pendingRefunds = (attempts: PaymentAttempt[]) =>
  attempts.filter((a) => a.kind === 'refund' && !a.finalizedAt)

const succeeded = (a: Pick<PaymentAttempt, 'kind' | 'txnStatus'>) =>
  a.kind === 'sale' && a.txnStatus === 'SUC'

/**
 * Received outside the gateway: paid (paid_at) with no successful online sale of its own and not
 * paid by a group's online sale. A group's delegate paid by the group's transfer is verified as
 * paid one by one (lib/payments/statements/record.ts), so their share is their own fee.
 */
export const paidByTransfer = (
  p: Pick<Registration, 'paidAt' | 'groupSaleId'>,
  attempts: Pick<PaymentAttempt, 'kind' | 'txnStatus'>[],
) => p.paidAt !== null && p.groupSaleId === null && !attempts.some(succeeded)

/** What a refund by transfer may still return: the fee less the refunds made (0: not paid by transfer). */
export function transferRefundablePaise(
  p: Pick<Registration, 'paidAt' | 'groupSaleId' | 'amountPaise' | 'refundedPaise'>,
  attempts: Pick<PaymentAttempt, 'kind' | 'txnStatus'>[],
): number {
  return paidByTransfer(p, attempts) ? Math.max(0, p.amountPaise - p.refundedPaise) : 0
}

/**
 * What the registration received, which its refunds bring back: its successful online sales, its
 * share of a group's sale (its fee), or its fee when it was paid outside the gateway.
 */
export function receivedPaise(
  p: Pick<Registration, 'paidAt' | 'groupSaleId' | 'amountPaise'>,
  attempts: Pick<PaymentAttempt, 'kind' | 'txnStatus' | 'amountPaise'>[],
): number {
  const online = attempts.filter(succeeded).reduce((sum, a) => sum + a.amountPaise, 0)
  if (p.groupSaleId) return online + p.amountPaise
  return online || (p.paidAt ? p.amountPaise : 0)
}

/** A delegate's share of a group's sale: their fee, less their refunds sent or done against it. */
export const shareLeft = (delegate: { id: number; feePaise: number }, refunds: PaymentAttempt[]) =>
  delegate.feePaise -
  refunds
    .filter((r) => r.registrationId === delegate.id && (r.txnStatus === 'REQ' || r.txnStatus === 'SUC'))
    .reduce((sum, r) => sum + r.amountPaise, 0)

/**
 * What the next refund of a registration goes against, and how much it may return: its own
 * newest successful sale with money left; else, for a group's delegate paid by the group's sale,
 * that sale, within the delegate's fee less their refunds and what is left on the sale.
 */
export async function refundTargetOf(
  p: Registration,
  attempts: PaymentAttempt[],
): Promise<{ sale: PaymentAttempt; refundable: number; delegate?: { id: number; feePaise: number } } | null> {
  const own = refundTarget(attempts)
  if (own || !p.groupSaleId) return own
  const sale = await db().paymentAttempt.findUnique({ where: { id: p.groupSaleId } })
  if (!sale || sale.txnStatus !== 'SUC' || !providerFor(sale).canRefund) return null
  const earlier = await db().paymentAttempt.findMany({
    where: { originalTxnNo: sale.merchantTxnNo, kind: 'refund' },
  })
  const delegate = { id: p.id, feePaise: p.amountPaise }
  const refundable = Math.min(refundablePaise(sale, earlier), shareLeft(delegate, earlier))
  return refundable > 0 ? { sale, refundable, delegate } : null
}

// The refund policy's rule (spec 9, the /refund page): a cancellation up to two months before the
// conference gets 50 % of the registration fee back, a later one nothing. The organisers' refund
// dialog proposes this amount and may change it. Client-safe.
import { fromIsoDate, toIsoDate } from '@/lib/dates'

export const REFUND_SHARE = 0.5
export const REFUND_CUTOFF_MONTHS = 2

/** The last day a cancellation is refunded: two months before the conference's first day. */
export function refundCutoff(conferenceStart: string): string {
  const start = fromIsoDate(conferenceStart)
  const cutoff = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - REFUND_CUTOFF_MONTHS, 1))
  // The same day of the month, or the month's last day (30 December → 30 October, 31 May → 31 March, 30 April → 28 February).
  const last = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate()
  cutoff.setUTCDate(Math.min(start.getUTCDate(), last))
  return toIsoDate(cutoff)
}

/**
 * What the policy refunds on `today` (India's date) of a fee, less what was refunded already,
 * never more than the gateway can still return. No conference date: nothing is proposed.
 */
export function policyRefundPaise({
  feePaise,
  refundedPaise,
  refundablePaise,
  conferenceStart,
  today,
}: {
  feePaise: number
  refundedPaise: number
  refundablePaise: number
  conferenceStart: string | null
  today: string
}): number {
  if (!conferenceStart || today > refundCutoff(conferenceStart)) return 0
  const share = Math.round(feePaise * REFUND_SHARE) - refundedPaise
  return Math.max(0, Math.min(share, refundablePaise))
}

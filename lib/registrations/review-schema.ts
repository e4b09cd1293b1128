// The organisers' actions on a registration (POST /adminpanel/registrations/<id>/<action>/):
// their inputs (one schema each, used by the dialogs as the organiser types and by the handler
// on the server) and what each answers. Client-safe.
import { z } from 'zod'
import { amountToPaise } from '@/lib/money'
import type { RegistrationStatus } from './lifecycle'

export const REVIEW_ACTIONS = [
  'verify',
  'reject',
  'cancel',
  'refund',
  'refund-status',
  'resend',
  'transfer',
] as const
export type ReviewAction = (typeof REVIEW_ACTIONS)[number]

export const REASON_MIN = 3
export const REASON_MAX = 1000

/** Rejecting a proof: the reason is e-mailed to the delegate. */
export const rejectSchema = z.object({
  reason: z
    .string({ error: 'Give the reason for the rejection.' })
    .trim()
    .min(REASON_MIN, `The reason must be at least ${REASON_MIN} characters.`)
    .max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters.`),
})
export type RejectInput = z.infer<typeof rejectSchema>

/** Cancelling a registration: an optional reason, kept as the review note. */
export const cancelSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters.`)
    .optional()
    .default(''),
})
export type CancelInput = z.infer<typeof cancelSchema>

/** Refunding through the gateway: rupees ("1500.00"); none means everything refundable. */
export const refundSchema = z.object({
  amount: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: 'Enter the amount in rupees, e.g. 1500.00.' })
      .trim()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter the amount in rupees, e.g. 1500.00.')
      .refine((a) => (amountToPaise(a) ?? 0) > 0, 'The amount must be more than Rs. 0.')
      .optional(),
  ),
})
export type RefundInput = z.infer<typeof refundSchema>

/** Actions without input accept an empty body or an empty object. */
export const noInputSchema = z.object({}).strip()

/** What every action answers: the registration's new state and a sentence for the organiser. */
export interface ActionResult {
  /** false: the action ran but did not achieve its aim (e.g. the gateway rejected the refund). */
  ok: boolean
  message: string
  status: RegistrationStatus
  refundedPaise: number
  /** refund and refund-status: the refunds concerned. */
  refunds?: { merchantTxnNo: string; amount: string; status: string }[]
}

// The organisers' actions on a registration (POST /adminpanel/registrations/<id>/<action>/):
// their inputs (one schema each, used by the dialogs as the organiser types and by the handler
// on the server) and what each answers. Client-safe.
import { z } from 'zod'
import { todayInIndia } from '@/lib/dates'
import { amountToPaise } from '@/lib/money'
import type { RegistrationStatus } from './lifecycle'

export const REVIEW_ACTIONS = [
  'verify',
  'reject',
  'cancel',
  'refund',
  'refund-status',
  'refund-transfer',
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

/** YYYY-MM-DD naming a day of the calendar (not 2026-02-30). */
const realDay = (d: string) => {
  const t = Date.parse(`${d}T00:00:00Z`)
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d
}

/** The bank's reference of a transfer (UTR: NEFT/RTGS 16–22 characters, IMPS/UPI 12 digits). */
export const BANK_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9/-]{5,34}$/

/**
 * Recording a refund the organisers sent by bank transfer or UPI themselves (a registration paid
 * outside the gateway): the amount sent in rupees, the day it was sent, and the bank's reference.
 */
export const transferRefundSchema = z.object({
  amount: z
    .string({ error: 'Enter the amount sent in rupees, e.g. 1500.00.' })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter the amount sent in rupees, e.g. 1500.00.')
    .refine((a) => (amountToPaise(a) ?? 0) > 0, 'The amount must be more than Rs. 0.'),
  sent_on: z
    .string({ error: 'Enter the day the transfer was sent.' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the day the transfer was sent (YYYY-MM-DD).')
    .refine((d) => realDay(d), 'Enter a real date.')
    .refine((d) => d <= todayInIndia(), 'The day the transfer was sent cannot be in the future.'),
  reference: z
    .string({ error: "Enter the bank's reference (UTR) of the transfer." })
    .trim()
    .regex(
      BANK_REFERENCE,
      "Enter the bank's reference (UTR) of the transfer: 6 to 35 letters and digits, as the bank shows it.",
    ),
})
export type TransferRefundInput = z.infer<typeof transferRefundSchema>

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

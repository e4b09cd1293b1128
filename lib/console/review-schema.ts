// A registration's page in the organisers' console: the inputs of its actions (one schema each,
// used by the dialogs as the organiser types and by the handlers on the server) and the detail
// the page and GET /adminpanel/registrations/<id>/ show. Client-safe.
import { z } from 'zod'
import type { AuditEntryDto } from '@/lib/audit/schema'
import { amountToPaise } from '@/lib/money'
import type { RegistrationStatus } from './schema'

export const REVIEW_ACTIONS = ['verify', 'reject', 'cancel', 'refund', 'refund-status', 'resend'] as const
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

export type HashCheck = 'verified' | 'NOT verified' | 'not applicable'

export interface DocumentDto {
  /** Storage key (private/<folder>/<name>). */
  key: string
  /** Where an administrator views it (add ?download=1 to download). */
  url: string
  kind: 'pdf' | 'jpeg' | 'png' | null
}

export interface ProofDto {
  id: number
  paymentOption: string
  transactionId: string
  transactionDate: string
  submittedAt: string
  file: DocumentDto | null
}

export interface AttemptDto {
  id: number
  kind: 'sale' | 'refund'
  gateway: string
  merchantTxnNo: string
  originalTxnNo: string | null
  amountPaise: number
  txnStatus: string
  gatewayTxnId: string | null
  createdAt: string
  finalizedAt: string | null
}

export interface ExchangeDto {
  id: number
  operation: string
  merchantTxnNo: string | null
  at: string
  httpStatus: number | null
  hash: HashCheck
  error: string | null
  request: unknown
  response: unknown
}

export interface RegistrationDetailDto {
  id: number
  registrationNumber: string
  name: string
  email: string
  mobileNumber: string
  dateOfBirth: string
  age: number
  address: string
  designation: string
  ciapMembership: string
  aopUpMembership: string
  accompanyingPerson: boolean
  category: string
  status: RegistrationStatus
  amountPaise: number
  refundedPaise: number
  paidAt: string | null
  amountMismatch: boolean
  reviewNote: string
  receiptNumber: string | null
  createdAt: string
  lop: DocumentDto | null
  proofs: ProofDto[]
  attempts: AttemptDto[]
  exchanges: ExchangeDto[]
  money: {
    /** Received (paid_at set) and not refunded: what cancelling would leave with the association. */
    heldPaise: number
    /** What the next gateway refund may return (the successful online sale, minus its refunds). */
    refundablePaise: number
    /** Refunds sent to the gateway and not yet settled. */
    pendingRefunds: number
  }
  /** The actions the current state allows. */
  actions: ReviewAction[]
  history: AuditEntryDto[]
}

/** What every action answers: the registration's new state and a sentence for the organiser. */
export interface ActionResult {
  /** false: the action ran but did not achieve its aim (e.g. the gateway rejected the refund). */
  ok: boolean
  message: string
  /** Something the organiser must know besides (e.g. the e-mail could not be sent). */
  problem?: string
  status: RegistrationStatus
  refundedPaise: number
  /** refund and refund-status: the refunds concerned. */
  refunds?: { merchantTxnNo: string; amount: string; status: string }[]
}

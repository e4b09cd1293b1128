// A registration's page in the organisers' console and GET /adminpanel/registrations/<id>/:
// every field, document, payment, gateway exchange, mail and audit entry. Client-safe.
import type { AuditEntryDto } from '@/lib/audit/schema'
import type { JobDto } from '@/lib/jobs/schema'
import type { PriceLine } from '@/lib/pricing'
import type { RegistrationStatus } from '@/lib/registrations/lifecycle'
import type { RemindersDto } from '@/lib/registrations/reminders-record'
import type { ReviewAction } from '@/lib/registrations/review-schema'
import type { SeatStanding, WorkshopSeatDto } from '@/lib/workshops/offers'

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
  /** payphi, icici, sandbox; `transfer`: a refund the organisers sent by bank transfer. */
  gateway: string
  merchantTxnNo: string
  originalTxnNo: string | null
  amountPaise: number
  txnStatus: string
  /** The gateway's transaction id; a refund by transfer: the bank's reference (UTR). */
  gatewayTxnId: string | null
  /** A refund by transfer: the day it was sent (YYYY-MM-DD). */
  sentOn: string | null
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
  /** The medical council and registration number there, as given (may be empty). */
  council: string
  accompanyingPerson: boolean
  category: string
  /** The workshops added, with the fee each was priced at (rupees). */
  workshops: WorkshopSeatDto[]
  /** The amount line by line: the registration, each workshop (paise); they add up to amountPaise. */
  lines: PriceLine[]
  /** The workshop seats: counted for good (`firm`), held until `heldUntil`, or back on sale. */
  seats: { standing: SeatStanding; heldUntil: string | null } | null
  status: RegistrationStatus
  amountPaise: number
  refundedPaise: number
  paidAt: string | null
  amountMismatch: boolean
  reviewNote: string
  receiptNumber: string | null
  /** The credit notes of its refunds (a GST-registered association), oldest first. */
  creditNotes: { id: number; number: string; issuedAt: string; totalPaise: number }[]
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
    /** Paid outside the gateway: what a refund sent by transfer may still return (the fee less refunds). */
    transferRefundablePaise: number
    /** What the refund policy gives back today (50 % until the cut-off, then 0): the dialog's proposal. */
    policyRefundPaise: number
    /** The policy's last refunded day (YYYY-MM-DD), null without a conference date. */
    refundCutoff: string | null
  }
  /** The actions the current state allows. */
  actions: ReviewAction[]
  /** The mails sent or queued about it, oldest first, with their delivery state. */
  mails: JobDto[]
  /** The reminders to pay sent (the audit trail's), and when the delegate stopped them. */
  reminders: RemindersDto
  history: AuditEntryDto[]
}

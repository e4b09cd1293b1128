// The registration flow's words, choices and shapes, shared by its pages (as the delegate goes
// through them) and its handlers: messages, designations, accepted documents, payment options,
// what the API answers and what the browser keeps. Client-safe and without zod, so the forms load
// it with their first paint; their validation (./schema.ts) comes when it is needed.
import type { PriceLineDto } from '@/lib/pricing'
import type { WorkshopSeatDto } from '@/lib/workshops/offers'
import type { RegistrationStatus } from './lifecycle'

/** The delegate's own page (app/(site)/registration/[id]), opened by the registration's cookie. */
export const registrationPagePath = (registrationId: number) => `/registration/${registrationId}`
/** The mailed link to it: the proxy exchanges its token for the cookie (proxy.ts). */
export const delegatePath = (registrationId: number, token: string) =>
  `${registrationPagePath(registrationId)}?token=${encodeURIComponent(token)}`
/** The delegate's page after a proof was received (it shows the confirmation). */
export const PROOF_RECEIVED_FLAG = 'proof=received'

/** The delegate's page after their feedback: `?feedback=given` or `?feedback=skipped`. */
export const FEEDBACK_FLAG = 'feedback'
/** The delegate's page after a waiting-list action: `?waitlist=joined` (offered, left, accepted). */
export const WAITLIST_FLAG = 'waitlist'
export const WAITLIST_DONE = ['joined', 'offered', 'left', 'accepted'] as const
export type WaitlistDone = (typeof WAITLIST_DONE)[number]
/** The page the previous holder lands on after transferring the registration (its query). */
export const TRANSFERRED_FLAG = 'transferred=1'

/** The same answer whether or not the address has a registration. */
export const LINK_SENT_MESSAGE =
  'If this e-mail address has a registration for this conference, the link to it is on its way. Please check your inbox.'
export const LINK_REQUEST_REFUSED = 'Please correct the e-mail address.'

export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields'
export const ZERO_AMOUNT_MESSAGE = 'Amount should be greater than zero to initiate payment'
/** After a payment the bank confirmed: lasting, on the delegate's page (no proof is asked for). */
export const PAID_MESSAGE = 'Paid — nothing more to do.'
/** After a payment the bank refused: what happened and what to do, shown until dismissed. */
export const PAYMENT_FAILED_MESSAGE =
  'Payment failed: the bank did not accept the payment (it was declined or cancelled), so no money was taken. You can pay again now, or pay by bank transfer or UPI and upload the proof on your registration page.'
/** The bank's window closed before the bank answered. */
export const WINDOW_CLOSED_MESSAGE =
  "The bank's window was closed before the payment was finished. If you did not complete it, no money was taken and you can pay again. If money was debited, do not pay again: the payment is confirmed automatically and you will receive a confirmation e-mail."
/** The bank answered neither yes nor no. */
export const PENDING_MESSAGE =
  'The bank has not confirmed the payment yet. If money was debited, do not pay again: the payment is confirmed automatically and you will receive a confirmation e-mail. If you did not finish paying, you can pay again (the unfinished payment is checked with the bank first), or check again now.'
export const REGISTRATION_ERROR_FALLBACK = 'Error occurred during registration'
export const PROOF_ERROR_FALLBACK = 'Error during payment submission.'
export const PROOF_STATUS_FAILED = 'Failed to submit payment details.'
export const PROOF_NEEDS_REGISTRATION =
  'A payment proof must belong to a registration: open this page from your registration or from the link in your e-mail.'
export const INCOMPLETE_GATEWAY_RESPONSE = 'Incomplete payment response from server.'
/** Status polling (spec section 9): every 5 s, for up to 120 s; passing messages stay 5 s. */
export const POLL_INTERVAL_MS = 5_000
export const POLL_LIMIT_MS = 120_000
export const MESSAGE_MS = 5_000

export const DESIGNATIONS = [
  'MedicalCollegeFaculty',
  'consultant',
  'PG_Student',
  'UG_Student',
  'nurse',
  'other',
] as const
export type Designation = (typeof DESIGNATIONS)[number]
export const DESIGNATION_LABELS: Record<Designation, string> = {
  MedicalCollegeFaculty: 'Medical College Faculty',
  consultant: 'Consultant',
  PG_Student: 'PG Student',
  UG_Student: 'UG Student',
  nurse: 'Nurse',
  other: 'Other',
}
/** Accepted document types of the LoP and proof uploads (checked again by content on the server). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png'
export const PROOF_ACCEPT = '.jpg,.jpeg,.png,.pdf'
export const DOCUMENT_EXTENSIONS = /\.(pdf|jpe?g|png)$/i

export const AGE_MISMATCH_MESSAGE = 'Age does not match the date of birth.'
export const SENIOR_AGE_MESSAGE = 'The Senior Citizen (70+) category is for delegates aged 70 or more.'
/** Age and date of birth agree (±1 year, as people round); Senior Citizen (70+) needs 70 or more. */
export const PAYMENT_OPTIONS = [
  { value: 'online', label: 'Online (card, net banking or UPI through the gateway)' },
  { value: 'neft_rtgs', label: 'Bank transfer (NEFT / RTGS)' },
  { value: 'upi', label: 'UPI to the association account' },
] as const

/** A registration as POST /uppedicon/participants/ answers it (with its token besides). */
export interface RegistrationDto {
  id: number
  registration_number: string
  name: string
  email: string
  mobile_number: string
  category: string
  /** Rupees, as computed by the server. */
  amount: number
  status: RegistrationStatus
  edition_id: number
  /** The fee slab the amount was priced at; valid_until null when open-ended. */
  slab: { label: string; valid_until: string | null }
  /** The edition registered for (in the registration's answer). */
  edition?: { id: number; number: number; name: string }
  /** The workshops added to the registration, each with the fee it was priced at. */
  workshops?: WorkshopSeatDto[]
  /** The amount line by line: the registration, then each workshop (they add up to `amount`). */
  lines: PriceLineDto[]
  /** While unpaid: until when its workshop seats are held (ISO), else null. */
  seats_held_until: string | null
}

/** POST /uppedicon/paymentdetails/'s answer: the proof and the registration it was linked to. */
export interface ProofReceivedDto {
  id: number
  participant_id: number | null
  registration_number: string | null
  /** Workshops dropped: full by the time the proof came, after the registration's seat hold ended. */
  released?: string[]
}

/** What the browser keeps in session storage between the pages of the flow. */
export interface SavedRegistration {
  registrationId: number
  /** Proves this browser made the registration (see lib/registrations/token.ts). */
  token: string
  registrationNumber: string
  name: string
  email: string
  mobile_number: string
  category: string
  amount: number
  /** The amount line by line (absent in what an older page saved). */
  lines?: PriceLineDto[]
  /** Until when its workshop seats are held, while unpaid (ISO). */
  seatsHeldUntil?: string | null
  status: string
  merchantTxnNo?: string
  transactionId?: string
}

/** What the browser keeps of a registration it made, or was given by a mailed link. */
export const savedRegistration = (r: RegistrationDto, token: string): SavedRegistration => ({
  registrationId: r.id,
  token,
  registrationNumber: r.registration_number,
  name: r.name,
  email: r.email,
  mobile_number: r.mobile_number,
  category: r.category,
  amount: r.amount,
  lines: r.lines,
  seatsHeldUntil: r.seats_held_until,
  status: r.status,
})

/** Where the checkout reads how to pay a registration by UPI or bank transfer (lib/registrations/pay-by-transfer.ts). */
export const payToPath = (registrationId: number) => `/uppedicon/participants/${registrationId}/pay-to/`
/** The header that carries the registration's token to it (a secret never travels in an address). */
export const REGISTRATION_TOKEN_HEADER = 'X-Registration-Token'

export const SESSION_KEY = 'uppedicon.registration'
export const SESSION_AMOUNT_KEY = 'uppedicon.amount'

// Inputs of the registration and payment flow (spec sections 3, 5 and 7), one zod schema per
// input, used by the forms as the delegate types and by the handlers on the server. Client-safe.
import { z } from 'zod'
import { ageOn, requiredDateSchema, todayInIndia } from '@/lib/dates'
import { CATEGORIES, categorySchema } from '@/lib/fees'
import { emailSchema, mobileSchema, personNameSchema } from '@/lib/forms'
import { workshopIdsSchema, type WorkshopSeatDto } from '@/lib/workshops/schema'
import type { RegistrationStatus } from './lifecycle'

/** The delegate's own page (app/(site)/registration/[id]): opened by the registration's token. */
export const delegatePath = (participantId: number, token: string) =>
  `/registration/${participantId}?token=${encodeURIComponent(token)}`
/** The delegate's page after a proof was received (it shows the confirmation). */
export const PROOF_RECEIVED_FLAG = 'proof=received'

/** "Already registered? Get your link" (/register): the address to mail the links to. */
export const linkRequestSchema = z.object({ email: emailSchema })
export type LinkRequestInput = z.infer<typeof linkRequestSchema>
/** The same answer whether or not the address has a registration. */
export const LINK_SENT_MESSAGE =
  'If this e-mail address has a registration for this conference, the link to it is on its way. Please check your inbox.'

export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields'
export const ZERO_AMOUNT_MESSAGE = 'Amount should be greater than zero to initiate payment'
export const PAYMENT_SUCCESS_MESSAGE = 'Payment is successful. Please upload your payment proof!'
export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please try again.'
export const REGISTRATION_ERROR_FALLBACK = 'Error occurred during registration'
export const PROOF_ERROR_FALLBACK = 'Error during payment submission.'
export const PROOF_STATUS_FAILED = 'Failed to submit payment details.'
export const PROOF_NEEDS_REGISTRATION =
  'A payment proof must belong to a registration: open this page from your registration or from the link in your e-mail.'
export const INCOMPLETE_GATEWAY_RESPONSE = 'Incomplete payment response from server.'
/** Status polling (spec section 9): every 5 s, for up to 120 s; messages stay 5 s. */
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
export { CATEGORIES }

/** Accepted document types of the LoP and proof uploads (checked again by content on the server). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png'
export const PROOF_ACCEPT = '.jpg,.jpeg,.png,.pdf'
export const DOCUMENT_EXTENSIONS = /\.(pdf|jpe?g|png)$/i

const notAfterToday = (label: string, message: string) =>
  requiredDateSchema(label).refine((d) => d <= todayInIndia(), message)

/** Yes/No radio (form) or a boolean written as text (multipart). */
const yesNo = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? ((
          { yes: true, true: true, '1': true, no: false, false: false, '0': false } as Record<string, boolean>
        )[v.trim().toLowerCase()] ?? v)
      : v,
  z.boolean({ error: 'Choose Yes or No.' }),
)

const membership = z
  .string()
  .trim()
  .max(60, 'Membership number: 60 characters at most.')
  .optional()
  .default('')

export const AGE_MISMATCH_MESSAGE = 'Age does not match the date of birth.'
export const SENIOR_AGE_MESSAGE = 'The Senior Citizen (70+) category is for delegates aged 70 or more.'
/** Age and date of birth agree (±1 year, as people round); Senior Citizen (70+) needs 70 or more. */
function agesAgree(p: { age: number; date_of_birth: string; category: string }, ctx: z.RefinementCtx) {
  const age = ageOn(p.date_of_birth, todayInIndia())
  if (Math.abs(age - p.age) > 1)
    ctx.addIssue({ code: 'custom', path: ['age'], message: AGE_MISMATCH_MESSAGE })
  else if (p.category === 'seniorcitizen' && p.age < 70)
    ctx.addIssue({ code: 'custom', path: ['category'], message: SENIOR_AGE_MESSAGE })
}

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().positive().optional(),
)

/** A participant as posted to /uppedicon/participants/ (without the LoP file). */
export const participantSchema = z
  .object({
    name: personNameSchema,
    mobile_number: mobileSchema,
    email: emailSchema,
    date_of_birth: notAfterToday('Date of birth', 'Date of birth cannot be later than today.'),
    address: z
      .string({ error: 'Address is required.' })
      .trim()
      .min(1, 'Address is required.')
      .max(500, 'Address: 500 characters at most.'),
    age: z.coerce
      .number({ error: 'Age is required.' })
      .int('Age must be a whole number.')
      .min(1, 'Age must be between 1 and 120.')
      .max(120, 'Age must be between 1 and 120.'),
    designation: z.enum(DESIGNATIONS, { error: 'Choose a designation.' }),
    ciapMembership: membership,
    aopUpMembership: membership,
    accompanying_person: yesNo,
    category: categorySchema,
    /** The workshops added to the registration (ids of registrable events; "1,2" in multipart). */
    workshops: workshopIdsSchema,
    /** Sent by the spec's client; ignored: the server computes the amount from the category. */
    amount: z.unknown().optional(),
    /** The delegate's own registration being corrected before paying (with its token), if any. */
    participant_id: optionalId,
    participant_token: z.string().max(100).optional(),
  })
  .superRefine(agesAgree)
export type ParticipantInput = z.infer<typeof participantSchema>

export const PAYMENT_OPTIONS = [
  { value: 'online', label: 'Online (card, net banking or UPI through the gateway)' },
  { value: 'neft_rtgs', label: 'Bank transfer (NEFT / RTGS)' },
  { value: 'upi', label: 'UPI to the association account' },
] as const

/** A payment-proof submission to /uppedicon/paymentdetails/ (without the file). */
export const paymentDetailsSchema = z.object({
  payment_option: z
    .enum(PAYMENT_OPTIONS.map((o) => o.value) as [string, ...string[]], { error: 'Choose a payment option.' })
    .default('online'),
  transaction_id: z
    .string({ error: 'Transaction ID is required.' })
    .trim()
    .min(1, 'Transaction ID is required.')
    .max(100, 'Transaction ID: 100 characters at most.')
    .regex(/^[A-Za-z0-9._/-]+$/, 'Transaction ID: letters, digits, . _ / - only.'),
  transaction_date: notAfterToday('Transaction date', 'Transaction date cannot be later than today.'),
  /** A proof always belongs to a registration: its id and the token issued with it. */
  participant_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: PROOF_NEEDS_REGISTRATION }).int().positive(PROOF_NEEDS_REGISTRATION),
  ),
  participant_token: z.string({ error: PROOF_NEEDS_REGISTRATION }).min(1, PROOF_NEEDS_REGISTRATION).max(100),
})
export type PaymentDetailsInput = z.infer<typeof paymentDetailsSchema>

/**
 * POST /payment/initiatepayment/: participant_id and the participant_token issued with the
 * registration are used; the spec's other fields are ignored (the server decides them).
 */
export const initiatePaymentSchema = z.object({
  participant_id: z.coerce
    .number({ error: 'participant_id is required.' })
    .int()
    .positive('participant_id is required.'),
  participant_token: z.string({ error: 'participant_token is required.' }).max(100),
})

/** POST /payment/transactionstatus/ (form-encoded as the spec's client sends it). */
export const transactionStatusSchema = z
  .object({
    merchantTxnNo: z.string().trim().optional(),
    originalTxnNo: z.string().trim().optional(),
    transactionType: z.literal('STATUS', { error: 'transactionType must be STATUS.' }).optional(),
  })
  .transform((q) => q.originalTxnNo || q.merchantTxnNo || '')
  .pipe(z.string().regex(/^[A-Za-z0-9]{1,20}$/, 'merchantTxnNo is required (20 letters or digits at most).'))

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
}

/** POST /uppedicon/paymentdetails/'s answer: the proof and the registration it was linked to. */
export interface ProofReceivedDto {
  id: number
  participant_id: number | null
  registration_number: string | null
}

/** What the browser keeps in session storage between the pages of the flow. */
export interface SavedRegistration {
  participantId: number
  /** Proves this browser made the registration (see lib/registrations/token.ts). */
  token: string
  registrationNumber: string
  name: string
  email: string
  mobile_number: string
  category: string
  amount: number
  status: string
  merchantTxnNo?: string
  transactionId?: string
}

/** What the browser keeps of a registration it made, or was given by a mailed link. */
export const savedRegistration = (r: RegistrationDto, token: string): SavedRegistration => ({
  participantId: r.id,
  token,
  registrationNumber: r.registration_number,
  name: r.name,
  email: r.email,
  mobile_number: r.mobile_number,
  category: r.category,
  amount: r.amount,
  status: r.status,
})

export const SESSION_KEY = 'uppedicon.registration'
export const SESSION_AMOUNT_KEY = 'uppedicon.amount'

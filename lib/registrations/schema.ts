// Inputs of the registration and payment flow (spec sections 3, 5 and 7), one zod schema per
// input, used by the forms as the delegate types and by the handlers on the server. Client-safe.
import { z } from 'zod'
import { isoDateSchema, todayInIndia } from '@/lib/dates'
import { CATEGORIES, categorySchema } from '@/lib/fees'
import { emailSchema, mobileSchema, personNameSchema } from '@/lib/forms'
import type { RegistrationStatus } from './lifecycle'

export const REQUIRED_FIELDS_MESSAGE = 'Please fill all required fields'
export const ZERO_AMOUNT_MESSAGE = 'Amount should be greater than zero to initiate payment'
export const PAYMENT_SUCCESS_MESSAGE = 'Payment is successful. Please upload your payment proof!'
export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please try again.'
export const REGISTRATION_ERROR_FALLBACK = 'Error occurred during registration'
export const PROOF_ERROR_FALLBACK = 'Error during payment submission.'
export const PROOF_STATUS_FAILED = 'Failed to submit payment details.'
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

const notAfterToday = (message: string) => isoDateSchema.refine((d) => d <= todayInIndia(), message)

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

/** A participant as posted to /uppedicon/participants/ (without the LoP file). */
export const participantSchema = z.object({
  name: personNameSchema,
  mobile_number: mobileSchema,
  email: emailSchema,
  date_of_birth: z
    .string({ error: 'Date of birth is required.' })
    .pipe(notAfterToday('Date of birth cannot be later than today.')),
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
  /** Sent by the spec's client; ignored: the server computes the amount from the category. */
  amount: z.unknown().optional(),
})
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
  transaction_date: z
    .string({ error: 'Transaction date is required.' })
    .pipe(notAfterToday('Transaction date cannot be later than today.')),
  participant_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
  /** Issued with the registration; required with participant_id. */
  participant_token: z.string().max(100).optional(),
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
export const SESSION_KEY = 'uppedicon.registration'
export const SESSION_AMOUNT_KEY = 'uppedicon.amount'

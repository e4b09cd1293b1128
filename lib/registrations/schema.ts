// Inputs of the registration and payment flow (spec sections 3, 5 and 7), one zod schema per
// input, used by the forms when they check what was typed and by the handlers on the server.
// Client-safe; forms load it when needed (its words and choices are in ./flow.ts, without zod).
import { z } from 'zod'
import { addCouncilIssue, councilFields } from '@/lib/cme/schema'
import { requiredDateSchema } from '@/lib/date-schemas'
import { ageOn, todayInIndia } from '@/lib/dates'
import { appliedCodeSchema } from '@/lib/discounts/schema'
import { identityEmailSchema, mobileSchema, personNameSchema } from '@/lib/forms'
import { GSTIN_MESSAGES, gstinProblem } from '@/lib/gst/gst'
import { STATE_CODES } from '@/lib/gst/states'
import { CATEGORIES } from '@/lib/registrations/categories'
import { MAX_WORKSHOPS } from '@/lib/workshops/offers'
import {
  AGE_MISMATCH_MESSAGE,
  DESIGNATIONS,
  PAYMENT_OPTIONS,
  PROOF_NEEDS_REGISTRATION,
  SENIOR_AGE_MESSAGE,
} from './flow'

/** "Already registered? Get your link" (/register): the address to mail the links to. */
export const linkRequestSchema = z.object({ email: identityEmailSchema })
export type LinkRequestInput = z.infer<typeof linkRequestSchema>
export const categorySchema = z.enum(CATEGORIES, { error: 'Choose a registration category.' })

/**
 * The workshops ticked on the form: a list of ids, from JSON (array) or multipart (repeated
 * fields or "1,2"); duplicates dropped, none by default.
 */
export const workshopIdsSchema = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return []
    const list = Array.isArray(v) ? v : [v]
    return list.flatMap((x) => (typeof x === 'string' ? x.split(',').filter((s) => s.trim()) : [x]))
  },
  z
    .array(
      z.coerce
        .number({ error: 'Choose workshops from the list.' })
        .int()
        .positive('Choose workshops from the list.'),
    )
    .max(MAX_WORKSHOPS, `At most ${MAX_WORKSHOPS} workshops.`)
    .transform((ids) => [...new Set(ids)]),
)

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

function agesAgree(p: { age: number; date_of_birth: string; category: string }, ctx: z.RefinementCtx) {
  const age = ageOn(p.date_of_birth, todayInIndia())
  if (Math.abs(age - p.age) > 1)
    ctx.addIssue({ code: 'custom', path: ['age'], message: AGE_MISMATCH_MESSAGE })
  else if (p.category === 'seniorcitizen' && p.age < 70)
    ctx.addIssue({ code: 'custom', path: ['category'], message: SENIOR_AGE_MESSAGE })
}

/** A GSTIN given must be valid (format and check character) and come with the institution's name. */
function billedInstitution(p: { gstin: string; billing_name: string }, ctx: z.RefinementCtx) {
  if (!p.gstin) return
  const problem = gstinProblem(p.gstin)
  if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_MESSAGES[problem] })
  if (!p.billing_name)
    ctx.addIssue({
      code: 'custom',
      path: ['billing_name'],
      message: 'Name of the institution to bill is required with a GSTIN.',
    })
}

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().positive().optional(),
)

/** A registration's fields, before the checks across them (a group's rows share them: lib/groups). */
export const registrationFields = z.object({
  name: personNameSchema,
  mobile_number: mobileSchema,
  email: identityEmailSchema,
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
  /** The delegate's medical council and registration number there (optional, together). */
  ...councilFields.shape,
  accompanying_person: yesNo,
  category: categorySchema,
  /** The workshops added to the registration (ids of registrable events; "1,2" in multipart). */
  workshops: workshopIdsSchema,
  /** Sent by the spec's client; ignored: the server computes the amount from the category. */
  amount: z.unknown().optional(),
  /** The delegate's own registration being corrected before paying (with its token), if any. */
  participant_id: optionalId,
  participant_token: z.string().max(100).optional(),
  /** The delegate's state (place of supply of the GST invoice); empty: not given. */
  state: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.union([z.literal(''), z.enum(STATE_CODES, { error: 'Choose a state from the list.' })]),
  ),
  /** The institution billed (B2B): its GSTIN and name, optional. */
  gstin: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : (v ?? '')),
    z.string().max(15, GSTIN_MESSAGES.format),
  ),
  billing_name: z
    .string()
    .trim()
    .max(200, 'Institution name: 200 characters at most.')
    .optional()
    .default(''),
  /** A discount code, optional (checked again, and its use counted, when registering). */
  discount_code: appliedCodeSchema,
})

/** The checks across a delegate's own fields: age and date of birth agree, the council's number. */
export function personIssues(
  p: { age: number; date_of_birth: string; category: string } & Parameters<typeof addCouncilIssue>[0],
  ctx: z.RefinementCtx,
) {
  agesAgree(p, ctx)
  addCouncilIssue(p, ctx)
}

/** A registration as posted to /uppedicon/participants/ (without the LoP file). */
export const registrationSchema = registrationFields.superRefine((p, ctx) => {
  personIssues(p, ctx)
  billedInstitution(p, ctx)
})
export type RegistrationInput = z.infer<typeof registrationSchema>

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
  /** "Pay again": the merchantTxnNo of the sale the payer gives up (checked with the gateway first). */
  replaces_txn: z
    .string()
    .regex(/^[A-Za-z0-9]{1,20}$/, 'replaces_txn must be a merchantTxnNo.')
    .optional(),
})

/** POST /payment/transactionstatus/ (form-encoded as the spec's client sends it). */
export const transactionStatusSchema = z
  .object({
    merchantTxnNo: z.string().trim().optional(),
    originalTxnNo: z.string().trim().optional(),
    transactionType: z.literal('STATUS', { error: 'transactionType must be STATUS.' }).optional(),
    /** "true": ask the gateway now (the payer is waiting for this answer), not only when a poll is due. */
    fresh: z.union([z.boolean(), z.stringbool()], { error: 'fresh must be true or false.' }).optional(),
  })
  .transform((q) => ({ merchantTxnNo: q.originalTxnNo || q.merchantTxnNo || '', fresh: q.fresh ?? false }))
  .pipe(
    z.object({
      merchantTxnNo: z
        .string()
        .regex(/^[A-Za-z0-9]{1,20}$/, 'merchantTxnNo is required (20 letters or digits at most).'),
      fresh: z.boolean(),
    }),
  )

/** A transfer keeps the registration's category (its fee was for that category). */
export const transferCategoryMessage = (category: string) =>
  `A transfer keeps the category (${category}): a colleague in another category registers on their own, or asks the organisers.`
export const TRANSFER_CHECK_MESSAGE = 'Please correct the fields marked below.'
export const SAME_ORGANISATION_MESSAGE = 'Confirm that your colleague is from the same organisation.'

/**
 * Transferring a paid registration to a colleague (the delegate's page, and the console): who
 * takes it, and the category they register in (a transfer keeps the registration's category).
 * The delegate also confirms the colleague is from the same organisation (the refund policy's
 * substitution); the console's organiser decides that themselves.
 */
export const transferSchema = z.object({
  name: personNameSchema,
  email: identityEmailSchema,
  mobile_number: mobileSchema,
  category: categorySchema,
  same_organisation: z.preprocess(
    (v) => v === true || v === 'on' || v === 'true' || v === 'yes',
    z.literal(true, { error: SAME_ORGANISATION_MESSAGE }),
  ),
})
export type TransferInput = z.infer<typeof transferSchema>

/**
 * The body a mail client posts to a reminder's one-click stop (RFC 8058): exactly
 * `List-Unsubscribe=One-Click`, form-encoded (url-encoded or multipart).
 */
export const oneClickStopSchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', {
    error: 'Post List-Unsubscribe=One-Click to stop the reminders.',
  }),
})

// The CME inputs, one zod schema each, shared by the forms and the handlers (client-safe): the
// delegate's medical council and registration number (optional, together, the number's format
// checked per council where known: ./councils.ts) and the edition's CME settings.
import { z } from 'zod'
import { requiredDateSchema } from '@/lib/date-schemas'
import { DESK_TIME } from '@/lib/editions/window'
import { councilProblem } from './councils'

const trimmed = (max: number) => z.string().trim().max(max).optional().default('')

/** The council fields, unchecked as a pair (the registration's schema adds the pair's check). */
export const councilFields = z.object({ medical_council: trimmed(40), council_reg_number: trimmed(30) })

/** The registration form's council fields (both empty, or a known council and its number). */
export const councilFieldsSchema = councilFields.superRefine((v, ctx) => addCouncilIssue(v, ctx))

/** Adds the council pair's problem, if any, to a larger form's issues. */
export function addCouncilIssue(
  v: { medical_council: string; council_reg_number: string },
  ctx: z.RefinementCtx,
) {
  const problem = councilProblem(v.medical_council, v.council_reg_number)
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
}

export const RELEASE_RULES = ['after_last_day', 'on_date'] as const

/** An edition's CME settings as the organisers save them. */
export const cmeSettingsSchema = z
  .object({
    council: z.string().trim().min(1).max(40).default('UP'),
    accreditationNumber: z
      .string()
      .trim()
      .min(1, 'Enter the accreditation number.')
      .max(60, 'The accreditation number is 60 characters at most.'),
    accreditationDate: requiredDateSchema('Accreditation date'),
    hoursPerDay: z.coerce
      .number({ error: 'Enter the credit hours per day.' })
      .min(0, 'The hours cannot be negative.')
      .max(24, 'At most 24 hours a day.')
      .refine((h) => Number.isInteger(h * 2), 'Hours in steps of half an hour.'),
    releaseRule: z.enum(RELEASE_RULES, { error: 'Choose when certificates are released.' }),
    releaseOn: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.iso.date().optional()),
    lastDayEndsTime: z.string().regex(DESK_TIME, 'Enter a time as HH:MM.').default('18:00'),
    /** Empty: every day. */
    minDays: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int('A whole number of days.').min(1, 'At least one day.').max(30).optional(),
    ),
    /** The hours of the programme sessions attended instead of hoursPerDay per day. */
    creditPerSession: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()).optional(),
    feedbackSkippable: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()),
  })
  .refine((v) => v.releaseRule !== 'on_date' || v.releaseOn, {
    path: ['releaseOn'],
    message: 'Enter the release date.',
  })
export type CmeSettingsInput = z.infer<typeof cmeSettingsSchema>

/** The settings as the console shows them. */
export interface CmeSettingsDto {
  council: string
  accreditationNumber: string
  accreditationDate: string
  hoursPerDay: number
  releaseRule: (typeof RELEASE_RULES)[number]
  releaseOn: string | null
  lastDayEndsTime: string
  minDays: number | null
  creditPerSession: boolean
  feedbackSkippable: boolean
}

/** The lines a CME certificate prints under the delegate's name (lib/cme/certificate.ts). */
export interface CmeLines {
  /** "Uttar Pradesh Medical Council registration 45678", or empty when the delegate gave none. */
  registration: string
  /** "Attended 28, 29 and 30 November 2025 (3 of 3 days)". */
  attendance: string
  /** "Accredited by the Uttar Pradesh Medical Council, UPMC/CME/2025/117 of 1 October 2025". */
  accreditation: string
}

/** What the delegate's page says of the CME certificate (null without CME settings). */
export interface CmeView {
  /** When certificates are released (ISO instant) and whether they are now. */
  releaseAt: string
  released: boolean
  /** Why no certificate is given (below the minimum), once released; null: it is given. */
  refusal: string | null
  hours: number
  days: number
  conferenceDays: number
}

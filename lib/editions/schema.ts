// Conference editions (docs/architecture.md, "Editions"): the answer types and the inputs of the
// organisers' API. The registration window is ./window.ts, how pages write an edition
// ./wording.ts, the fees of a category on an India day lib/pricing. Client-safe.
import { z } from 'zod'
import { isoDateSchema, requiredDateSchema } from '@/lib/date-schemas'
import type { CategoryFeesDto } from '@/lib/pricing'
import { CATEGORIES, type Category } from '@/lib/registrations/categories'
import type { EditionState } from './window'

export interface EditionDto {
  id: number
  number: number
  name: string
  city: string
  venue: string
  starts_on: string
  ends_on: string
  time_zone: string
  registration_prefix: string
  abstracts_url: string
  opens_at: string
  closes_at: string
  /** How long an unpaid registration holds its workshop seats (minutes). */
  seat_hold_minutes: number
  /** How long a seat offered from a workshop's waiting list is held for the delegate (hours). */
  waitlist_offer_hours: number
  /** Transfers to a colleague close this many days before the first day (lib/editions/window.ts). */
  transfer_close_days: number
  current: boolean
  fees: CategoryFeesDto[]
}

/** GET /uppedicon/registration/: the current edition, its state and today's fee of each category. */
export interface RegistrationInfoDto {
  edition: Pick<EditionDto, 'id' | 'number' | 'name' | 'city' | 'venue' | 'starts_on' | 'ends_on'>
  state: EditionState
  opens_at: string
  closes_at: string
  fees: { category: Category; label: string; amount: number; slab: string; valid_until: string | null }[]
}

// ---------------------------------------------------------------------------------------------
// The organisers' inputs
// ---------------------------------------------------------------------------------------------

const instant = z.iso.datetime({ offset: true, error: 'Enter a date and time.' })
const text = (max: number) => z.string().trim().min(1, 'Required.').max(max)

const editionFields = z.object({
  number: z.coerce.number().int().min(1).max(999),
  name: text(120),
  city: text(120),
  venue: text(300),
  starts_on: requiredDateSchema('First day'),
  ends_on: requiredDateSchema('Last day'),
  time_zone: z.literal('Asia/Kolkata', { error: 'The conference runs on India time (Asia/Kolkata).' }),
  registration_prefix: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,10}-$/, 'Letters and digits followed by a hyphen, e.g. UPP26-.'),
  abstracts_url: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Enter a web address.' })]),
  opens_at: instant,
  closes_at: instant,
})
export type EditionFields = z.infer<typeof editionFields>

export const SEAT_HOLD_MESSAGE = 'A seat hold lasts from 5 minutes to 7 days (10080 minutes).'
export const WAITLIST_OFFER_MESSAGE = 'An offer lasts from 1 hour to 7 days (168 hours).'
export const TRANSFER_CLOSE_MESSAGE = 'Transfers close from 0 to 365 days before the first day.'
/**
 * The other settings: optional everywhere (a new edition holds seats 30 minutes and offers a
 * waiting list's seat 24 hours, a copy as its source).
 */
const editionSettings = z.object({
  seat_hold_minutes: z.coerce
    .number({ error: SEAT_HOLD_MESSAGE })
    .int('Whole minutes.')
    .min(5, SEAT_HOLD_MESSAGE)
    .max(10_080, SEAT_HOLD_MESSAGE)
    .optional(),
  waitlist_offer_hours: z.coerce
    .number({ error: WAITLIST_OFFER_MESSAGE })
    .int('Whole hours.')
    .min(1, WAITLIST_OFFER_MESSAGE)
    .max(168, WAITLIST_OFFER_MESSAGE)
    .optional(),
  transfer_close_days: z.coerce
    .number({ error: TRANSFER_CLOSE_MESSAGE })
    .int('Whole days.')
    .min(0, TRANSFER_CLOSE_MESSAGE)
    .max(365, TRANSFER_CLOSE_MESSAGE)
    .optional(),
})
export type EditionSettings = z.infer<typeof editionSettings>

type SomeFields = { [K in keyof EditionFields]?: EditionFields[K] }
/** The cross-field rules, on whatever fields are present (an update may send a few). */
export function checkEditionFields(e: SomeFields, ctx: z.RefinementCtx) {
  if (e.opens_at && e.closes_at && Date.parse(e.closes_at) <= Date.parse(e.opens_at))
    ctx.addIssue({ code: 'custom', path: ['closes_at'], message: 'Registration must close after it opens.' })
  if (e.starts_on && e.ends_on && e.ends_on < e.starts_on)
    ctx.addIssue({
      code: 'custom',
      path: ['ends_on'],
      message: 'The conference ends on or after its first day.',
    })
}

/** POST /adminpanel/editions/: every field, or copy_from and any field to change from the copy. */
export const editionCreateSchema = editionFields
  .partial()
  .extend({ ...editionSettings.shape, copy_from: z.coerce.number().int().positive().optional() })
  .superRefine((e, ctx) => {
    checkEditionFields(e, ctx)
    if (e.copy_from) return
    for (const key of Object.keys(editionFields.shape) as (keyof EditionFields)[])
      if (e[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'Required.' })
  })
export type EditionCreateInput = z.infer<typeof editionCreateSchema>

/** PUT /adminpanel/editions/?id=: the fields to change; `current: true` makes it the current one. */
export const editionUpdateSchema = editionFields
  .partial()
  .extend({ ...editionSettings.shape, current: z.literal(true).optional() })
  .superRefine(checkEditionFields)
export type EditionUpdateInput = z.infer<typeof editionUpdateSchema>

const slabSchema = z.object({
  label: text(60),
  amount: z.coerce.number().int('Whole rupees.').min(0, 'An amount cannot be negative.').max(10_000_000),
  last_day: isoDateSchema.nullable().default(null),
})

/** Slabs in order: strictly later last days, only the last one open-ended. */
function checkSlabs(slabs: z.infer<typeof slabSchema>[], ctx: z.RefinementCtx) {
  slabs.forEach((slab, i) => {
    const last = i === slabs.length - 1
    if (last && slab.last_day !== null)
      ctx.addIssue({ code: 'custom', path: [i, 'last_day'], message: 'The last slab is open-ended.' })
    if (!last && slab.last_day === null)
      ctx.addIssue({ code: 'custom', path: [i, 'last_day'], message: 'Only the last slab is open-ended.' })
    const previous = slabs[i - 1]?.last_day
    if (previous && slab.last_day && slab.last_day <= previous)
      ctx.addIssue({
        code: 'custom',
        path: [i, 'last_day'],
        message: 'Slabs overlap: each ends after the one before.',
      })
  })
}

/** PUT /adminpanel/editions/fees/?id=: the slabs of every category. */
export const editionFeesSchema = z.object({
  fees: z
    .array(
      z.object({
        category: z.enum(CATEGORIES),
        slabs: z.array(slabSchema).min(1, 'At least one slab.').max(6).superRefine(checkSlabs),
      }),
    )
    .superRefine((fees, ctx) => {
      for (const category of CATEGORIES) {
        const n = fees.filter((f) => f.category === category).length
        if (n !== 1)
          ctx.addIssue({
            code: 'custom',
            path: [],
            message: `Give the slabs of ${category} once (${n} given).`,
          })
      }
    }),
})
export type EditionFeesInput = z.infer<typeof editionFeesSchema>

// Conference editions (docs/architecture.md, "Editions"): the answer types, the inputs of the
// organisers' API, and the rule every page and handler shares: the registration state of an
// edition at an instant (the fee of a category on an India day is lib/pricing.ts). Client-safe.
import { z } from 'zod'
import { isoDateSchema, requiredDateSchema } from '@/lib/date-schemas'
import { formatLongDate, todayInIndia } from '@/lib/dates'
import { CATEGORIES, type Category } from '@/lib/fees'

export const EDITION_STATES = ['upcoming', 'open', 'closed', 'concluded'] as const
export type EditionState = (typeof EDITION_STATES)[number]

export const CLOSED_MESSAGE = 'Registration is closed.'
export const opensOnMessage = (opensAt: string) =>
  `Registration opens on ${formatLongDate(todayInIndia(new Date(opensAt)))}.`

export interface FeeSlabDto {
  label: string
  /** Rupees. */
  amount: number
  /** The last India day it applies (YYYY-MM-DD); null for the open-ended last slab. */
  last_day: string | null
}
export interface CategoryFeesDto {
  category: Category
  slabs: FeeSlabDto[]
}

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

type Window = Pick<EditionDto, 'opens_at' | 'closes_at' | 'ends_on'>

/**
 * The registration state at `now`: upcoming before opens_at, open until closes_at, then closed,
 * and concluded once the conference's last day (India) is over. A window left open past the
 * last day stays open (the console warns about it).
 */
export function registrationState(edition: Window, now = new Date()): EditionState {
  const t = now.getTime()
  if (t < Date.parse(edition.opens_at)) return 'upcoming'
  if (t < Date.parse(edition.closes_at)) return 'open'
  return todayInIndia(now) > edition.ends_on ? 'concluded' : 'closed'
}

/** Open past the conference's last day: the console's warning. */
export const openPastEnd = (edition: Window, now = new Date()) =>
  registrationState(edition, now) === 'open' && todayInIndia(now) > edition.ends_on

/** Why registering is refused in this state (null when open). */
export function refusal(edition: Window, now = new Date()): string | null {
  const state = registrationState(edition, now)
  if (state === 'open') return null
  return state === 'upcoming' ? opensOnMessage(edition.opens_at) : CLOSED_MESSAGE
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
/** The other settings: optional everywhere (a new edition holds seats 30 minutes, a copy as its source). */
const editionSettings = z.object({
  seat_hold_minutes: z.coerce
    .number({ error: SEAT_HOLD_MESSAGE })
    .int('Whole minutes.')
    .min(5, SEAT_HOLD_MESSAGE)
    .max(10_080, SEAT_HOLD_MESSAGE)
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

// How pages write an edition.

/** 46 → "46th". */
export function ordinal(n: number): string {
  const tens = n % 100
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as const)[(n % 10) as 1] ?? 'th')
  return `${n}${suffix}`
}

/** "28–30 November 2025" (or "30 November – 2 December 2025", or across years). */
export function conferenceDates(e: Pick<EditionDto, 'starts_on' | 'ends_on'>): string {
  const [start, end] = [formatLongDate(e.starts_on), formatLongDate(e.ends_on)]
  if (e.starts_on === e.ends_on) return start
  const [sd, sm, sy] = start.split(' ')
  const [, em, ey] = end.split(' ')
  if (sy !== ey) return `${start} – ${end}`
  return sm === em ? `${sd}–${end}` : `${sd} ${sm} – ${end}`
}

/** "meets" while the conference is ahead or on, "met" once it has concluded. */
export const meets = (state: EditionState) => (state === 'concluded' ? 'met' : 'meets')

/** The main call to action about registering, for the state (hero buttons, Register links). */
export function registerCta(state: EditionState, opensAt: string): { label: string; href: string } {
  if (state === 'open') return { label: 'Register Now', href: '/register' }
  if (state === 'upcoming')
    return {
      label: `Registration opens ${formatLongDate(todayInIndia(new Date(opensAt)))}`,
      href: '/register',
    }
  if (state === 'closed') return { label: 'Registration closed', href: '/register' }
  return { label: 'View the Gallery', href: '/#gallery' }
}

/** The conference record named and dated by the edition (the venue stays the record's, if any). */
export function withEdition<C extends { name: string; date: string; day: string; venue: string }>(
  conference: C,
  e: Pick<EditionDto, 'name' | 'starts_on' | 'venue'>,
): C {
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${e.starts_on}T00:00:00Z`),
  )
  return { ...conference, name: e.name, date: e.starts_on, day, venue: conference.venue || e.venue }
}

/** Today's amount of every category, as the registration form shows it ("Rs. N"). */
export const feeMap = (fees: { category: Category; amount: number }[]): Partial<Record<Category, number>> =>
  Object.fromEntries(fees.map((f) => [f.category, f.amount]))

// Events (the association's programme besides the conference). Client-safe.
import { z } from 'zod'
import { isoDateSchema, timeSchema, weekdaySchema } from '@/lib/date-schemas'
import { todayInIndia, type Weekday } from '@/lib/dates'
import { idSchema, requiredText } from '@/lib/forms'
import { imageFileSchema } from '@/lib/uploads/image-field'

export const NO_UPCOMING_EVENTS = 'No upcoming events found.'

/** GET /uppedicon/event/?date=YYYY-MM-DD */
export const eventsQuerySchema = z.object({ date: isoDateSchema.optional() })

export interface EventDto {
  id: number
  name: string
  description: string
  venue: string
  date: string
  time: string
  organizer: string
  address: string
  day: Weekday
  event_picture: string | null
  /** A workshop delegates add to their registration; the rest null when not. */
  registrable: boolean
  /** Rupees. */
  fee: number
  capacity: number | null
  registration_deadline: string | null
  edition_id: number | null
  seats_left: number | null
}

export const DATE_IN_PAST = 'The date cannot be before today.'

/** A date an event may be moved to: today or later, India's date (the form's minimum agrees). */
export const isNotPast = (date: string) => date >= todayInIndia()

/**
 * Modify Event (PUT /uppedicon/event/, multipart with id): an event keeps its stored date however
 * old, so the "not before today" rule applies only to a changed date (checked by updateEvent).
 */
const eventFields = z.object({
  name: requiredText('Name', 200),
  date: requiredText('Date', 10).pipe(isoDateSchema),
  venue: requiredText('Venue', 300),
  time: requiredText('Time', 8).pipe(timeSchema),
  organizer: requiredText('Organizer', 300),
  description: requiredText('Description', 10000),
  address: requiredText('Address', 500),
  day: weekdaySchema,
  event_picture: imageFileSchema().optional(),
})
const blank = (v: unknown) => (v === '' || v === null ? undefined : v)
/** The workshop's terms: a checkbox, the fee in rupees, the seats and the last day to register. */
const workshopFields = {
  registrable: z.preprocess(
    (v) => (typeof v === 'string' ? ['true', 'on', '1', 'yes'].includes(v.trim().toLowerCase()) : v),
    z.boolean().default(false),
  ),
  fee: z.preprocess(
    blank,
    z.coerce
      .number({ error: 'Fee must be an amount in rupees.' })
      .min(0, 'Fee cannot be negative.')
      .max(1_000_000, 'Fee: Rs. 10,00,000 at most.')
      .refine((n) => Number.isInteger(Math.round(n * 100 * 1e6) / 1e6), 'Fee: at most two decimals.')
      .default(0),
  ),
  capacity: z.preprocess(
    blank,
    z.coerce
      .number({ error: 'Seats must be a whole number.' })
      .int('Seats must be a whole number.')
      .min(1, 'A workshop needs at least 1 seat.')
      .max(100_000, 'Seats: 100,000 at most.')
      .optional(),
  ),
  registration_deadline: z.preprocess(blank, isoDateSchema.optional()),
}
/** A registrable event needs its seats and a last day to register, not after the event's date. */
function workshopRules(
  e: { registrable: boolean; capacity?: number; registration_deadline?: string; date: string },
  ctx: z.RefinementCtx,
) {
  if (!e.registrable) return
  if (e.capacity === undefined)
    ctx.addIssue({ code: 'custom', path: ['capacity'], message: 'A workshop needs its number of seats.' })
  if (!e.registration_deadline)
    ctx.addIssue({
      code: 'custom',
      path: ['registration_deadline'],
      message: 'A workshop needs a last day to register.',
    })
  else if (e.registration_deadline > e.date)
    ctx.addIssue({
      code: 'custom',
      path: ['registration_deadline'],
      message: 'The last day to register cannot be after the event.',
    })
}
/** Add Event (POST /uppedicon/event/, multipart): the date today or later; the picture optional. */
export const eventSchema = eventFields
  .extend({ date: eventFields.shape.date.refine(isNotPast, DATE_IN_PAST), ...workshopFields })
  .superRefine(workshopRules)
export type EventInput = z.input<typeof eventSchema>
export const eventUpdateSchema = eventFields
  .extend({ id: idSchema.shape.id, ...workshopFields })
  .superRefine(workshopRules)
export type EventData = z.output<typeof eventSchema>
export type EventUpdateData = z.output<typeof eventUpdateSchema>

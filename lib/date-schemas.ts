// The zod schemas of dates, times and weekdays as forms and the API send them (see lib/dates.ts
// for the rules themselves). Client-safe.
import { z } from 'zod'
import { WEEKDAYS } from './dates'

/** A real calendar date written YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`)
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
  }, 'Enter a valid date.')

/**
 * A date the form cannot go without: empty (or a date input left half typed, which submits
 * nothing) says which date is missing, in words, on the form and from the server alike.
 */
export const requiredDateSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .pipe(isoDateSchema)

/** HH:MM or HH:MM:SS (24 h); normalised to HH:MM:SS. */
export const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Enter a time as HH:MM.')
  .transform((t) => (t.length === 5 ? `${t}:00` : t))

export const weekdaySchema = z.enum(WEEKDAYS, { error: 'Choose a day from Monday to Sunday.' })

// Calendar dates (YYYY-MM-DD) and times of day (HH:MM[:SS]) as the API sends them. The
// conference runs on India time, so "today" is the date in Asia/Kolkata. Client-safe.
import { z } from 'zod'

export const TIME_ZONE = 'Asia/Kolkata'

/** A real calendar date written YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`)
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
  }, 'Enter a valid date.')

/** HH:MM or HH:MM:SS (24 h); normalised to HH:MM:SS. */
export const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Enter a time as HH:MM.')
  .transform((t) => (t.length === 5 ? `${t}:00` : t))

/** The date part of a DATE column value (Prisma returns midnight UTC). */
export function toIsoDate(d: Date): string {
  return d.toISOString().slice(0, 10)
}

/** A YYYY-MM-DD string as the Date Prisma expects for a DATE column. */
export function fromIsoDate(s: string): Date {
  return new Date(`${s}T00:00:00Z`)
}

/** The instant an India day (YYYY-MM-DD) begins: 00:00 IST is 18:30 UTC the day before. */
export function startOfIndianDay(isoDate: string): Date {
  return new Date(fromIsoDate(isoDate).getTime() - 5.5 * 3_600_000)
}

/** The instant the India day after `isoDate` begins (the end, exclusive, of a "to" date filter). */
export function endOfIndianDay(isoDate: string): Date {
  return new Date(startOfIndianDay(isoDate).getTime() + 86_400_000)
}

const dateTimeInIndia = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const exactDateTimeInIndia = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/**
 * An instant as the organisers read it: "21 Nov 2025, 14:05" (India time); `seconds` gives
 * "21 Nov 2025, 14:05:09", for records whose exact time matters (payments, gateway messages).
 */
export function formatIndianDateTime(at: Date | string, { seconds = false } = {}): string {
  return (seconds ? exactDateTimeInIndia : dateTimeInIndia).format(typeof at === 'string' ? new Date(at) : at)
}

/** Today's date in India, YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export const weekdaySchema = z.enum(WEEKDAYS, { error: 'Choose a day from Monday to Sunday.' })
export type Weekday = (typeof WEEKDAYS)[number]

// Dates and times: calendar dates (YYYY-MM-DD) and times of day (HH:MM[:SS]) as the API sends
// them, India days and instants (the conference runs on India time, so "today" is the date in
// Asia/Kolkata), and every way the site writes them: the public pages' "Friday, 28 November
// 2025" and "9:00 AM", the console's "21 Nov 2025, 14:05", receipts' "25 August 2025", the
// gateway's yyyyMMddHHmmss and the spreadsheet's "2025-11-28 09:00:00". Client-safe, and without
// zod (their schemas are in lib/date-schemas.ts), so a page's islands can use them cheaply.

export const TIME_ZONE = 'Asia/Kolkata'

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

/** Full years between a date of birth and a day (both YYYY-MM-DD): the age on that day. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number)
  const [y, m, d] = day.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** A formatter per time zone: making one costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar day of an instant in a time zone (a conference day of a check-in), YYYY-MM-DD. */
export function dayIn(timeZone: string, at = new Date()): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return format.format(at)
}

/** Today's date in India, YYYY-MM-DD. */
export const todayInIndia = (now = new Date()): string => dayIn(TIME_ZONE, now)

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

const publicDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "Friday, 28 November 2025" (public pages); the input itself when it is not a date. */
export function formatDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(d.getTime()) ? iso : publicDate.format(d)
}

/** "9:00 AM" from "09:00:00". */
export function formatTime(time: string): string {
  const m = /^(\d{2}):(\d{2})/.exec(time)
  if (!m) return time
  const h = Number(m[1])
  return `${h % 12 || 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`
}

/** The instant an event starts, as an ISO string in India time (what the countdowns count to). */
export function startInstant(date: string, time: string): string {
  const t = /^\d{2}:\d{2}(:\d{2})?$/.test(time) ? (time.length === 5 ? `${time}:00` : time) : '00:00:00'
  return `${date}T${t}+05:30`
}

const consoleDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})
const consoleTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An ISO instant as its India date and time on two lines of a table: ["28 Nov 2025", "09:00"]. */
export const indiaDateTime = (iso: string): [string, string] => [
  consoleDate.format(new Date(iso)),
  consoleTime.format(new Date(iso)),
]

const receiptDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'long',
  year: 'numeric',
})

/** "25 August 2025" (India day), as receipts print it. */
export const formatIndianDate = (at: Date) => receiptDate.format(at)

// Every part numeric and zero-padded, in India time: the building block of the two below.
const numericInIndia = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})
const partsInIndia = (at: Date) =>
  Object.fromEntries(numericInIndia.formatToParts(at).map((p) => [p.type, p.value])) as Record<
    'year' | 'month' | 'day' | 'hour' | 'minute' | 'second',
    string
  >

/** yyyyMMddHHmmss in India time, as the gateway's txnDate wants it. */
export function indiaTimestamp(at = new Date()): string {
  const p = partsInIndia(at)
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`
}

/** "2025-11-28 09:00:00" in India time, as spreadsheet programs read a date and time. */
export function spreadsheetDateTime(at: Date): string {
  const p = partsInIndia(at)
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "30 June 2025" from "2025-06-30" (fee slabs, registration windows). */
export function formatLongDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(d.getTime()) ? iso : longDate.format(d)
}

/** An India calendar date shifted by whole days (YYYY-MM-DD). */
export function addIsoDays(iso: string, days: number): string {
  return toIsoDate(new Date(fromIsoDate(iso).getTime() + days * 86_400_000))
}

/** The same India calendar date a year later (29 February becomes 1 March). */
export function nextYearIsoDate(iso: string): string {
  const d = fromIsoDate(iso)
  d.setUTCFullYear(d.getUTCFullYear() + 1)
  return toIsoDate(d)
}

// How the programme writes its times: India time, "9:30 AM", "Fri 15 Jan", and the day an
// instant falls on. Client-safe.
import { TIME_ZONE, todayInIndia } from '@/lib/dates'

const clock = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})
const hhmm = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const shortDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
})
const longDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** "9:30 am" → "9:30 AM" (India time). */
export const clockTime = (iso: string) =>
  clock.format(new Date(iso)).replace(/am|pm/i, (m) => m.toUpperCase())
/** "09:30" (India time), the editor's time fields. */
export const fieldTime = (iso: string) => hhmm.format(new Date(iso))
export const timeRange = (from: string, to: string) => `${clockTime(from)} – ${clockTime(to)}`
/** "Fri, 15 Jan" of a YYYY-MM-DD day. */
export const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`))
/** "Friday, 15 January 2027" of a YYYY-MM-DD day. */
export const longDayLabel = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`))
/** The India day (YYYY-MM-DD) of an instant. */
export const dayOf = (iso: string) => todayInIndia(new Date(iso))

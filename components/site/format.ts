// Display formats for dates and times of the API (YYYY-MM-DD, HH:MM[:SS], India time). Client-safe.

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "Friday, 28 November 2025"; the input itself when it is not a date. */
export function formatDate(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`)
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d)
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

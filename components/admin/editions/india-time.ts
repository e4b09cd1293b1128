// The admin screens' date-time inputs hold India time ("2026-12-01T09:00"); the API takes ISO
// instants with their offset. Client-safe.
const parts = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An ISO instant as a datetime-local value in India time. */
export const toIndiaLocal = (iso: string) => parts.format(new Date(iso)).replace(' ', 'T')

/** A datetime-local value (India time) as an ISO instant with its offset. */
export const fromIndiaLocal = (local: string) => `${local.length === 16 ? `${local}:00` : local}+05:30`

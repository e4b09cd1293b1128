// Display formats of the organisers' console: counts and rupees with Indian digit grouping,
// instants in India time. Client-safe.
import { TIME_ZONE } from '@/lib/dates'

/** 1234 → "1,234"; 123456 → "1,23,456". */
export const formatCount = (n: number) => n.toLocaleString('en-IN')

const date = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})
const time = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An ISO instant as its India date and time: ["28 Nov 2025", "09:00"]. */
export const indiaDateTime = (iso: string): [string, string] => [
  date.format(new Date(iso)),
  time.format(new Date(iso)),
]

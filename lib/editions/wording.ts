// How pages write an edition: its number ("46th"), its dates, the hero's call to action about
// registering, the conference record named and dated by it. Client-safe, without zod.
import { formatLongDate, todayInIndia } from '@/lib/dates'
import type { EditionDto } from './schema'
import type { EditionState } from './window'

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

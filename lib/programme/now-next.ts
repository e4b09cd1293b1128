// "Now and next" during the conference: the sessions under way and the ones that start next,
// with the instant this answer stops being true (a session starts or ends, or a day begins), so a
// cached page is kept exactly until then. Pure: the time is an argument.
import { addIsoDays, startOfIndianDay, todayInIndia } from '@/lib/dates'
import type { SessionDto } from './types'

export interface NowAndNext {
  /** Whether today (in India) is a day of the conference: only then is the block shown. */
  during: boolean
  now: SessionDto[]
  next: SessionDto[]
  /** The next instant at which the answer may change, or null when nothing changes any more. */
  until: Date | null
}

const ms = (iso: string) => new Date(iso).getTime()

export function nowAndNext(sessions: SessionDto[], days: string[], at: Date): NowAndNext {
  const t = at.getTime()
  const today = todayInIndia(at)
  const during = days.includes(today)
  const todays = sessions.filter((s) => todayInIndia(new Date(s.starts_at)) === today && s.kind !== 'break')
  const now = during ? todays.filter((s) => ms(s.starts_at) <= t && t < ms(s.ends_at)) : []
  const upcoming = during ? todays.filter((s) => ms(s.starts_at) > t) : []
  const firstStart = Math.min(...upcoming.map((s) => ms(s.starts_at)))
  const next = upcoming.filter((s) => ms(s.starts_at) === firstStart)
  const byTime = (a: SessionDto, b: SessionDto) => ms(a.starts_at) - ms(b.starts_at) || a.id - b.id
  // Every instant at which the answer may change: sessions' starts and ends, each day's beginning,
  // and the day after the last.
  const boundaries = [
    ...sessions.flatMap((s) => [ms(s.starts_at), ms(s.ends_at)]),
    ...days.map((d) => startOfIndianDay(d).getTime()),
    ...(days.length ? [startOfIndianDay(addIsoDays(days[days.length - 1], 1)).getTime()] : []),
  ].filter((b) => b > t)
  return {
    during,
    now: now.sort(byTime),
    next: next.sort(byTime),
    until: boundaries.length ? new Date(Math.min(...boundaries)) : null,
  }
}

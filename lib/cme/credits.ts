// The CME money-like rules, pure and client-safe: which conference days a delegate attended, the
// credit hours earned (the hours of each day attended, or the hours of the programme sessions
// attended when the edition counts per session; none below the minimum attendance in days), and
// when an edition's certificates are released (after the last day's last session, or from a
// chosen India day).
import { addIsoDays, startInstant, startOfIndianDay } from '@/lib/dates'

export interface CreditRule {
  /** Credit hours granted per conference day attended. */
  hoursPerDay: number
  /** The edition's first and last conference days (YYYY-MM-DD, India). */
  startsOn: string
  endsOn: string
  /** Days a delegate must attend for a certificate; null: every day. */
  minDays: number | null
  /** Whether the hours are those of the sessions attended instead of hoursPerDay per day. */
  creditPerSession?: boolean
}

export interface Credits {
  /** The conference days attended, in order (days outside the conference do not count). */
  days: string[]
  /** Conference days in all. */
  conferenceDays: number
  /** Days needed for a certificate. */
  needed: number
  /** Whether the attendance earns a certificate. */
  eligible: boolean
  /** Credit hours earned: the hours of the days attended, 0 when not eligible. */
  hours: number
}

/** The conference days of an edition, first to last. */
export function conferenceDays(startsOn: string, endsOn: string): string[] {
  const days: string[] = []
  for (let d = startsOn; d <= endsOn && days.length < 60; d = addIsoDays(d, 1)) days.push(d)
  return days
}

/** The credits of the days `attended`; `sessionHours`: the hours of the sessions attended. */
export function creditsFor(rule: CreditRule, attended: readonly string[], sessionHours = 0): Credits {
  const all = conferenceDays(rule.startsOn, rule.endsOn)
  const days = all.filter((d) => attended.includes(d))
  const needed = Math.min(all.length, Math.max(1, rule.minDays ?? all.length))
  const eligible = days.length >= needed
  // Half-hour steps: the hours are kept in tenths to avoid float drift (7.5 × 3 = 22.5).
  const earned = rule.creditPerSession ? sessionHours : rule.hoursPerDay * days.length
  const hours = eligible ? Math.round(earned * 10) / 10 : 0
  return { days, conferenceDays: all.length, needed, eligible, hours }
}

export interface ReleaseRule {
  rule: 'after_last_day' | 'on_date'
  /** For on_date: the India day from which certificates are released. */
  releaseOn: string | null
  /** The edition's last day and when its last session ends (India, "HH:MM"). */
  endsOn: string
  lastDayEndsTime: string
}

/** The instant an edition's certificates are released. */
export function releaseAt(r: ReleaseRule): Date {
  if (r.rule === 'on_date' && r.releaseOn) return startOfIndianDay(r.releaseOn)
  return new Date(startInstant(r.endsOn, r.lastDayEndsTime))
}

export const isReleased = (r: ReleaseRule, now = new Date()) => now.getTime() >= releaseAt(r).getTime()

// The edition's date rules, in India time: the registration window (upcoming, open, closed, then
// concluded once the conference's last day is over), the instants at which it or a fee slab
// changes, and the check-in desk's window. One rule for every page, handler and job; the fee a
// slab charges is lib/pricing. Client-safe and pure: the instant is passed in.
import {
  addIsoDays,
  endOfIndianDay,
  formatDate,
  formatLongDate,
  formatTime,
  startOfIndianDay,
  todayInIndia,
} from '@/lib/dates'
import type { EditionDto } from './schema'

// ---------------------------------------------------------------------------------------------
// Registration
// ---------------------------------------------------------------------------------------------

export const EDITION_STATES = ['upcoming', 'open', 'closed', 'concluded'] as const
export type EditionState = (typeof EDITION_STATES)[number]

export const CLOSED_MESSAGE = 'Registration is closed.'
export const opensOnMessage = (opensAt: string) =>
  `Registration opens on ${formatLongDate(todayInIndia(new Date(opensAt)))}.`

/** What the registration window reads of an edition. */
export type RegistrationWindow = Pick<EditionDto, 'opens_at' | 'closes_at' | 'ends_on'>

/**
 * The registration state at `now`: upcoming before opens_at, open until closes_at, then closed,
 * and concluded once the conference's last day (India) is over, whatever closes_at says: a
 * conference that has ended takes no registration and no money.
 */
export function registrationState(edition: RegistrationWindow, now = new Date()): EditionState {
  if (todayInIndia(now) > edition.ends_on) return 'concluded'
  const t = now.getTime()
  if (t < Date.parse(edition.opens_at)) return 'upcoming'
  return t < Date.parse(edition.closes_at) ? 'open' : 'closed'
}

/**
 * The console's warning: the window is set to close after the conference's last day, so it will
 * close when that day is over instead (null when it closes in time, or the edition has ended).
 */
export function closesAfterEnd(edition: RegistrationWindow & Pick<EditionDto, 'name'>, now = new Date()) {
  if (registrationState(edition, now) === 'concluded') return null
  if (Date.parse(edition.closes_at) <= endOfIndianDay(edition.ends_on).getTime()) return null
  return `Registration for ${edition.name} is set to close on ${formatLongDate(todayInIndia(new Date(edition.closes_at)))}, after the conference's last day (${formatLongDate(edition.ends_on)}): it will close when that day is over.`
}

/** Why registering is refused in this state (null when open). */
export function refusal(edition: RegistrationWindow, now = new Date()): string | null {
  const state = registrationState(edition, now)
  if (state === 'open') return null
  return state === 'upcoming' ? opensOnMessage(edition.opens_at) : CLOSED_MESSAGE
}

/**
 * The next instant after `now` at which the edition's state or a fee changes, or the year turns in
 * India (the footer's © is the current year).
 */
export function nextBoundary(e: RegistrationWindow & Pick<EditionDto, 'fees'>, now = new Date()): Date {
  const dayAfter = (iso: string) => startOfIndianDay(addIsoDays(iso, 1))
  const newYear = startOfIndianDay(`${Number(todayInIndia(now).slice(0, 4)) + 1}-01-01`)
  const instants = [
    newYear,
    new Date(e.opens_at),
    new Date(e.closes_at),
    dayAfter(e.ends_on),
    ...e.fees.flatMap((f) => f.slabs.flatMap((s) => (s.last_day ? [dayAfter(s.last_day)] : []))),
  ]
  const future = instants.filter((t) => t.getTime() > now.getTime()).sort((a, b) => a.getTime() - b.getTime())
  return future[0] ?? newYear
}

// ---------------------------------------------------------------------------------------------
// The check-in desk: it takes arrivals from a time of day (India) on the day before the edition's
// first day, when delegates collect their kits, until its last day is over. Before that only while
// an organiser has opened the desk early for a rehearsal, and those check-ins are practice
// (recorded as such: no certificate, not in the counter). After the last day the desk is closed,
// rehearsal or not. One rule for the check-in, the desk page and its banner.
// ---------------------------------------------------------------------------------------------

export const DEFAULT_DESK_OPENS_TIME = '16:00'
/** A time of day, "HH:MM" (24 hours). */
export const DESK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

export interface DeskEdition {
  name: string
  starts_on: string
  ends_on: string
  /** The time of day (India) the desk opens on the day before the first day. */
  desk_opens_time: string
  /** Set while the desk is open early for a rehearsal. */
  rehearsal: { since: string; by: string } | null
}

/** early: before the desk opens; open: kit collection and the conference days; over: after them. */
export type DeskPhase = 'early' | 'open' | 'over'

export interface DeskWindow {
  phase: DeskPhase
  opensAt: Date
  closesAt: Date
  /** Whether a check-in is accepted now. */
  takesArrivals: boolean
  /** Accepted only because of the rehearsal switch: practice, not an arrival. */
  rehearsal: boolean
  /** Why a check-in is refused now (null when accepted). */
  refusal: string | null
}

/** The instant the desk opens: the time of day on the day before the first day, India time. */
export function deskOpensAt(e: Pick<DeskEdition, 'starts_on' | 'desk_opens_time'>): Date {
  const time = DESK_TIME.test(e.desk_opens_time) ? e.desk_opens_time : DEFAULT_DESK_OPENS_TIME
  const [h, m] = time.split(':').map(Number)
  return new Date(startOfIndianDay(addIsoDays(e.starts_on, -1)).getTime() + (h * 60 + m) * 60_000)
}

/** "Friday, 26 March 2027 at 4:00 PM (India time)". */
export function deskOpening(e: Pick<DeskEdition, 'starts_on' | 'desk_opens_time'>): string {
  const time = DESK_TIME.test(e.desk_opens_time) ? e.desk_opens_time : DEFAULT_DESK_OPENS_TIME
  return `${formatDate(addIsoDays(e.starts_on, -1))} at ${formatTime(time)} (India time)`
}

export function deskWindow(e: DeskEdition, now = new Date()): DeskWindow {
  const opensAt = deskOpensAt(e)
  const closesAt = endOfIndianDay(e.ends_on)
  const t = now.getTime()
  const phase: DeskPhase = t < opensAt.getTime() ? 'early' : t < closesAt.getTime() ? 'open' : 'over'
  const rehearsal = phase === 'early' && e.rehearsal !== null
  const takesArrivals = phase === 'open' || rehearsal
  const refusal = takesArrivals
    ? null
    : phase === 'early'
      ? `The desk opens on ${deskOpening(e)}, the day before ${e.name} begins. An organiser can open it early for a rehearsal.`
      : `${e.name} is over: the desk closed after its last day, ${formatLongDate(e.ends_on)}.`
  return { phase, opensAt, closesAt, takesArrivals, rehearsal, refusal }
}

// ---------------------------------------------------------------------------------------------
// Transfers to a colleague: open until the start (midnight, India time) of the day that is the
// edition's transfer_close_days before its first day (7 by default: a conference on the 10th
// takes transfers until the 2nd is over). Organisers are bound by the same rule.
// ---------------------------------------------------------------------------------------------

export type TransferWindow = Pick<EditionDto, 'starts_on' | 'transfer_close_days'>

/** The last day a transfer is taken (India), as the page that offers it tells. */
export const lastTransferDay = (e: TransferWindow): string =>
  addIsoDays(e.starts_on, -e.transfer_close_days - 1)

/** The instant transfers close. */
export const transfersCloseAt = (e: TransferWindow): Date =>
  startOfIndianDay(addIsoDays(e.starts_on, -e.transfer_close_days))

/** "Transfers closed on Tuesday, 2 March 2027, …" when closed at `now`, else null. */
export function transferRefusal(e: TransferWindow, now = new Date()): string | null {
  if (now.getTime() < transfersCloseAt(e).getTime()) return null
  return `Transfers closed after ${formatLongDate(lastTransferDay(e))}, ${e.transfer_close_days} days before the conference.`
}

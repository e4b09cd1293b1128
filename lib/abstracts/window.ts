// The call's window, in India time: not yet open before opens_at, open until closes_at, closed
// after. One rule for the call's page, the navigation, the submitter's pages and the service.
// Client-safe and pure: the instant is passed in.
import { formatIndianDateTime } from '@/lib/dates'

export type CallState = 'upcoming' | 'open' | 'closed'

/** What the window reads of a call (instants, ISO). */
export interface CallWindow {
  opens_at: string
  closes_at: string
}

export function callState(call: CallWindow, now = new Date()): CallState {
  const t = now.getTime()
  if (t < Date.parse(call.opens_at)) return 'upcoming'
  return t < Date.parse(call.closes_at) ? 'open' : 'closed'
}

/** Why an abstract cannot be written or changed at `now` (null while the call is open). */
export function callRefusal(call: CallWindow, now = new Date()): string | null {
  const state = callState(call, now)
  if (state === 'upcoming')
    return `The call for abstracts opens on ${formatIndianDateTime(call.opens_at)} (India time).`
  if (state === 'closed')
    return `The call for abstracts closed on ${formatIndianDateTime(call.closes_at)} (India time): abstracts can no longer be written or changed.`
  return null
}

/** The next instant the window's state changes (null once it has closed). */
export function nextCallBoundary(call: CallWindow, now = new Date()): Date | null {
  const t = now.getTime()
  const next = [call.opens_at, call.closes_at].map(Date.parse).find((at) => at > t)
  return next === undefined ? null : new Date(next)
}

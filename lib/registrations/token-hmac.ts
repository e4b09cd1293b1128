// The registration token's HMAC alone (no database, no server-only marker), so the proxy can
// refuse a wrong link to a delegate's page before it renders (see proxy.ts); the rest of the
// token's uses go through token.ts.
//
// A registration transferred to a colleague (lib/registrations/transfer.ts) gets a new token, so
// the previous delegate's link stops working: the token of its n-th holder (n = the registration's
// `transfers`, 0 for the one who registered) is `<n>.<HMAC of id and n>`; the first holder's stays
// the plain HMAC of the id, as every link mailed before transfers existed. The proxy, without a
// database, checks only the signature; the pages and handlers that read the registration check
// that the token is its current one.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'

function secret(): string {
  const s = env().AUTH_SECRET
  if (!s) throw new Error('AUTH_SECRET is not set: start the site with `npm start`, which provides it.')
  return s
}

/** The site's HMAC of `payload` (base64url): the signature of every token mailed in a link. */
export const mac = (payload: string) => createHmac('sha256', secret()).update(payload).digest('base64url')

/**
 * The token of a registration's current holder (`transfers`: how many times it changed hands).
 * What is signed begins `participant:`, as it always has: the links already mailed keep working.
 */
export function registrationToken(registrationId: number, transfers = 0): string {
  return transfers === 0
    ? mac(`participant:${registrationId}`)
    : `${transfers}.${mac(`participant:${registrationId}:${transfers}`)}`
}

/** The holder a token was issued to (its `transfers` count), or null for a malformed token. */
export function tokenTransfers(token: string): number | null {
  const dot = token.indexOf('.')
  if (dot === -1) return 0
  const n = Number(token.slice(0, dot))
  return /^[1-9][0-9]{0,5}$/.test(token.slice(0, dot)) && Number.isSafeInteger(n) ? n : null
}

/**
 * Whether `token` was issued for this registration (compared in constant time): to its holder
 * number `transfers` when given (the current holder), to any of its holders otherwise.
 */
export function isRegistrationToken(
  registrationId: number,
  token: string | null | undefined,
  transfers?: number,
): boolean {
  const holder = tokenTransfers(token ?? '')
  if (holder === null || (transfers !== undefined && holder !== transfers)) return false
  return sameToken(registrationToken(registrationId, holder), token)
}

/** Whether a given token is the expected one, compared in constant time. */
export function sameToken(expected: string, token: string | null | undefined): boolean {
  const want = Buffer.from(expected)
  const given = Buffer.from(token ?? '')
  return given.length === want.length && timingSafeEqual(given, want)
}

/**
 * The token of a registration's link that stops its reminders to pay (./reminders.ts): signed for
 * that purpose alone, so it opens nothing else, and the registration's own token stops nothing.
 */
export const remindersToken = (registrationId: number): string => mac(`reminders:${registrationId}`)

/** Whether `token` is the reminders token of this registration (compared in constant time). */
export function isRemindersToken(registrationId: number, token: string | null | undefined): boolean {
  return sameToken(remindersToken(registrationId), token)
}

/**
 * The token of an institution's group page (lib/groups): signed for groups alone, so it opens no
 * delegate's page, and no delegate's token opens the group's.
 */
export const groupToken = (groupId: number): string => mac(`group:${groupId}`)

/** Whether `token` is this group's (compared in constant time). */
export const isGroupToken = (groupId: number, token: string | null | undefined): boolean =>
  sameToken(groupToken(groupId), token)

/**
 * The token of a delegate's personal calendar feed (lib/programme/mine.ts): signed for the feed
 * alone and for the registration's current holder, so it opens no page, and a transfer ends the
 * previous holder's feed. A calendar app keeps it in the feed's address.
 */
export const calendarToken = (registrationId: number, transfers: number): string =>
  mac(`calendar:${registrationId}:${transfers}`)

/** Whether `token` is the current calendar token of this registration (compared in constant time). */
export const isCalendarToken = (
  registrationId: number,
  transfers: number,
  token: string | null | undefined,
) => sameToken(calendarToken(registrationId, transfers), token)

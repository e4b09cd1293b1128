// The cookies a mailed link's secret is exchanged for (lib/net/private-requests.ts): HttpOnly,
// SameSite=Lax (the link arrives from a mail client), Secure in production or over https, and
// scoped to the pages that need the secret, so no other request of the site carries it.
import { INVITE_HOURS } from '@/lib/auth/invite-schema'
import { env } from '@/lib/env'
import {
  GROUP_COOKIE_SECONDS,
  groupCookie,
  groupPage,
  INVITE_COOKIE,
  INVITE_PAGE,
  REGISTRATION_COOKIE_SECONDS,
  registrationCookie,
  registrationPages,
  REMINDERS_COOKIE_SECONDS,
  remindersCookie,
  remindersPage,
  SUBMITTER_COOKIE,
  SUBMITTER_PAGES,
} from './private-requests'

/** Whether our cookies are Secure: in production, or whenever the site is served over https. */
export function secureCookies(): boolean {
  const e = env()
  return e.NODE_ENV === 'production' || e.siteUrl.startsWith('https://')
}

/** A Set-Cookie value. One name may be set for several paths (headers, not the name-keyed jar). */
function secretCookie(name: string, value: string, path: string, maxAge: number): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${path}`, `Max-Age=${maxAge}`, 'HttpOnly']
  return [...parts, 'SameSite=Lax', ...(secureCookies() ? ['Secure'] : [])].join('; ')
}

/** The registration's cookie on each of its pages. */
export function setRegistrationCookies(headers: Headers, id: number, token: string) {
  for (const path of registrationPages(id))
    headers.append(
      'Set-Cookie',
      secretCookie(registrationCookie(id), token, path, REGISTRATION_COOKIE_SECONDS),
    )
}

/** The invitation's cookie, for the invitation page, as long as the invitation lasts. */
export function setInviteCookie(headers: Headers, token: string) {
  headers.append('Set-Cookie', secretCookie(INVITE_COOKIE, token, INVITE_PAGE, INVITE_HOURS * 3600))
}

/** The cookie of the page that stops a registration's reminders, for that page only. */
export function setRemindersCookie(headers: Headers, id: number, token: string) {
  headers.append(
    'Set-Cookie',
    secretCookie(remindersCookie(id), token, remindersPage(id), REMINDERS_COOKIE_SECONDS),
  )
}

/** The cookie of an institution's group page, for that page only. */
export function setGroupCookie(headers: Headers, id: number, token: string) {
  headers.append('Set-Cookie', secretCookie(groupCookie(id), token, groupPage(id), GROUP_COOKIE_SECONDS))
}

/** The submitter's cookie, for their pages of the call for abstracts, until the token expires. */
export function setSubmitterCookie(headers: Headers, token: string, expiresAt: Date, now = new Date()) {
  const seconds = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000))
  headers.append('Set-Cookie', secretCookie(SUBMITTER_COOKIE, token, SUBMITTER_PAGES, seconds))
}

// Runs before any page renders, for the pages that hold a secret:
// - A mailed link's secret never reaches a page: /registration/<id>?token=…, /checkout?registration=
//   <id>&token=…, /payment-details?participant_id=…&participant_token=…, /admin-invite?token=… and
//   /reminders/<id>?token=… (the link that stops a registration's reminders to pay, with a token
//   of its own) and /group/<id>?token=… (an institution's group page) are answered with a 303 to the same address without the secret, which rides
//   along in an HttpOnly cookie scoped to the pages that need it (lib/net/secret-cookies.ts). So the secret
//   stays out of the rendered page's address, the history, the logs and any cache. The link to a
//   submitter's pages of the call for abstracts (/abstracts/mine?token=…) likewise; without a
//   valid cookie those pages ask for a new link themselves.
// - The delegate's page (/registration/<id>) is refused (404) without the registration's cookie,
//   and the reminders' page (/reminders/<id>) and the group's page (/group/<id>) without their own: the page streams after its static
//   shell, too late to answer 404 itself.
// - Every page under /admin/ (not /admin itself, the sign-in page) needs a genuine, unexpired
//   session cookie, or the browser is redirected to /admin before anything renders. The guarded
//   layout then repeats the full check against the database (the session exists and was not
//   ended by a logout or a password reset) and the account's role (lib/auth/roles.ts); a desk
//   volunteer's token is sent to the desk here already, a reviewer's to their reviews.
// Redirects go to the site's public address (SITE_URL), never to the one this instance was reached at.
import { NextResponse, type NextRequest } from 'next/server'
import { submitterOf } from '@/lib/abstracts/token'
import { homeOf, PATH_HEADER, roleMayOpen } from '@/lib/auth/roles'
import { readToken, SESSION_COOKIE } from '@/lib/auth/token'
import { siteAddress } from '@/lib/env'
import {
  groupCookie,
  INVITE_PAGE,
  PRIVATE_CACHE_CONTROL,
  registrationCookie,
  remindersCookie,
  SECRET_PARAMS,
  SUBMITTER_PAGES,
} from '@/lib/net/private-requests'
import {
  setGroupCookie,
  setInviteCookie,
  setRegistrationCookies,
  setRemindersCookie,
  setSubmitterCookie,
} from '@/lib/net/secret-cookies'
import { isGroupToken, isRegistrationToken, isRemindersToken } from '@/lib/registrations/token-hmac'

/** Rewritten to an address no route serves: the site's 404 page, with status 404. */
const NOT_FOUND_PATH = '/registration-link-not-found'

const notFound = (request: NextRequest) =>
  NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404 })

const registrationId = (value: string | null | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null

/** The same address without its secrets, at the site's public address, answered privately. */
function cleanAddress(request: NextRequest, keep: Record<string, string> = {}): NextResponse {
  const query = new URLSearchParams(request.nextUrl.search)
  for (const name of [...SECRET_PARAMS, 'participant_id']) query.delete(name)
  for (const [name, value] of Object.entries(keep)) query.set(name, value)
  const search = query.toString()
  return new NextResponse(null, {
    status: 303,
    headers: {
      Location: siteAddress(`${request.nextUrl.pathname}${search ? `?${search}` : ''}`),
      'Cache-Control': PRIVATE_CACHE_CONTROL,
      'Referrer-Policy': 'no-referrer',
    },
  })
}

/**
 * A link opened under another host name than the site's (127.0.0.1 for localhost, an old domain):
 * sent on, secret and all, to the site's address, where the cookie that takes its place will be
 * read; null when the browser is there already.
 *
 * Sent with `Refresh` (and the same in the page), not a redirect: Next turns a `Location` on the
 * host this server calls itself into a relative one, which keeps the browser on the host name it
 * came with (a loop to the same address) whenever the site's address is that host.
 */
function toSiteHost(request: NextRequest): NextResponse | null {
  // Host names only: a balancer may pass the host without its port (nginx's $host).
  const asked = (request.headers.get('host') ?? '').replace(/:\d+$/, '').toLowerCase()
  if (asked === new URL(siteAddress('/')).hostname) return null
  const address = siteAddress(`${request.nextUrl.pathname}${request.nextUrl.search}`)
  const html = address.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return new NextResponse(
    `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${html}"><title>Continue</title><p><a href="${html}">Continue</a></p>`,
    {
      headers: {
        Refresh: `0;url=${address}`,
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': PRIVATE_CACHE_CONTROL,
        'Referrer-Policy': 'no-referrer',
      },
    },
  )
}

/** A page of one registration that its own mailed token opens, and the cookie that token becomes. */
interface LinkedPage {
  path: RegExp
  valid: (id: number, token: string | undefined) => boolean
  cookie: (id: number) => string
  setCookie: (headers: Headers, id: number, token: string) => void
}

/** /registration/<id>: the delegate's page, opened by the registration's token. */
const DELEGATE_PAGE: LinkedPage = {
  path: /^\/registration\/([^/]+)\/?$/,
  valid: isRegistrationToken,
  cookie: registrationCookie,
  setCookie: setRegistrationCookies,
}

/** /reminders/<id>: the page that stops the reminders to pay, opened by their own token only. */
const REMINDERS_PAGE: LinkedPage = {
  path: /^\/reminders\/([^/]+)\/?$/,
  valid: isRemindersToken,
  cookie: remindersCookie,
  setCookie: setRemindersCookie,
}

/** /group/<id>: an institution's group page, opened by the group's token. */
const GROUP_PAGE: LinkedPage = {
  path: /^\/group\/([^/]+)\/?$/,
  valid: isGroupToken,
  cookie: groupCookie,
  setCookie: setGroupCookie,
}

/** A linked page: the link's token becomes the cookie; without a valid cookie, a 404. */
function linkedPage(request: NextRequest, pathname: string, page: LinkedPage) {
  const id = registrationId(page.path.exec(pathname)?.[1])
  const linked = request.nextUrl.searchParams.get('token')
  if (!id) return notFound(request)
  if (linked !== null) {
    if (!page.valid(id, linked)) return notFound(request)
    const elsewhere = toSiteHost(request)
    if (elsewhere) return elsewhere
    const response = cleanAddress(request)
    page.setCookie(response.headers, id, linked)
    return response
  }
  if (!page.valid(id, request.cookies.get(page.cookie(id))?.value)) return notFound(request)
  return NextResponse.next()
}

/** /checkout and /payment-details opened with a registration's token: the cookie, and ?registration=<id>. */
function registrationLink(request: NextRequest) {
  const q = request.nextUrl.searchParams
  const token = q.get('token') ?? q.get('participant_token')
  if (token === null) return NextResponse.next()
  const id = registrationId(q.get('registration') ?? q.get('participant_id'))
  if (!id || !isRegistrationToken(id, token)) return cleanAddress(request)
  const elsewhere = toSiteHost(request)
  if (elsewhere) return elsewhere
  const response = cleanAddress(request, { registration: String(id) })
  setRegistrationCookies(response.headers, id, token)
  return response
}

/** /admin-invite?token=: the invitation becomes the cookie (checked when it is used). */
function invitation(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token')
  if (token === null) return NextResponse.next()
  const response = cleanAddress(request)
  if (/^[A-Za-z0-9_-]{1,128}$/.test(token)) setInviteCookie(response.headers, token)
  return response
}

/** /abstracts/mine?token=: a valid token becomes the submitter's cookie; the address goes clean either way. */
function submitterLink(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token')
  if (token === null) return NextResponse.next()
  const submitter = submitterOf(token)
  if (submitter) {
    const elsewhere = toSiteHost(request)
    if (elsewhere) return elsewhere
  }
  const response = cleanAddress(request)
  if (submitter) setSubmitterCookie(response.headers, token, submitter.expiresAt)
  return response
}

async function adminPage(request: NextRequest, pathname: string) {
  const session = await readToken(request.cookies.get(SESSION_COOKIE)?.value)
  if (session && !roleMayOpen(session.role, pathname))
    return NextResponse.redirect(siteAddress(homeOf(session.role)))
  if (session) {
    // The guard of the page checks the account's role against the path asked for (lib/auth/guard.ts).
    const headers = new Headers(request.headers)
    headers.set(PATH_HEADER, pathname)
    return NextResponse.next({ request: { headers } })
  }
  return NextResponse.redirect(siteAddress('/admin'))
}

export async function proxy(request: NextRequest) {
  const pathname = request.nextUrl.pathname.replace(/(.)\/$/, '$1')
  if (pathname.startsWith('/registration/')) return linkedPage(request, pathname, DELEGATE_PAGE)
  // The reminders' one-click stop (/reminders/<id>/stop?token=…) checks its token itself: a mail
  // client posts to that address, without cookies.
  if (REMINDERS_PAGE.path.test(pathname)) return linkedPage(request, pathname, REMINDERS_PAGE)
  // The group page's own routes (/group/<id>/pay, /group/<id>/invoice) check its cookie themselves.
  if (GROUP_PAGE.path.test(pathname)) return linkedPage(request, pathname, GROUP_PAGE)
  if (pathname === '/checkout' || pathname === '/payment-details') return registrationLink(request)
  if (pathname === INVITE_PAGE) return invitation(request)
  if (pathname === SUBMITTER_PAGES || pathname.startsWith(`${SUBMITTER_PAGES}/`))
    return submitterLink(request)
  if (pathname.startsWith('/admin/')) return adminPage(request, pathname)
  return NextResponse.next()
}

export const config = {
  matcher: [
    '/admin/:path+',
    '/registration/:path+',
    '/reminders/:path+',
    '/group/:path+',
    '/checkout/:path*',
    '/payment-details/:path*',
    '/admin-invite/:path*',
    '/abstracts/mine/:path*',
  ],
}

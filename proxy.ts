// Guard of the administrator pages: every page under /admin/ (not /admin itself, the sign-in
// page) needs a genuine, unexpired session cookie, or the browser is redirected to /admin
// before anything renders. The guarded layout then repeats the full check against the database
// (the session exists and was not ended by a logout or a password reset) and the account's role
// (lib/auth/roles.ts); a desk volunteer's token is sent to the desk here already.
// The delegate's page (/registration/<id>?token=…) is refused here too when its token is not the
// registration's: the page streams after its static shell, too late to answer 404 itself.
// Redirects go to the site's public address (SITE_URL), never to the one this instance was reached at.
import { NextResponse, type NextRequest } from 'next/server'
import { DESK_PAGE, PATH_HEADER, roleMayOpen } from '@/lib/auth/roles'
import { readToken, SESSION_COOKIE } from '@/lib/auth/token'
import { siteAddress } from '@/lib/env'
import { isParticipantToken } from '@/lib/registrations/token-hmac'

/** Rewritten to an address no route serves: the site's 404 page, with status 404. */
const NOT_FOUND_PATH = '/registration-link-not-found'

export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname.startsWith('/registration/')) {
    const id = /^\/registration\/([1-9]\d{0,9})\/?$/.exec(pathname)?.[1]
    if (id && Number(id) <= 2_147_483_647 && isParticipantToken(Number(id), searchParams.get('token')))
      return NextResponse.next()
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404 })
  }
  const session = await readToken(request.cookies.get(SESSION_COOKIE)?.value)
  if (session && !roleMayOpen(session.role, pathname)) return NextResponse.redirect(siteAddress(DESK_PAGE))
  if (session) {
    // The guard of the page checks the account's role against the path asked for (lib/auth/guard.ts).
    const headers = new Headers(request.headers)
    headers.set(PATH_HEADER, pathname)
    return NextResponse.next({ request: { headers } })
  }
  return NextResponse.redirect(siteAddress('/admin'))
}

export const config = {
  matcher: ['/admin/:path+', '/registration/:path+'],
}

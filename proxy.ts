// Guard of the administrator pages: every page under /admin/ (not /admin itself, the sign-in
// page) needs a genuine, unexpired session cookie, or the browser is redirected to /admin
// before anything renders. The guarded layout then repeats the full check against the database
// (the session exists and was not ended by a logout or a password reset).
import { NextResponse, type NextRequest } from 'next/server'
import { readToken, SESSION_COOKIE } from '@/lib/auth/token'

export async function proxy(request: NextRequest) {
  if (await readToken(request.cookies.get(SESSION_COOKIE)?.value)) return NextResponse.next()
  return NextResponse.redirect(new URL('/admin', request.url))
}

export const config = {
  matcher: ['/admin/:path+'],
}

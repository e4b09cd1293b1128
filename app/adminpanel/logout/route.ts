import { NextResponse } from 'next/server'
import { route } from '@/lib/api/route'
import { assertSameOrigin } from '@/lib/auth/guard'
import { revokeSession, sessionCookie, sessionToken } from '@/lib/auth/session'

// POST /adminpanel/logout/ — ends the session on the server (its token, from the cookie or a
// Bearer header, stops working at once) and clears the session cookie
export const POST = route(async (request) => {
  assertSameOrigin(request)
  await revokeSession(sessionToken(request))
  const response = NextResponse.json({ success: 'Logged out.' })
  response.cookies.set(sessionCookie('', 0))
  return response
})

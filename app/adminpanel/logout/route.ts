import { NextResponse } from 'next/server'
import { assertSameOrigin } from '@/lib/auth/guard'
import { sessionCookie } from '@/lib/auth/session'
import { route } from '@/lib/http'

// POST /adminpanel/logout/ — clears the session cookie (a Bearer token simply stops being sent)
export const POST = route(async (request) => {
  assertSameOrigin(request)
  const response = NextResponse.json({ success: 'Logged out.' })
  response.cookies.set(sessionCookie('', 0))
  return response
})

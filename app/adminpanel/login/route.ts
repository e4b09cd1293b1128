import { NextResponse } from 'next/server'
import { assertSameOrigin, clientIp } from '@/lib/auth/guard'
import { loginSchema } from '@/lib/auth/schema'
import { login } from '@/lib/auth/service'
import { sessionCookie } from '@/lib/auth/session'
import { jsonBody, parse, route } from '@/lib/http'

// POST /adminpanel/login/ — {email, password} → {token} and the HttpOnly session cookie
export const POST = route(async (request) => {
  assertSameOrigin(request)
  const input = parse(loginSchema, await jsonBody(request, 4096))
  const { token } = await login(input, clientIp(request))
  const response = NextResponse.json({ token })
  response.cookies.set(sessionCookie(token))
  response.headers.set('Cache-Control', 'no-store')
  return response
})

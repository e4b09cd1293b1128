import { NextResponse } from 'next/server'
import { jsonBody, parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { assertSameOrigin } from '@/lib/auth/guard'
import { loginSchema } from '@/lib/auth/schema'
import { login } from '@/lib/auth/service'
import { sessionCookie } from '@/lib/auth/session'
import { deviceCookie, requestClient } from '@/lib/auth/throttle'

// POST /adminpanel/login/ — {email, password} → {token}, the HttpOnly session cookie and the
// device cookie that makes this browser a trusted device of the account (lib/auth/throttle.ts)
export const POST = route(async (request) => {
  assertSameOrigin(request)
  const input = parse(loginSchema, await jsonBody(request, 4096))
  const { token, device } = await login(input, requestClient(request))
  const response = NextResponse.json({ token })
  response.cookies.set(sessionCookie(token))
  response.cookies.set(deviceCookie(device))
  response.headers.set('Cache-Control', 'no-store')
  return response
})

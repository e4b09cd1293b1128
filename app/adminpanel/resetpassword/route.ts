import { NextResponse } from 'next/server'
import { jsonBody, parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { assertSameOrigin } from '@/lib/auth/guard'
import { resetPasswordSchema } from '@/lib/auth/schema'
import { resetPassword } from '@/lib/auth/service'
import { cookieValue, RESET_COOKIE, resetCookie } from '@/lib/auth/session'
import { requestClient } from '@/lib/auth/throttle'

// POST /adminpanel/resetpassword/ — {email, new_password, confirm_password, reset_token?}: the
// reset credential of the code check (in the body, or its cookie) sets the password, once
export const POST = route(async (request) => {
  assertSameOrigin(request)
  const input = parse(resetPasswordSchema, await jsonBody(request, 4096))
  const token = input.reset_token ?? cookieValue(request.headers.get('cookie'), RESET_COOKIE)
  await resetPassword(input, token, requestClient(request))
  const response = NextResponse.json({ success: 'Password reset successfully.' })
  response.cookies.set(resetCookie('', 0))
  return response
})

import { NextResponse } from 'next/server'
import { jsonBody, parse, queryOf } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { assertSameOrigin } from '@/lib/auth/guard'
import { otpRequestSchema, otpVerifySchema } from '@/lib/auth/schema'
import { CODE_SENT, CODE_VERIFIED, requestCode, verifyCode } from '@/lib/auth/service'
import { resetCookie } from '@/lib/auth/session'
import { requestClient } from '@/lib/auth/throttle'

// GET /adminpanel/requestpassword/?email= — mails a reset code; the same answer for any address
export const GET = route(async (request) => {
  const { email } = parse(otpRequestSchema, queryOf(request))
  await requestCode(email, requestClient(request))
  return NextResponse.json({ success: CODE_SENT }, { headers: { 'Cache-Control': 'no-store' } })
})

// POST /adminpanel/requestpassword/ — {email, otp} verifies the code; answers the single-use
// reset credential as `reset_token` and as an HttpOnly cookie (the browser's reset sends it)
export const POST = route(async (request) => {
  assertSameOrigin(request)
  const { email, otp } = parse(otpVerifySchema, await jsonBody(request, 4096))
  const { resetToken, expiresAt } = await verifyCode(email, otp, requestClient(request))
  const response = NextResponse.json(
    { success: CODE_VERIFIED, reset_token: resetToken },
    { headers: { 'Cache-Control': 'no-store' } },
  )
  response.cookies.set(resetCookie(resetToken, Math.floor((expiresAt.getTime() - Date.now()) / 1000)))
  return response
})

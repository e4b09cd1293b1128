import { NextResponse } from 'next/server'
import { assertSameOrigin, clientIp } from '@/lib/auth/guard'
import { otpRequestSchema, otpVerifySchema } from '@/lib/auth/schema'
import { CODE_SENT, requestCode, verifyCode } from '@/lib/auth/service'
import { jsonBody, parse, queryOf, route } from '@/lib/http'

// GET /adminpanel/requestpassword/?email= — mails a reset code; the same answer for any address
export const GET = route(async (request) => {
  const { email } = parse(otpRequestSchema, queryOf(request))
  await requestCode(email, clientIp(request))
  return NextResponse.json({ success: CODE_SENT }, { headers: { 'Cache-Control': 'no-store' } })
})

// POST /adminpanel/requestpassword/ — {email, otp} verifies the code
export const POST = route(async (request) => {
  assertSameOrigin(request)
  const { email, otp } = parse(otpVerifySchema, await jsonBody(request, 4096))
  await verifyCode(email, otp, clientIp(request))
  return NextResponse.json({ success: 'OTP verified successfully. You can now reset your password.' })
})

import { NextResponse } from 'next/server'
import { assertSameOrigin, clientIp } from '@/lib/auth/guard'
import { resetPasswordSchema } from '@/lib/auth/schema'
import { resetPassword } from '@/lib/auth/service'
import { jsonBody, parse, route } from '@/lib/http'

// POST /adminpanel/resetpassword/ — {email, new_password, confirm_password}, after a verified code
export const POST = route(async (request) => {
  assertSameOrigin(request)
  const input = parse(resetPasswordSchema, await jsonBody(request, 4096))
  await resetPassword(input, clientIp(request))
  return NextResponse.json({ success: 'Password reset successfully.' })
})

import { NextResponse } from 'next/server'
import { jsonBody, parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { assertSameOrigin, clientIp } from '@/lib/auth/guard'
import { acceptInvite } from '@/lib/auth/invitations'
import { acceptInviteSchema } from '@/lib/auth/invite-schema'

// POST /adminpanel/volunteers/accept/ {token, new_password, confirm_password} — an invited account
// (a desk volunteer, a reviewer) sets its password with the invitation link's token (once, within
// 72 h; no session)
export const POST = route(async (request) => {
  assertSameOrigin(request)
  const input = parse(acceptInviteSchema, await jsonBody(request, 4 * 1024))
  return NextResponse.json(await acceptInvite(input, clientIp(request)))
})

import { NextResponse } from 'next/server'
import { jsonBody, parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { LINK_SENT_MESSAGE } from '@/lib/registrations/flow'
import { requestLinks } from '@/lib/registrations/link-request'
import { linkRequestSchema } from '@/lib/registrations/schema'

// POST /uppedicon/registration/link/ — {email}: mail that address the links to its registrations'
// pages in the current edition; the same 202 whether or not it is registered (rate limited)
export const POST = route(async (request) => {
  const input = parse(linkRequestSchema, await jsonBody(request, 4 * 1024))
  await limitPublicWrite('link', request, input.email)
  await requestLinks(input)
  return NextResponse.json({ message: LINK_SENT_MESSAGE }, { status: 202 })
})

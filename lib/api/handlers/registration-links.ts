// "Already registered? Get your link", at /uppedicon/registration/link/
// (app/uppedicon/registration/link/route.ts), and from the form's server action
// (lib/api/actions/link-request.ts).
import { NextResponse } from 'next/server'
import type { RequestHeaders } from '@/lib/net/client-address'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { LINK_SENT_MESSAGE } from '@/lib/registrations/flow'
import { requestLinks } from '@/lib/registrations/link-request'
import { linkRequestSchema } from '@/lib/registrations/schema'
import { jsonBody, parse } from '../input'
import { route } from '../route'

/** Mails the address the links to its registrations (rate limited); the same whether or not it has any. */
export async function linksFromForm(body: unknown, request: RequestHeaders) {
  const input = parse(linkRequestSchema, body)
  await limitPublicWrite('link', request, input.email)
  await requestLinks(input)
}

// POST /uppedicon/registration/link/ — {email}: mail that address the links to its registrations'
// pages in the current edition; the same 202 whether or not it is registered (rate limited)
export const POST = route(async (request) => {
  await linksFromForm(await jsonBody(request, 4 * 1024), request)
  return NextResponse.json({ message: LINK_SENT_MESSAGE }, { status: 202 })
})

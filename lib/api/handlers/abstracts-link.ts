// "Send me a link" of the call for abstracts, at /uppedicon/abstracts/link/
// (app/uppedicon/abstracts/link/route.ts), and from the form's server action
// (lib/api/actions/abstracts.ts).
import { NextResponse } from 'next/server'
import { requestSubmitterLink } from '@/lib/abstracts/link-request'
import { submitterLinkSchema } from '@/lib/abstracts/schema'
import { LINK_REQUEST_SENT } from '@/lib/abstracts/words'
import type { RequestHeaders } from '@/lib/net/client-address'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { jsonBody, parse } from '../input'
import { route } from '../route'

/** Mails the address the link to its pages of the call (rate limited); the same answer for every address. */
export async function submitterLinkFromForm(body: unknown, request: RequestHeaders) {
  const input = parse(submitterLinkSchema, body)
  await limitPublicWrite('abstracts', request, input.email)
  await requestSubmitterLink(input)
}

// POST /uppedicon/abstracts/link/ — {email}: mail that address the link to its pages of the
// current edition's call for abstracts; the same 202 for every address (rate limited)
export const POST = route(async (request) => {
  await submitterLinkFromForm(await jsonBody(request, 4 * 1024), request)
  return NextResponse.json({ message: LINK_REQUEST_SENT }, { status: 202 })
})

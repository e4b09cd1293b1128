// Visitors' messages, at the spec's /uppedicon/contactus/ (app/uppedicon/contactus/route.ts);
// the organisers read them at /adminpanel/messages/ (app/adminpanel/messages/route.ts). The contact
// form's server action (lib/api/actions/contact.ts) stores them the same way.
import { contactMessageSchema } from '@/lib/messages/schema'
import { createContactMessage } from '@/lib/messages/service'
import type { RequestHeaders } from '@/lib/net/client-address'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { jsonBody, parse } from '../input'
import { created, route } from '../route'

// A message is a few kilobytes at most; anything far larger is refused before parsing (413).
const BODY_LIMIT = 32 * 1024

/** Stores a visitor's message (the JSON body, or the contact form's fields). */
export async function contactFromForm(body: unknown, request: RequestHeaders) {
  const input = parse(contactMessageSchema, body)
  await limitPublicWrite('contact', request, input.email)
  return createContactMessage(input)
}

// POST /uppedicon/contactus/ — store a visitor's message {name, email, mobile_number, message}
export const POST = route(async (request) =>
  created(await contactFromForm(await jsonBody(request, BODY_LIMIT), request)),
)

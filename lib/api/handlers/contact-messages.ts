// Visitors' messages, at the spec's /uppedicon/contactus/ (app/uppedicon/contactus/route.ts);
// the organisers read them at /adminpanel/messages/ (app/adminpanel/messages/route.ts).
import { contactMessageSchema } from '@/lib/messages/schema'
import { createContactMessage } from '@/lib/messages/service'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { jsonBody, parse } from '../input'
import { created, route } from '../route'

// A message is a few kilobytes at most; anything far larger is refused before parsing (413).
const BODY_LIMIT = 32 * 1024

// POST /uppedicon/contactus/ — store a visitor's message {name, email, mobile_number, message}
export const POST = route(async (request) => {
  const input = parse(contactMessageSchema, await jsonBody(request, BODY_LIMIT))
  await limitPublicWrite('contact', request, input.email)
  return created(await createContactMessage(input))
})

import { jsonBody, parse } from '@/lib/api/input'
import { created, route } from '@/lib/api/route'
import { registerGroup } from '@/lib/groups/register'
import { groupSchema } from '@/lib/groups/schema'
import { limitPublicWrite } from '@/lib/rate-limit/public'

/** Fifty delegates' rows are some 40 KB of JSON. */
const BODY_LIMIT = 128 * 1024

// POST /uppedicon/groups/ — an institution registers several delegates at once (JSON: institution,
// gstin, address, state, contact_name, contact_email, contact_mobile, delegates[] as the registration
// form's fields); all or nothing, each delegate priced on its own; the answer carries the group's
// page token, its number, each delegate's registration and the amount due
export const POST = route(async (request) => {
  const input = parse(groupSchema, await jsonBody(request, BODY_LIMIT))
  await limitPublicWrite('group', request, input.contact_email)
  return created(await registerGroup(input))
})

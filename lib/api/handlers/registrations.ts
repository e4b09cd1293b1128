// Delegates' registrations, at the spec's /uppedicon/participants/ (app/uppedicon/participants/route.ts),
// and from the registration form's server action (lib/api/actions/registration.ts).
import type { RequestHeaders } from '@/lib/net/client-address'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { submitRegistration } from '@/lib/registrations/register'
import { registrationSchema } from '@/lib/registrations/schema'
import { assertCurrentRegistrationToken, registrationToken } from '@/lib/registrations/token'
import { FORM_LIMIT_BYTES, formFile } from '@/lib/registrations/upload'
import { formBody, formFields, parse } from '../input'
import { created, route } from '../route'

/** Registers the delegate a form describes (its fields and optional LoP file); answers it with its token. */
export async function registerFromForm(form: Record<string, string | File>, request: RequestHeaders) {
  const input = parse(registrationSchema, formFields(form))
  if (input.participant_id)
    await assertCurrentRegistrationToken(input.participant_id, input.participant_token)
  await limitPublicWrite('register', request, input.email)
  const lop = await formFile(form, 'LoP', false)
  const registration = await submitRegistration(input, lop, input.participant_id)
  return { ...registration, token: registrationToken(registration.id) }
}

// POST /uppedicon/participants/ — register a delegate (multipart, optional LoP file; the browser
// that made a registration may correct it before paying with participant_id and participant_token);
// the amount is computed on the server from the category's slab and the workshops added (workshops=1,2;
// 409 "This workshop is full." when one has no seat left); the answer carries the registration's token
export const POST = route(async (request) =>
  created(await registerFromForm(await formBody(request, FORM_LIMIT_BYTES), request)),
)

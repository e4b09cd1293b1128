// Delegates' registrations, at the spec's /uppedicon/participants/ (app/uppedicon/participants/route.ts),
// and from the registration form's server action (lib/api/actions/registration.ts).
import { notFound } from '@/lib/api/errors'
import type { RequestHeaders } from '@/lib/net/client-address'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { REGISTRATION_TOKEN_HEADER } from '@/lib/registrations/flow'
import { checkoutPayTo, NO_REGISTRATION } from '@/lib/registrations/pay-by-transfer'
import { submitRegistration } from '@/lib/registrations/register'
import { registrationIdOf } from '@/lib/registrations/review'
import { registrationSchema } from '@/lib/registrations/schema'
import { assertCurrentRegistrationToken, registrationToken } from '@/lib/registrations/token'
import { FORM_LIMIT_BYTES, formFile } from '@/lib/registrations/upload'
import { formBody, formFields, parse } from '../input'
import { created, privateJson, route } from '../route'

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

// GET /uppedicon/participants/<id>/pay-to/ — where the registration's current holder (its token in
// the X-Registration-Token header) may pay its fee by UPI or bank transfer: `{ pay_to }`, null when
// nothing is owed or the organisers set no account; 403 for another token, 404 for no such
// registration; never cached
export const payTo = route<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const id = registrationIdOf((await params).id)
  if (!id) throw notFound(NO_REGISTRATION)
  const token = request.headers.get(REGISTRATION_TOKEN_HEADER) ?? undefined
  return privateJson({ pay_to: await checkoutPayTo(id, token) })
})

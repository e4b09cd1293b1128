// Delegates' registrations, at the spec's /uppedicon/participants/ (app/uppedicon/participants/route.ts).
import { registerParticipant } from '@/lib/registrations/register'
import { participantSchema } from '@/lib/registrations/schema'
import { participantToken } from '@/lib/registrations/token'
import { FORM_LIMIT_BYTES, formFile } from '@/lib/registrations/upload'
import { formBody, formFields, parse } from '../input'
import { created, route } from '../route'

// POST /uppedicon/participants/ — register a delegate (multipart, optional LoP file); the
// amount is computed from the category on the server; the answer carries the registration's token
export const POST = route(async (request) => {
  const form = await formBody(request, FORM_LIMIT_BYTES)
  const input = parse(participantSchema, formFields(form))
  const registration = await registerParticipant(input, await formFile(form, 'LoP', false))
  return created({ ...registration, token: participantToken(registration.id) })
})

import { NextResponse } from 'next/server'
import { formBody, formFields, parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { participantSchema } from '@/lib/registrations/schema'
import { registerParticipant } from '@/lib/registrations/service'
import { participantToken } from '@/lib/registrations/token'
import { FORM_LIMIT_BYTES, formFile } from '@/lib/registrations/upload'

// POST /uppedicon/participants/ — register a delegate (multipart, optional LoP file); the
// amount is computed from the category on the server; the answer carries the registration's token
export const POST = route(async (request) => {
  const form = await formBody(request, FORM_LIMIT_BYTES)
  const input = parse(participantSchema, formFields(form))
  const lop = await formFile(form, 'LoP', false)
  const registration = await registerParticipant(input, lop)
  return NextResponse.json({ ...registration, token: participantToken(registration.id) }, { status: 201 })
})

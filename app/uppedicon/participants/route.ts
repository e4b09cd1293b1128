import { NextResponse } from 'next/server'
import { formBody, formFields, parse, route } from '@/lib/http'
import { participantSchema } from '@/lib/registrations/schema'
import { registerParticipant } from '@/lib/registrations/service'
import { FORM_LIMIT_BYTES, formFile } from '@/lib/registrations/upload'

// POST /uppedicon/participants/ — register a delegate (multipart, optional LoP file); the
// amount is computed from the category on the server
export const POST = route(async (request) => {
  const form = await formBody(request, FORM_LIMIT_BYTES)
  const input = parse(participantSchema, formFields(form), 422)
  const lop = await formFile(form, 'LoP', false)
  return NextResponse.json(await registerParticipant(input, lop), { status: 201 })
})

import { NextResponse } from 'next/server'
import { formBody, formFields, parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { paymentDetailsSchema, REQUIRED_FIELDS_MESSAGE } from '@/lib/registrations/schema'
import { submitPaymentProof } from '@/lib/registrations/service'
import { assertParticipantToken } from '@/lib/registrations/token'
import { FORM_LIMIT_BYTES, formFile } from '@/lib/registrations/upload'

// POST /uppedicon/paymentdetails/ — proof of payment (multipart: payment_option, transaction_id,
// transaction_date, proof_of_payment, optional participant_id with its participant_token)
export const POST = route(async (request) => {
  const form = await formBody(request, FORM_LIMIT_BYTES)
  const input = parse(paymentDetailsSchema, formFields(form))
  if (input.participant_id) assertParticipantToken(input.participant_id, input.participant_token)
  const file = await formFile(form, 'proof_of_payment', REQUIRED_FIELDS_MESSAGE)
  return NextResponse.json(await submitPaymentProof(input, file!), { status: 201 })
})

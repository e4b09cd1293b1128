// Delegates' payment proofs, at the spec's /uppedicon/paymentdetails/
// (app/uppedicon/paymentdetails/route.ts), and from the proof form's server action
// (lib/api/actions/payment-proof.ts).
import type { RequestHeaders } from '@/lib/net/client-address'
import { setRegistrationCookies } from '@/lib/net/secret-cookies'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { REQUIRED_FIELDS_MESSAGE } from '@/lib/registrations/flow'
import { submitPaymentProof } from '@/lib/registrations/proofs'
import { paymentDetailsSchema } from '@/lib/registrations/schema'
import { assertCurrentRegistrationToken } from '@/lib/registrations/token'
import { FORM_LIMIT_BYTES, formFile } from '@/lib/registrations/upload'
import { formBody, formFields, parse } from '../input'
import { created, route } from '../route'

/** Records the proof a form carries (its fields, file and registration with its token). */
export async function proofFromForm(form: Record<string, string | File>, request: RequestHeaders) {
  const input = parse(paymentDetailsSchema, formFields(form))
  await assertCurrentRegistrationToken(input.participant_id, input.participant_token)
  await limitPublicWrite('proof', request, input.participant_id)
  const file = await formFile(form, 'proof_of_payment', REQUIRED_FIELDS_MESSAGE)
  return submitPaymentProof(input, file!)
}

// POST /uppedicon/paymentdetails/ — proof of payment (multipart: payment_option, transaction_id,
// transaction_date, proof_of_payment, and the registration it belongs to: participant_id with
// its participant_token). The answer also sets the registration's cookie, so this browser opens
// the delegate's page next without the token in its address.
export const POST = route(async (request) => {
  const form = await formBody(request, FORM_LIMIT_BYTES)
  const response = created(await proofFromForm(form, request))
  const input = formFields(form)
  setRegistrationCookies(response.headers, Number(input.participant_id), String(input.participant_token))
  return response
})

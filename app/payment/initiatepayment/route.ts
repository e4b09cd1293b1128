import { NextResponse } from 'next/server'
import { jsonBody, parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { startPayment } from '@/lib/payments/service'
import { initiatePaymentSchema } from '@/lib/registrations/schema'
import { assertParticipantToken } from '@/lib/registrations/token'

// POST /payment/initiatepayment/ — start a card payment for a registration. Of the spec's JSON
// only participant_id (with its participant_token) is used: the amount, merchantTxnNo and
// returnURL are decided here.
export const POST = route(async (request) => {
  const { participant_id, participant_token } = parse(initiatePaymentSchema, await jsonBody(request))
  assertParticipantToken(participant_id, participant_token)
  const { redirectURI, tranCtx, merchantTxnNo, amount } = await startPayment(participant_id)
  return NextResponse.json({ redirectURI, tranCtx, merchantTxnNo, amount })
})

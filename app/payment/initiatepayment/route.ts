import { NextResponse } from 'next/server'
import { jsonBody, parse, route } from '@/lib/http'
import { startPayment } from '@/lib/payments/service'
import { initiatePaymentSchema } from '@/lib/registrations/schema'

// POST /payment/initiatepayment/ — start a card payment for a registration. Of the spec's JSON
// only participant_id is used: the amount, merchantTxnNo and returnURL are decided here.
export const POST = route(async (request) => {
  const { participant_id } = parse(initiatePaymentSchema, await jsonBody(request))
  const { redirectURI, tranCtx, merchantTxnNo, amount } = await startPayment(participant_id)
  return NextResponse.json({ redirectURI, tranCtx, merchantTxnNo, amount })
})

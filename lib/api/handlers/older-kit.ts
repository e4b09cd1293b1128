// The older ICICI Merchant Solutions kit (docs/payments.md), at the spec's /payment/createpayment/
// and its return /payment/msreturn.
import { NextResponse } from 'next/server'
import { siteAddress } from '@/lib/env'
import { createMsPayment, createPaymentSchema, handleMsReturn } from '@/lib/payments/ms-service'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { assertParticipantToken, participantToken } from '@/lib/registrations/token'
import { ApiError } from '../errors'
import { jsonBody, parse } from '../input'
import { route } from '../route'

// POST /payment/createpayment/ — {TxnRefNo, Amount, CurrencyCode, OrderInfo, Email, Phone, Address,
// Designation, Name, ReturnUrl} with participant_id and participant_token → {EncData, MerchantId,
// TerminalId, BankId}; the amount, reference and return address are decided here.
export const create = route(async (request) => {
  const input = parse(createPaymentSchema, await jsonBody(request))
  assertParticipantToken(input.participant_id, input.participant_token)
  await limitPublicWrite('payment', request, input.participant_id)
  return NextResponse.json(await createMsPayment(input))
})

// GET /payment/msreturn?TxnRefNo=&paymentResponse= — the kit's return: verified and recorded, then
// the payer lands on /payment-details with the same parameters and the outcome.
export const back = route(async (request) => {
  const paymentResponse = new URL(request.url).searchParams.get('paymentResponse') ?? ''
  let query: URLSearchParams
  try {
    const { status, txnRefNo, participantId } = await handleMsReturn(paymentResponse)
    query = new URLSearchParams({
      TxnRefNo: txnRefNo,
      paymentResponse,
      status,
      participant_id: String(participantId),
      participant_token: participantToken(participantId),
    })
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return NextResponse.redirect(siteAddress('/payment?error=unverified'), 303)
  }
  return NextResponse.redirect(siteAddress(`/payment-details?${query}`), 303)
})

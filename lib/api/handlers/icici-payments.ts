// Payments through the icici kit, ICICI's older Merchant Solutions redirect kit (docs/payments.md),
// at the spec's /payment/createpayment/ and its return /payment/msreturn.
import { NextResponse } from 'next/server'
import { siteAddress } from '@/lib/env'
import { setRegistrationCookies } from '@/lib/net/secret-cookies'
import { iciciProvider } from '@/lib/payments/gateways'
import { handleIciciReturn } from '@/lib/payments/service/returns'
import { startSaleWith } from '@/lib/payments/service/sales'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { initiatePaymentSchema } from '@/lib/registrations/schema'
import { assertCurrentRegistrationToken, currentRegistrationToken } from '@/lib/registrations/token'
import { ApiError } from '../errors'
import { jsonBody, parse } from '../input'
import { route } from '../route'

/**
 * The spec's createpayment body plus the registration it pays: participant_id with the token
 * issued with it; the spec's other fields are ignored, the amount is ours.
 */
const createPaymentSchema = initiatePaymentSchema.loose()

// POST /payment/createpayment/ — {TxnRefNo, Amount, CurrencyCode, OrderInfo, Email, Phone, Address,
// Designation, Name, ReturnUrl} with participant_id and participant_token → {EncData, MerchantId,
// TerminalId, BankId}; the amount, reference and return address are decided here.
export const create = route(async (request) => {
  const input = parse(createPaymentSchema, await jsonBody(request))
  await assertCurrentRegistrationToken(input.participant_id, input.participant_token)
  await limitPublicWrite('payment', request, input.participant_id)
  const sale = await startSaleWith(iciciProvider, input.participant_id)
  return NextResponse.json({
    ...sale.page.form,
    TxnRefNo: sale.merchantTxnNo,
    redirectURL: sale.page.redirectURI,
    amount: sale.amountPaise / 100,
  })
})

// GET /payment/msreturn?TxnRefNo=&paymentResponse= — the kit's return: verified and recorded, then
// the payer lands on /payment-details with the same parameters, the outcome and the registration
// (whose token goes in its cookie, not in the address).
export const back = route(async (request) => {
  const paymentResponse = new URL(request.url).searchParams.get('paymentResponse') ?? ''
  const target = new URL(siteAddress('/payment-details'))
  let registrationId: number
  try {
    const verdict = await handleIciciReturn(paymentResponse)
    registrationId = verdict.registrationId
    target.search = new URLSearchParams({
      TxnRefNo: verdict.txnRefNo,
      paymentResponse,
      status: verdict.status,
      registration: String(registrationId),
    }).toString()
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return NextResponse.redirect(siteAddress('/payment?error=unverified'), 303)
  }
  const response = NextResponse.redirect(target, 303)
  setRegistrationCookies(response.headers, registrationId, await currentRegistrationToken(registrationId))
  return response
})

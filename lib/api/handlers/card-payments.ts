// Card payments through the bank's gateway (docs/payments.md), at the spec's paths:
// /payment/initiatepayment/ (start), /payment/transactionstatus/ (the checkout page's polls) and
// /payment-callback (the gateway's browser return and server-to-server advices).
import { NextResponse, type NextRequest } from 'next/server'
import { siteAddress } from '@/lib/env'
import { groupPage } from '@/lib/net/private-requests'
import { handleGatewayReturn, transactionStatus } from '@/lib/payments/service/returns'
import { beginPayment } from '@/lib/payments/service/sales'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { initiatePaymentSchema, transactionStatusSchema } from '@/lib/registrations/schema'
import { assertRegistrationToken } from '@/lib/registrations/token'
import { ApiError } from '../errors'
import { formBody, formFields, isJson, jsonBody, parse } from '../input'
import { route } from '../route'

// POST /payment/initiatepayment/ — start a card payment for a registration. Of the spec's JSON
// only participant_id (with its participant_token) is used: the amount, merchantTxnNo and
// returnURL are decided here. Repeated within a minute it answers the same sale; replaces_txn (the
// sale the payer gives up, "pay again") starts a new one. After the registration's fee slab ended,
// the answer is {repriced: true, amount, previous_amount, slab, message} instead: nothing is charged yet.
export const start = route(async (request) => {
  const input = parse(initiatePaymentSchema, await jsonBody(request))
  // A token never issued for this registration is refused before it counts or reads anything.
  assertRegistrationToken(input.participant_id, input.participant_token)
  await limitPublicWrite('payment', request, input.participant_id)
  const started = await beginPayment(input.participant_id, input.participant_token, {
    replaces: input.replaces_txn,
  })
  if ('repriced' in started) return NextResponse.json(started)
  const { redirectURI, tranCtx, merchantTxnNo, amount } = started
  return NextResponse.json({ redirectURI, tranCtx, merchantTxnNo, amount })
})

// POST /payment/transactionstatus/ — {merchantTxnNo, originalTxnNo, transactionType=STATUS, fresh}
// (form-encoded as the spec's client sends it, or JSON) → {txnStatus: SUC | REJ | ERR | REQ}. A
// request without fresh=true is one of the checkout's polls.
export const status = route(async (request) => {
  const body = isJson(request) ? await jsonBody(request) : formFields(await formBody(request, 16 * 1024))
  const { merchantTxnNo, fresh } = parse(transactionStatusSchema, body)
  await limitPublicWrite('status', request, merchantTxnNo)
  return NextResponse.json(await transactionStatus(merchantTxnNo, { poll: !fresh }), {
    headers: { 'cache-control': 'no-store' },
  })
})

// The browser's return (a navigation) is told apart from the bank's server-to-server advice.
const isBrowser = (request: NextRequest) =>
  request.headers.get('sec-fetch-mode') === 'navigate' ||
  (request.headers.get('accept') ?? '').includes('text/html')

// POST /payment-callback — the gateway's return to returnURL (browser form POST) and its payment
// advice (server to server, answered 200 every time it is repeated). The hash is verified and the
// outcome confirmed with STATUS; the browser then lands on /payment, which informs the opener (a
// group's contact on the group's page).
export const callback = route(async (request) => {
  const browser = isBrowser(request)
  try {
    const fields = formFields(await formBody(request, 32 * 1024))
    const outcome = await handleGatewayReturn(fields, browser ? 'return' : 'advice')
    if (!browser) return NextResponse.json({ status: outcome.status })
    // A group's contact goes back to the group's page (its cookie opens it), which shows the outcome.
    const next = outcome.groupId ? groupPage(outcome.groupId) : `/payment?txn=${outcome.merchantTxnNo}`
    return NextResponse.redirect(siteAddress(next), 303)
  } catch (error) {
    if (!browser || !(error instanceof ApiError)) throw error
    return NextResponse.redirect(siteAddress('/payment?error=unverified'), 303)
  }
})

// GET /payment-callback — nothing to show without the gateway's POST.
export const callbackPage = route(() => NextResponse.redirect(siteAddress('/'), 303))

import { NextResponse } from 'next/server'
import { ApiError } from '@/lib/api/errors'
import { route } from '@/lib/api/route'
import { handleMsReturn } from '@/lib/payments/ms-service'

// GET /payment/msreturn?TxnRefNo=&paymentResponse= — the older kit's return: verified and
// recorded, then the payer lands on /payment-details with the same parameters and the outcome.
export const GET = route(async (request) => {
  const url = new URL(request.url)
  const paymentResponse = url.searchParams.get('paymentResponse') ?? ''
  const target = new URL('/payment-details', request.url)
  try {
    const { status, txnRefNo } = await handleMsReturn(paymentResponse)
    target.search = new URLSearchParams({ TxnRefNo: txnRefNo, paymentResponse, status }).toString()
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return NextResponse.redirect(new URL('/payment?error=unverified', request.url), 303)
  }
  return NextResponse.redirect(target, 303)
})

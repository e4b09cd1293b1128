import { NextResponse } from 'next/server'
import { formBody, formFields, jsonBody, parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { transactionStatus } from '@/lib/payments/service'
import { transactionStatusSchema } from '@/lib/registrations/schema'

// POST /payment/transactionstatus/ — {merchantTxnNo, originalTxnNo, transactionType=STATUS}
// (form-encoded as the spec's client sends it, or JSON) → {txnStatus: SUC | REJ | ERR | REQ}
export const POST = route(async (request) => {
  const json = (request.headers.get('content-type') ?? '').includes('application/json')
  const body = json ? await jsonBody(request) : formFields(await formBody(request, 16 * 1024))
  return NextResponse.json(await transactionStatus(parse(transactionStatusSchema, body)), {
    headers: { 'cache-control': 'no-store' },
  })
})

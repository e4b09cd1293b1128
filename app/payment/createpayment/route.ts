import { NextResponse } from 'next/server'
import { jsonBody, parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { createMsPayment, createPaymentSchema } from '@/lib/payments/ms-service'

// POST /payment/createpayment/ — the older ICICI Merchant Solutions kit: {TxnRefNo, Amount,
// CurrencyCode, OrderInfo, Email, Phone, Address, Designation, Name, ReturnUrl} → {EncData,
// MerchantId, TerminalId, BankId}; the registration is found by Email + Phone and the amount,
// reference and return address are decided here.
export const POST = route(async (request) => {
  return NextResponse.json(await createMsPayment(parse(createPaymentSchema, await jsonBody(request))))
})

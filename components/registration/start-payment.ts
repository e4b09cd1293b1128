'use client'

// PAY NOW's request: POST /payment/initiatepayment/ with the registration and its token; answers
// the gateway page's address, or the message to show (the spec's texts for an incomplete answer).
import { apiRequest } from '@/lib/api/client'
import type { ApiError } from '@/lib/api/errors'
import type { RepricedPayment, StartedPayment } from '@/lib/payments/schema'
import { INCOMPLETE_GATEWAY_RESPONSE, type SavedRegistration } from '@/lib/registrations/flow'

const NOT_STARTED = 'The payment could not be started. Please try again in a few minutes.'

/** `replaces`: "pay again" after an unfinished payment, the merchantTxnNo given up. */
export async function startPayment(
  saved: SavedRegistration,
  replaces?: string,
): Promise<{ url: string; merchantTxnNo: string } | { error: string } | { repriced: RepricedPayment }> {
  let body: (Partial<StartedPayment> & Partial<RepricedPayment>) | null
  try {
    body = await apiRequest<(Partial<StartedPayment> & Partial<RepricedPayment>) | null>(
      '/payment/initiatepayment/',
      {
        body: {
          participant_id: saved.registrationId,
          participant_token: saved.token,
          amount: saved.amount.toFixed(2),
          customerEmailID: saved.email,
          customerName: saved.name,
          customerMobileNo: saved.mobile_number,
          ...(replaces ? { replaces_txn: replaces } : {}),
        },
        fallback: NOT_STARTED,
      },
    )
  } catch (error) {
    return { error: (error as ApiError).message }
  }
  // The fee slab ended since registering: the new amount, to show before paying.
  if (body?.repriced) return { repriced: body as RepricedPayment }
  if (!body?.redirectURI || !body.tranCtx || !body.merchantTxnNo)
    return { error: INCOMPLETE_GATEWAY_RESPONSE }
  return {
    url: `${body.redirectURI}?tranCtx=${encodeURIComponent(body.tranCtx)}`,
    merchantTxnNo: body.merchantTxnNo,
  }
}

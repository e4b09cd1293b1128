import { errorResponse, route } from '@/lib/api/route'
import { findByReceiptToken, receiptResponse } from '@/lib/receipts/service'

type Context = { params: Promise<{ token: string }> }

// GET /receipt/<token> — the delegate's receipt PDF, through the unguessable link of their
// confirmation e-mail (no sign-in; an unknown or malformed token is a 404, never cached)
export const GET = route<Context>(async (_request, { params }) => {
  const participant = await findByReceiptToken((await params).token)
  if (!participant)
    return errorResponse(404, 'No receipt was found for this link.', undefined, {
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    })
  return receiptResponse(participant)
})

import { errorResponse, route } from '@/lib/api/route'
import { findByReceiptToken, receiptResponse } from '@/lib/receipts/service'

type Context = { params: Promise<{ token: string }> }

// GET /receipt/<token> — the delegate's receipt PDF, through the unguessable link of their
// confirmation e-mail (no sign-in; an unknown or malformed token is a 404, never cached): the
// tax invoice when one was issued; ?credit-note=<id>: one of its credit notes
export const GET = route<Context>(async (request, { params }) => {
  const registration = await findByReceiptToken((await params).token)
  if (!registration)
    return errorResponse(404, 'No receipt was found for this link.', undefined, {
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    })
  const creditNote = new URL(request.url).searchParams.get('credit-note')
  return receiptResponse(registration, creditNote === null ? undefined : Number(creditNote) || -1)
})

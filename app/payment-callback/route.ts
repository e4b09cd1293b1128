import { NextResponse, type NextRequest } from 'next/server'
import { ApiError } from '@/lib/api/errors'
import { formBody, formFields } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { handleGatewayReturn } from '@/lib/payments/service'

// The browser's return (a navigation) is told apart from the bank's server-to-server advice.
const isBrowser = (request: NextRequest) =>
  request.headers.get('sec-fetch-mode') === 'navigate' ||
  (request.headers.get('accept') ?? '').includes('text/html')

// POST /payment-callback — the gateway's return to returnURL (browser form POST) and its payment
// advice (server to server, answered 200 every time it is repeated). The hash is verified and the
// outcome confirmed with STATUS; the browser then lands on /payment, which informs the opener.
export const POST = route(async (request) => {
  const browser = isBrowser(request)
  try {
    const fields = formFields(await formBody(request, 32 * 1024))
    const outcome = await handleGatewayReturn(fields, browser ? 'return' : 'advice')
    if (!browser) return NextResponse.json({ status: outcome.status })
    return NextResponse.redirect(new URL(`/payment?txn=${outcome.merchantTxnNo}`, request.url), 303)
  } catch (error) {
    if (!browser || !(error instanceof ApiError)) throw error
    return NextResponse.redirect(new URL('/payment?error=unverified', request.url), 303)
  }
})

// GET /payment-callback — nothing to show without the gateway's POST.
export const GET = route((request) => NextResponse.redirect(new URL('/', request.url), 303))

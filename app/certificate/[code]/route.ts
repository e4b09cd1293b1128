import { route } from '@/lib/api/route'
import { verificationResponse } from '@/lib/certificates/verification'

type Context = { params: Promise<{ code: string }> }

// GET /certificate/<code> — the public verification page (HTML: who attended which edition,
// with the CME hours, or that it was revoked and when; 404 "This certificate code is unknown.");
// GET /certificate/<code>.pdf — the certificate itself (410 once revoked; limited per client)
export const GET = route<Context>(async (request, { params }) =>
  verificationResponse((await params).code, request),
)

import { route } from '@/lib/api/route'
import { verificationResponse } from '@/lib/certificates/verification'

type Context = { params: Promise<{ code: string }> }

// GET /certificate/<code> — the public verification page (HTML: who attended which edition,
// with the CME hours; 404 "This certificate code is unknown."); GET /certificate/<code>.pdf —
// the certificate itself
export const GET = route<Context>(async (_request, { params }) => verificationResponse((await params).code))

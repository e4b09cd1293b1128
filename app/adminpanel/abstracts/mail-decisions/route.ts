import { mailDecisions } from '@/lib/abstracts/decisions'
import { privateJson } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'

// POST /adminpanel/abstracts/mail-decisions/ — every decision not mailed yet becomes final and its
// mail is queued to the submitter; answers the abstracts' numbers (admin, audited)
export const POST = adminWrite(async (_request, actor) => privateJson(await mailDecisions(actor)))

import { assignReviewers } from '@/lib/abstracts/assignment'
import { privateJson } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'

// POST /adminpanel/abstracts/assign/ — gives every submitted, undecided abstract its missing
// reviewers; answers how many were added and which abstracts still lack some (admin, audited)
export const POST = adminWrite(async (_request, actor) => privateJson(await assignReviewers(actor)))

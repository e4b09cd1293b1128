import { ApiError } from '@/lib/api/errors'
import { formBody } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'
import { creditsToReview, importStatement } from '@/lib/payments/statements/import'

/** A statement's export (CSV, XLS or XLSX): a few thousand lines at most. */
const MAX_BYTES = 5 * 1024 * 1024

// GET /adminpanel/statements/ — the imported credits that want an organiser's eye (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson(await creditsToReview())
})

// POST /adminpanel/statements/ — multipart `file`: the bank's statement as CSV, XLS or XLSX. Exact matches are
// verified as paid, near ones proposed, the rest listed; credits seen before are left alone.
export const POST = adminWrite(async (request, actor) => {
  const { file } = await formBody(request, MAX_BYTES, 5)
  if (!(file instanceof File))
    throw new ApiError('invalid', 'Choose the statement file (CSV, XLS or XLSX).', {
      fields: { file: ['Choose the statement file (CSV, XLS or XLSX).'] },
    })
  return privateJson(await importStatement(actor, new Uint8Array(await file.arrayBuffer())))
})

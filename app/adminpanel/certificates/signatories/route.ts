import { formBody, parse, queryOf } from '@/lib/api/input'
import { privateJson } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { editionOf } from '@/lib/certificates/edition-param'
import { signatorySchema } from '@/lib/certificates/schema'
import { addSignatory, removeSignatory } from '@/lib/certificates/settings'
import { idSchema } from '@/lib/forms'

// POST /adminpanel/certificates/signatories/?edition= — multipart name, designation, position,
// signature (an image, optional; stored as PNG): add a signatory, four at most (admin, audited)
export const POST = adminWrite(async (request, actor) => {
  const edition = editionOf(request)
  const form = await formBody(request)
  const input = parse(signatorySchema, form)
  const file = form.signature instanceof File ? form.signature : null
  return privateJson(await addSignatory(actor, edition, input, file))
})

// DELETE /adminpanel/certificates/signatories/?edition=&id= — remove a signatory and its
// signature image (admin, audited)
export const DELETE = adminWrite(async (request, actor) => {
  const edition = editionOf(request)
  const { id } = parse(idSchema, { id: queryOf(request).id })
  return privateJson(await removeSignatory(actor, edition, id))
})

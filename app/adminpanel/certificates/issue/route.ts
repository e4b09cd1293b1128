import { jsonBody, parse } from '@/lib/api/input'
import { privateJson } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { editionOf } from '@/lib/certificates/edition-param'
import { issueCertificates } from '@/lib/certificates/issue'
import { issueSchema } from '@/lib/certificates/schema'

// POST /adminpanel/certificates/issue/?edition= — {all: true} (every confirmed registration
// checked in for the edition) or {ids: [...]} (confirmed registrations of the edition, else 422):
// create the certificates and queue their mailing → {issued, existing} (admin, audited)
export const POST = adminWrite(async (request, actor) => {
  const edition = editionOf(request)
  const input = parse(issueSchema, await jsonBody(request, 256 * 1024))
  return privateJson(await issueCertificates(actor, edition, input))
})

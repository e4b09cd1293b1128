import { privateJson } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { editionOf } from '@/lib/certificates/edition-param'
import { issueRoleCertificates } from '@/lib/certificates/role-issue'

// POST /adminpanel/certificates/issue/roles/?edition= — certify the edition's programme roles
// whose session has ended (presenters, invited faculty, chairpersons) and queue their mailing;
// idempotent: a role already certified gets no second certificate nor mail → {issued, existing,
// without_email}; 422 while no session with a role has ended (admin, audited)
export const POST = adminWrite(async (request, actor) =>
  privateJson(await issueRoleCertificates(actor, editionOf(request))),
)

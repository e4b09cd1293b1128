import { route } from '@/lib/api/route'
import { requireActor } from '@/lib/auth/guard'
import { editionOf } from '@/lib/certificates/edition-param'
import { councilReportPdf } from '@/lib/cme/report-signed'
import { pdfResponse } from '@/lib/invoices/service'

// GET /adminpanel/cme/report/pdf/?edition= — the council's report as a PDF bearing the
// certificates' signatories: the certified delegates in state and out of state, and the feedback
// summary (admin; recorded in the audit trail)
export const GET = route(async (request) => {
  const actor = await requireActor(request)
  const edition = editionOf(request)
  return pdfResponse(await councilReportPdf(edition, actor), `cme-council-report-edition-${edition}.pdf`)
})

import { route } from '@/lib/api/route'
import { requireActor } from '@/lib/auth/guard'
import { editionOf } from '@/lib/certificates/edition-param'
import { exportCouncilReport } from '@/lib/cme/report'
import { csvResponse } from '@/lib/csv'

// GET /adminpanel/cme/report/?edition= — the council's report: every certified delegate with
// council, registration number, days and credit hours, in state then out of state, then the
// feedback summary, as CSV (admin; recorded in the audit trail)
export const GET = route(async (request) => {
  const actor = await requireActor(request)
  const edition = editionOf(request)
  return csvResponse(await exportCouncilReport(edition, actor), `cme-council-report-edition-${edition}.csv`)
})

import { route } from '@/lib/api/route'
import { requireActor } from '@/lib/auth/guard'
import { editionOf } from '@/lib/certificates/edition-param'
import { exportCouncilReport } from '@/lib/cme/report'
import { attachment } from '@/lib/csv'

// GET /adminpanel/cme/report/?edition= — the council's report: every certified delegate with
// council, registration number, days and credit hours, as CSV (admin; recorded in the audit trail)
export const GET = route(async (request) => {
  const actor = await requireActor(request)
  const edition = editionOf(request)
  return new Response(await exportCouncilReport(edition, actor), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(`cme-council-report-edition-${edition}.csv`),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})

import { route } from '@/lib/api/route'
import { requireActor } from '@/lib/auth/guard'
import { editionOf } from '@/lib/certificates/edition-param'
import { csvResponse } from '@/lib/csv'
import { exportFeedback } from '@/lib/feedback/summary'

// GET /adminpanel/feedback/export/?edition= — the feedback summary per question, free-text
// answers one a row, as CSV (admin; recorded in the audit trail)
export const GET = route(async (request) => {
  const actor = await requireActor(request)
  const edition = editionOf(request)
  return csvResponse(await exportFeedback(edition, actor), `feedback-edition-${edition}.csv`)
})

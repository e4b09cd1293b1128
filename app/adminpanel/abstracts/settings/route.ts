import { reviewSettings } from '@/lib/abstracts/committee'
import { saveReviewSettings } from '@/lib/abstracts/decisions'
import { reviewSettingsSchema } from '@/lib/abstracts/review-schema'
import { jsonBody, parse } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'

// GET /adminpanel/abstracts/settings/ — the current call's review criteria and reviewers per abstract (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson(await reviewSettings())
})

// PUT /adminpanel/abstracts/settings/ {criteria, reviewers_per_abstract} — sets them (the criteria
// are fixed once a review is saved: 409) (admin, audited)
export const PUT = adminWrite(async (request, actor) =>
  privateJson(
    await saveReviewSettings(parse(reviewSettingsSchema, await jsonBody(request, 4 * 1024)), actor),
  ),
)

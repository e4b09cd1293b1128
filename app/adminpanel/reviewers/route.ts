import { reviewerInviteSchema } from '@/lib/abstracts/review-schema'
import { inviteReviewer, listReviewers } from '@/lib/abstracts/reviewers'
import { jsonBody, parse } from '@/lib/api/input'
import { created, privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'

// GET /adminpanel/reviewers/ — the reviewers, their invitations, institutions, topics and load (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson({ reviewers: await listReviewers() })
})

// POST /adminpanel/reviewers/ {email, name, institution, topics} — invites a reviewer by e-mail (a
// one-time link, 72 h) (admin)
export const POST = adminWrite(async (request, actor) =>
  created(await inviteReviewer(parse(reviewerInviteSchema, await jsonBody(request, 8 * 1024)), actor)),
)

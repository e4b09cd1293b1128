import { NO_SUCH_ASSIGNMENT } from '@/lib/abstracts/review-words'
import { findMyReview, saveReview } from '@/lib/abstracts/reviewing'
import { notFound } from '@/lib/api/errors'
import { jsonBody } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { requireAdmin, sessionWrite } from '@/lib/auth/guard'
import { registrationIdOf } from '@/lib/registrations/review'

type Context = { params: Promise<{ id: string }> }

const idOf = async ({ params }: Context) => {
  const id = registrationIdOf((await params).id)
  if (!id) throw notFound(NO_SUCH_ASSIGNMENT)
  return id
}

// GET /adminpanel/reviews/<id>/ — one of the reviewer's assignments, blind (title, topic, type,
// sections), with their review; another reviewer's is 404
export const GET = route<Context>(async (request, context) => {
  const session = await requireAdmin(request)
  const review = await findMyReview(session.id, await idOf(context))
  if (!review) throw notFound(NO_SUCH_ASSIGNMENT)
  return privateJson(review)
})

// PUT /adminpanel/reviews/<id>/ {scores: [1-5 per criterion], comment, note?} — saves the
// reviewer's review (until the committee decides; audited)
export const PUT = sessionWrite<Context>(async (request, { session, actor }, context) => {
  const id = await idOf(context)
  return privateJson(await saveReview(session.id, id, await jsonBody(request, 32 * 1024), actor))
})

import { conflictSchema } from '@/lib/abstracts/review-schema'
import { NO_SUCH_ASSIGNMENT } from '@/lib/abstracts/review-words'
import { declareConflict } from '@/lib/abstracts/reviewing'
import { notFound } from '@/lib/api/errors'
import { jsonBody, parse } from '@/lib/api/input'
import { privateJson } from '@/lib/api/route'
import { sessionWrite } from '@/lib/auth/guard'
import { registrationIdOf } from '@/lib/registrations/review'

type Context = { params: Promise<{ id: string }> }

// POST /adminpanel/reviews/<id>/conflict/ {reason} — the reviewer declares a conflict of interest:
// the assignment closes and the abstract gets another eligible reviewer if any (audited)
export const POST = sessionWrite<Context>(async (request, { session, actor }, { params }) => {
  const id = registrationIdOf((await params).id)
  if (!id) throw notFound(NO_SUCH_ASSIGNMENT)
  const input = parse(conflictSchema, await jsonBody(request, 4 * 1024))
  return privateJson(await declareConflict(session.id, id, input, actor))
})

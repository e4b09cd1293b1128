import { decide } from '@/lib/abstracts/decisions'
import { decisionSchema } from '@/lib/abstracts/review-schema'
import { notFound } from '@/lib/api/errors'
import { jsonBody, parse } from '@/lib/api/input'
import { privateJson } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { registrationIdOf } from '@/lib/registrations/review'

type Context = { params: Promise<{ id: string }> }

// PUT /adminpanel/abstracts/<id>/decision/ {decision: accept_oral|accept_poster|reject} — the
// committee's decision, changeable until mailed (409 after) (admin, audited)
export const PUT = adminWrite<Context>(async (request, actor, { params }) => {
  const id = registrationIdOf((await params).id)
  if (!id) throw notFound('No submitted abstract was found with this id.')
  const { decision } = parse(decisionSchema, await jsonBody(request, 1024))
  return privateJson(await decide(id, decision, actor))
})

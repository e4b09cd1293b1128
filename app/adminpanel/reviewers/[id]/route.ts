import { revokeReviewer } from '@/lib/abstracts/reviewers'
import { notFound } from '@/lib/api/errors'
import { noContent } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { registrationIdOf } from '@/lib/registrations/review'

type Context = { params: Promise<{ id: string }> }

// DELETE /adminpanel/reviewers/<id>/ — revokes a reviewer: their open assignments are dropped, the
// account and its sessions end; their saved reviews stay (admin)
export const DELETE = adminWrite<Context>(async (_request, actor, { params }) => {
  const id = registrationIdOf((await params).id)
  if (!id) throw notFound('No reviewer was found with this id.')
  await revokeReviewer(id, actor)
  return noContent()
})

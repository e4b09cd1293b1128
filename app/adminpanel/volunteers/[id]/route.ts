import { notFound } from '@/lib/api/errors'
import { noContent } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { revokeVolunteer } from '@/lib/auth/volunteers'
import { registrationIdOf } from '@/lib/registrations/review'

type Context = { params: Promise<{ id: string }> }

// DELETE /adminpanel/volunteers/<id>/ — revokes a desk volunteer: the account and its sessions end (admin)
export const DELETE = adminWrite<Context>(async (_request, actor, { params }) => {
  const id = registrationIdOf((await params).id)
  if (!id) throw notFound('No desk volunteer was found with this id.')
  await revokeVolunteer(id, actor)
  return noContent()
})

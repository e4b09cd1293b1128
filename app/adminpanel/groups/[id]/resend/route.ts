import { notFound } from '@/lib/api/errors'
import { privateJson } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { GROUP_NOT_FOUND, resendGroupLink } from '@/lib/groups/resend'
import { registrationIdOf } from '@/lib/registrations/review'

type Context = { params: Promise<{ id: string }> }

// POST /adminpanel/groups/<id>/resend/ — the group's mail (its delegates, what is due, where to pay
// and its link) queued to its contact again (admin, audited as group.resend); 404 for an unknown group
export const POST = adminWrite<Context>(async (_request, actor, { params }) => {
  const id = registrationIdOf((await params).id)
  if (!id) throw notFound(GROUP_NOT_FOUND)
  return privateJson(await resendGroupLink(id, actor))
})

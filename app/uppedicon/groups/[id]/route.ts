import { notFound } from '@/lib/api/errors'
import { privateJson, route } from '@/lib/api/route'
import { groupOf } from '@/lib/groups/records'
import { registrationIdOf } from '@/lib/registrations/review'
import { isGroupToken } from '@/lib/registrations/token-hmac'

type Context = { params: Promise<{ id: string }> }

const NO_GROUP = 'No group was found with this link.'

// GET /uppedicon/groups/<id>/ — the group's delegates, their states and what is due, for its
// contact (the token of the group's link in the X-Group-Token header); never cached
export const GET = route<Context>(async (request, { params }) => {
  const id = registrationIdOf((await params).id)
  if (!id || !isGroupToken(id, request.headers.get('x-group-token'))) throw notFound(NO_GROUP)
  const group = await groupOf(id)
  if (!group) throw notFound(NO_GROUP)
  return privateJson(group)
})

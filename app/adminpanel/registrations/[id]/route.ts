import { notFound } from '@/lib/api/errors'
import { privateJson, route } from '@/lib/api/route'
import { requireAdmin } from '@/lib/auth/guard'
import { registrationDetail } from '@/lib/console/detail'
import { REGISTRATION_NOT_FOUND, registrationIdOf } from '@/lib/registrations/review'

type Context = { params: Promise<{ id: string }> }

// GET /adminpanel/registrations/<id>/ — a registration's whole record (admin)
export const GET = route<Context>(async (request, { params }) => {
  await requireAdmin(request)
  const id = registrationIdOf((await params).id)
  const detail = id ? await registrationDetail(id) : null
  if (!detail) throw notFound(REGISTRATION_NOT_FOUND)
  return privateJson(detail)
})

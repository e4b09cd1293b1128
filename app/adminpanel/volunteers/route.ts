import { jsonBody, parse } from '@/lib/api/input'
import { created, privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'
import { inviteSchema } from '@/lib/auth/volunteer-schema'
import { inviteVolunteer, listVolunteers } from '@/lib/auth/volunteers'

// GET /adminpanel/volunteers/ — the desk volunteers and their invitations (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson({ volunteers: await listVolunteers() })
})

// POST /adminpanel/volunteers/ {email, name} — invites a desk volunteer by e-mail (a one-time link, 72 h) (admin)
export const POST = adminWrite(async (request, actor) =>
  created(await inviteVolunteer(parse(inviteSchema, await jsonBody(request, 4 * 1024)), actor)),
)

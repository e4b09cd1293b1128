import { listMyAssignments } from '@/lib/abstracts/reviewing'
import { privateJson, route } from '@/lib/api/route'
import { requireAdmin } from '@/lib/auth/guard'

// GET /adminpanel/reviews/ — the signed-in reviewer's assignments: title, topic, type, state (never the authors)
export const GET = route(async (request) => {
  const session = await requireAdmin(request)
  return privateJson({ assignments: await listMyAssignments(session.id) })
})

import { committeeRows } from '@/lib/abstracts/committee'
import { committeeQuerySchema } from '@/lib/abstracts/review-schema'
import { queryOf } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { requireAdmin } from '@/lib/auth/guard'

// GET /adminpanel/abstracts/?topic=&type=&decision=&sort=spread|mean — the current call's submitted
// abstracts with their authors, reviews side by side, mean, spread and decision (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson({ abstracts: await committeeRows(committeeQuerySchema.parse(queryOf(request))) })
})

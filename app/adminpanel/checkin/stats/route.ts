import { privateJson, route } from '@/lib/api/route'
import { requireAdmin } from '@/lib/auth/guard'
import { checkinCounts } from '@/lib/tickets/desk'

// GET /adminpanel/checkin/stats/ — arrivals of the current edition per conference day and category (admin, desk)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson(await checkinCounts())
})

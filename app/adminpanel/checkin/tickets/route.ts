import { privateJson, route } from '@/lib/api/route'
import { requireAdmin } from '@/lib/auth/guard'
import { deskTickets } from '@/lib/tickets/offline'

// GET /adminpanel/checkin/tickets/ — the current edition's tickets as the desk keeps them on its
// device to scan offline: code, name, category, state, the mobile number's last four digits (admin, desk)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson(await deskTickets())
})

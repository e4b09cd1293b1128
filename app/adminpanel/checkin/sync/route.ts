import { jsonBody, parse } from '@/lib/api/input'
import { privateJson } from '@/lib/api/route'
import { sessionWrite } from '@/lib/auth/guard'
import { syncScans } from '@/lib/tickets/offline'
import { deskSyncSchema } from '@/lib/tickets/schema'

// POST /adminpanel/checkin/sync/ {desk, scans: [{id, code, scanned_at}]} — the scans a desk made
// offline, oldest first: each recorded once by its id; the day's check-in is the first scan's,
// a later one is answered with when and by which desk (admin, desk)
export const POST = sessionWrite(async (request, who) => {
  const { desk, scans } = parse(deskSyncSchema, await jsonBody(request, 64 * 1024))
  return privateJson({ results: await syncScans(scans, { ...who, desk }) })
})

import { NextResponse } from 'next/server'
import { parse, queryOf } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { auditQuerySchema } from '@/lib/audit/schema'
import { listAudit } from '@/lib/audit/service'
import { requireAdmin } from '@/lib/auth/guard'

// Read-only on purpose: the trail is append-only (a trigger refuses updates and deletes), so no
// method here changes it; PUT, POST and DELETE answer 405.

// GET /adminpanel/audit/?admin=&action=&entity=&entityId=&from=&to=&page= — the audit trail, newest first, 50 a page (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  const query = parse(auditQuerySchema, queryOf(request))
  return NextResponse.json(await listAudit(query), { headers: { 'Cache-Control': 'no-store' } })
})

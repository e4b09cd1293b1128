import { NextResponse } from 'next/server'
import { parse, queryOf } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { requireAdmin } from '@/lib/auth/guard'
import { listRegistrations } from '@/lib/console/registrations'
import { registrationsQuerySchema } from '@/lib/console/schema'

// GET /adminpanel/registrations/?q=&status=&category=&from=&to=&sort=&dir=&page=&pageSize= —
// one page of the registrations with the totals of the filtered set (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  const query = parse(registrationsQuerySchema, queryOf(request))
  return NextResponse.json(await listRegistrations(query), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})

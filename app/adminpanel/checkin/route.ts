import { NextResponse } from 'next/server'
import { jsonBody, parse, queryOf } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { requireAdmin, sessionWrite } from '@/lib/auth/guard'
import { checkIn } from '@/lib/tickets/checkin'
import { searchDesk } from '@/lib/tickets/desk'
import { checkinSchema, checkinSearchSchema } from '@/lib/tickets/schema'

// GET /adminpanel/checkin/?q= — the desk's search in the current edition by a whole ticket code,
// registration number, mobile number or name; limited per desk session (admin, desk)
export const GET = route(async (request) => {
  const admin = await requireAdmin(request)
  const { q } = parse(checkinSearchSchema, queryOf(request))
  return privateJson({ results: await searchDesk(q, admin.sid) })
})

// POST /adminpanel/checkin/ {code} or {id}, optional {desk} — checks a delegate in for today:
// 200 first: true, 409 first: false (already checked in today), 404 unknown or forged code,
// 422 with the reason when the ticket does not admit or the desk is not open (admin, desk)
export const POST = sessionWrite(async (request, who) => {
  const input = parse(checkinSchema, await jsonBody(request, 4 * 1024))
  const result = await checkIn(input, { ...who, desk: input.desk })
  return NextResponse.json(result, {
    status: result.first ? 200 : 409,
    headers: { 'Cache-Control': 'no-store' },
  })
})

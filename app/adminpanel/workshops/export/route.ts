import { notFound } from '@/lib/api/errors'
import { parse, queryOf } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { requireActor } from '@/lib/auth/guard'
import { attachment } from '@/lib/csv'
import { todayInIndia } from '@/lib/dates'
import { idSchema } from '@/lib/forms'
import { exportAttendees } from '@/lib/workshops/roster'

// GET /adminpanel/workshops/export/?id=<event id> — one workshop's attendees as a CSV file (admin;
// recorded in the audit trail, as the registrations' export)
export const GET = route(async (request) => {
  const actor = await requireActor(request)
  const { id } = parse(idSchema, queryOf(request))
  const file = await exportAttendees(id, actor)
  if (!file) throw notFound('Workshop not found.')
  return new Response(file.stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(`workshop-${id}-attendees-${todayInIndia()}.csv`),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})

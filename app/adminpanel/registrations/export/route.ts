import { parse, queryOf } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { requireActor } from '@/lib/auth/guard'
import { filterOf } from '@/lib/console/query'
import { exportForOrganiser } from '@/lib/console/registrations'
import { registrationsQuerySchema } from '@/lib/console/schema'
import { attachment } from '@/lib/csv'
import { todayInIndia } from '@/lib/dates'

// GET /adminpanel/registrations/export/?q=&status=&category=&from=&to=&sort=&dir= — every
// registration of the filter as a CSV file, in list order, streamed (admin). An export carries
// personal data, so it is recorded in the audit trail with its filter.
export const GET = route(async (request) => {
  const actor = await requireActor(request)
  const filter = filterOf(parse(registrationsQuerySchema, queryOf(request)))
  return new Response(await exportForOrganiser(filter, actor), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(`registrations-${todayInIndia()}.csv`),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})

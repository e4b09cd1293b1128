import { parse, queryOf } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { recordAudit } from '@/lib/audit/service'
import { clientIp, requireAdmin } from '@/lib/auth/guard'
import { registrationsCsv } from '@/lib/console/registrations'
import { filterOf, registrationsQuerySchema } from '@/lib/console/schema'
import { attachment } from '@/lib/csv'
import { todayInIndia } from '@/lib/dates'

// GET /adminpanel/registrations/export/?q=&status=&category=&from=&to=&sort=&dir= — every
// registration of the filter as a CSV file, in list order, streamed (admin). An export carries
// personal data, so it is recorded in the audit trail with its filter.
export const GET = route(async (request) => {
  const admin = await requireAdmin(request)
  const filter = filterOf(parse(registrationsQuerySchema, queryOf(request)))
  await recordAudit({
    adminEmail: admin.email,
    action: 'registration.export',
    entity: 'registration',
    detail: filter,
    ip: clientIp(request),
  })
  return new Response(registrationsCsv(filter), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(`registrations-${todayInIndia()}.csv`),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})

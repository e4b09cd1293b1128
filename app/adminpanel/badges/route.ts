import { parse, queryOf } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { requireActor } from '@/lib/auth/guard'
import { badgesQuerySchema } from '@/lib/badges/schema'
import { badgesForOrganiser } from '@/lib/badges/service'
import { todayInIndia } from '@/lib/dates'

// GET /adminpanel/badges/?q=&status=&category=&edition=&from=&to=&sort=&dir=&layout=a6|a4 (or
// ?id=<registration>) — the badges of the registrations list's filter (confirmed registrations
// unless a state is chosen) as a PDF, streamed (admin; recorded in the audit trail).
export const GET = route(async (request) => {
  const actor = await requireActor(request)
  const query = parse(badgesQuerySchema, queryOf(request))
  const { body } = await badgesForOrganiser(query, actor)
  const name = query.id ? `badge-${query.id}` : `badges-${todayInIndia()}`
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}-${query.layout}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})

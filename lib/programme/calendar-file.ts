// The programme's calendar files as route answers: the whole programme or one session.
import 'server-only'
import { siteAddress } from '@/lib/env'
import { buildCalendar } from './ics'
import { getProgramme } from './service'
import type { SessionDto } from './types'

/** `only`: one session's id; undefined: every session but the breaks. */
export async function calendarResponse(only?: string): Promise<Response> {
  const programme = await getProgramme()
  let sessions: SessionDto[]
  if (only === undefined) sessions = programme.sessions.filter((s) => s.kind !== 'break')
  else {
    const id = /^[1-9]\d{0,8}$/.test(only) ? Number(only) : 0
    sessions = programme.sessions.filter((s) => s.id === id)
    if (!sessions.length)
      return Response.json(
        { error: 'No such session.', detail: 'No such session.', code: 'not_found' },
        { status: 404 },
      )
  }
  const body = buildCalendar(sessions, {
    name: only === undefined ? programme.edition.name : `${programme.edition.name}: ${sessions[0].title}`,
    venue: programme.edition.venue,
    site: siteAddress('/'),
    stamp: new Date(),
  })
  const file = only === undefined ? 'programme.ics' : `session-${only}.ics`
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file}"`,
      'Cache-Control': 'public, max-age=60',
    },
  })
}

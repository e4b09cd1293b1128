// "My programme": the sessions a delegate stars on their own page (their edition's, breaks left
// out), and the personal calendar feed of them, a secret link a calendar app subscribes to
// (GET /programme/mine/<id>/calendar.ics?token=…, signed for the feed and the registration's
// current holder: a transfer ends the previous holder's feed). Starring is the delegate's own
// preference: no audit entry, nothing cached (the feed is answered privately).
import 'server-only'
import { notFound } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { siteAddress } from '@/lib/env'
import { registrationIdOf } from '@/lib/registrations/review'
import { calendarToken, isCalendarToken } from '@/lib/registrations/token-hmac'
import { dayLabel, dayOf, timeRange } from './format'
import { buildCalendar } from './ics'
import { getEditionProgramme } from './service'

/** Where "My programme" sits on the delegate's page (the stars come back to it). */
export const MY_PROGRAMME_ANCHOR = 'my-programme'

export interface MyProgrammeView {
  days: {
    label: string
    sessions: { id: number; title: string; hall: string; time: string; starred: boolean }[]
  }[]
  starred: number
  /** The personal calendar feed's address (https) and the same for calendar apps (webcal). */
  feed: string
  webcal: string
}

/** The programme of the registration's edition with the delegate's stars (null: it has none yet). */
export async function myProgrammeView(registrationId: number): Promise<MyProgrammeView | null> {
  const r = await db().registration.findUnique({
    where: { id: registrationId },
    select: { editionId: true, transfers: true, starredSessions: { select: { sessionId: true } } },
  })
  if (!r) return null
  const programme = await getEditionProgramme(r.editionId)
  const sessions = programme.sessions.filter((s) => s.kind !== 'break')
  if (!sessions.length) return null
  const stars = new Set(r.starredSessions.map((s) => s.sessionId))
  const feed = siteAddress(
    `/programme/mine/${registrationId}/calendar.ics?token=${calendarToken(registrationId, r.transfers)}`,
  )
  return {
    days: programme.days
      .map((day) => ({
        label: dayLabel(day),
        sessions: sessions
          .filter((s) => dayOf(s.starts_at) === day)
          .map((s) => ({
            id: s.id,
            title: s.title,
            hall: s.hall ?? '',
            time: timeRange(s.starts_at, s.ends_at),
            starred: stars.has(s.id),
          })),
      }))
      .filter((d) => d.sessions.length),
    starred: stars.size,
    feed,
    webcal: feed.replace(/^https?:/, 'webcal:'),
  }
}

const NO_SESSION = 'No such session in your conference’s programme.'

/** Stars the session, or takes the star off it: a session of the registration's edition, not a break. */
export async function toggleStar(registrationId: number, sessionId: number): Promise<boolean> {
  if (!Number.isSafeInteger(sessionId) || sessionId < 1) throw notFound(NO_SESSION)
  return domainWrite(SYSTEM, async (w) => {
    const [r, s] = await Promise.all([
      w.tx.registration.findUnique({ where: { id: registrationId }, select: { editionId: true } }),
      w.tx.programmeSession.findUnique({ where: { id: sessionId }, select: { editionId: true, kind: true } }),
    ])
    if (!r || !s || s.editionId !== r.editionId || s.kind === 'break') throw notFound(NO_SESSION)
    const key = { registrationId_sessionId: { registrationId, sessionId } }
    const { count } = await w.tx.starredSession.deleteMany({ where: { registrationId, sessionId } })
    if (count) return false
    await w.tx.starredSession.upsert({ where: key, create: { registrationId, sessionId }, update: {} })
    return true
  })
}

/** GET /programme/mine/<id>/calendar.ics: the starred sessions as a calendar, for the feed's token only. */
export async function myCalendarResponse(idText: string, token: string | null): Promise<Response> {
  const id = registrationIdOf(idText)
  const r = id
    ? await db().registration.findUnique({
        where: { id },
        select: { editionId: true, transfers: true, starredSessions: { select: { sessionId: true } } },
      })
    : null
  if (!id || !r || !isCalendarToken(id, r.transfers, token)) throw notFound('No such calendar.')
  const programme = await getEditionProgramme(r.editionId)
  const stars = new Set(r.starredSessions.map((s) => s.sessionId))
  const body = buildCalendar(
    programme.sessions.filter((s) => stars.has(s.id)),
    {
      name: `${programme.edition.name}: my programme`,
      venue: programme.edition.venue,
      site: siteAddress('/'),
      stamp: new Date(),
    },
  )
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="my-programme.ics"',
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    },
  })
}

// "My programme" against the database: a delegate stars sessions of their conference (a break, or
// another edition's session, is refused), starring twice takes the star off; the personal feed
// answers the starred sessions for its token only, and a transfer of the registration ends the
// previous holder's feed.
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { submitRegistration } from '@/lib/registrations/register'
import { calendarToken } from '@/lib/registrations/token-hmac'
import { seedScientificProgramme } from '@/prisma/demo-programme'
import { delegate } from '@/test/delegates'
import { myCalendarResponse, myProgrammeView, toggleStar } from './mine'
import { readProgramme } from './service'

describe('my programme', () => {
  let sessions: Awaited<ReturnType<typeof readProgramme>>['sessions']
  beforeAll(async () => {
    const edition = await findCurrentEdition()
    await seedScientificProgramme(db(), edition.id)
    sessions = (await readProgramme(edition.id)).sessions
  })

  it('stars and unstars sessions of the conference; the feed answers the starred ones for its token only', async () => {
    const r = await submitRegistration(delegate())
    const [talk, other] = sessions.filter((s) => s.kind !== 'break')
    expect(await toggleStar(r.id, talk.id)).toBe(true)
    expect(await toggleStar(r.id, other.id)).toBe(true)
    expect(await toggleStar(r.id, other.id)).toBe(false)
    const view = (await myProgrammeView(r.id))!
    expect(view.starred).toBe(1)
    const starred = view.days.flatMap((d) => d.sessions).filter((s) => s.starred)
    expect(starred.map((s) => s.id)).toEqual([talk.id])
    expect(view.feed).toContain(`/programme/mine/${r.id}/calendar.ics?token=${calendarToken(r.id, 0)}`)

    const feed = await myCalendarResponse(String(r.id), calendarToken(r.id, 0))
    expect(feed.headers.get('cache-control')).toBe('private, no-store')
    const ics = await feed.text()
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(ics).toContain(talk.title.slice(0, 20))
    for (const token of [null, calendarToken(r.id + 1, 0), calendarToken(r.id, 1), 'x'])
      await expect(myCalendarResponse(String(r.id), token)).rejects.toMatchObject({ status: 404 })

    // Passed to a colleague: the previous holder's feed ends, the new holder's works.
    await db().registration.update({ where: { id: r.id }, data: { transfers: 1 } })
    await expect(myCalendarResponse(String(r.id), calendarToken(r.id, 0))).rejects.toMatchObject({
      status: 404,
    })
    expect((await myCalendarResponse(String(r.id), calendarToken(r.id, 1))).status).toBe(200)
  })

  it('refuses a break and a session that does not exist', async () => {
    const r = await submitRegistration(delegate())
    const pause = sessions.find((s) => s.kind === 'break')!
    await expect(toggleStar(r.id, pause.id)).rejects.toMatchObject({ status: 404 })
    await expect(toggleStar(r.id, 99_999_999)).rejects.toMatchObject({ status: 404 })
    await expect(toggleStar(r.id, Number.NaN)).rejects.toMatchObject({ status: 404 })
  })
})

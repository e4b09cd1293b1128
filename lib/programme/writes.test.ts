import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { seedScientificProgramme } from '@/prisma/demo-programme'
import { findClashes } from './clashes'
import { sessionSchema, talkSchema } from './schema'
import { readProgramme } from './service'
import { deleteProgrammeItem, saveFaculty, saveHall, saveSession, saveTalk } from './writes'

const actor: Actor = { kind: 'admin', email: 'organiser@example.org', ip: '127.0.0.1' }

async function refusal(work: Promise<unknown>) {
  try {
    await work
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error('expected a refusal')
}

describe('the programme', () => {
  let editionId: number
  let first: string
  beforeAll(async () => {
    const edition = await findCurrentEdition()
    editionId = edition.id
    first = edition.starts_on
    await seedScientificProgramme(db(), editionId)
  })

  it('of the demo has three days, three halls, invited talks, free papers and a poster session, with no clash', async () => {
    const p = await readProgramme(editionId)
    expect(p.days).toHaveLength(3)
    expect(p.halls.map((h) => h.name)).toEqual(['Hall A (Main Auditorium)', 'Hall B', 'Hall C'])
    const kinds = new Set(p.sessions.map((s) => s.kind))
    for (const k of ['plenary', 'symposium', 'free_paper', 'poster', 'workshop', 'break'])
      expect(kinds).toContain(k)
    expect(p.sessions.some((s) => s.talks.some((t) => t.speaker_id !== null))).toBe(true)
    expect(p.faculty.length).toBeGreaterThanOrEqual(12)
    expect(findClashes(p.sessions)).toEqual([])
    // Re-seeding replaces it rather than adding a second one.
    const count = p.sessions.length
    await seedScientificProgramme(db(), editionId)
    expect((await readProgramme(editionId)).sessions).toHaveLength(count)
  })

  it('is edited through domain writes with an audit entry each; the saved times are India time', async () => {
    const hall = await saveHall(actor, { id: null, name: 'Hall D', position: 3 })
    const chair = await saveFaculty(actor, {
      id: null,
      name: 'Dr Test Chair',
      designation: '',
      affiliation: 'X',
      profile: '',
      email: '',
    })
    const session = await saveSession(
      actor,
      sessionSchema.parse({
        kind: 'symposium',
        title: 'Added',
        hall_id: String(hall),
        day: first,
        starts: '16:00',
        ends: '17:00',
        chair_ids: [String(chair)],
      }),
    )
    const talk = await saveTalk(
      actor,
      talkSchema.parse({
        session_id: session,
        title: 'A talk',
        presenter: 'Dr Someone',
        starts: '16:00',
        ends: '16:20',
      }),
    )
    const row = await db().programmeSession.findUniqueOrThrow({
      where: { id: session },
      include: { chairs: true },
    })
    expect(row.startsAt.toISOString()).toBe(new Date(`${first}T16:00:00+05:30`).toISOString())
    expect(row.chairs.map((c) => c.facultyId)).toEqual([chair])
    const t = await db().programmeTalk.findUniqueOrThrow({ where: { id: talk } })
    expect(t.endsAt.toISOString()).toBe(new Date(`${first}T16:20:00+05:30`).toISOString())
    const audit = await db().auditLog.findMany({
      where: { action: 'programme.save', adminEmail: actor.email },
    })
    expect(audit.map((a) => (a.detail as { entity: string }).entity)).toEqual([
      'hall',
      'faculty',
      'session',
      'talk',
    ])

    // A second session in the same hall at an overlapping time is saved, and shown as a clash.
    const other = await saveSession(
      actor,
      sessionSchema.parse({
        kind: 'workshop',
        title: 'Overlapping',
        hall_id: String(hall),
        day: first,
        starts: '16:30',
        ends: '17:30',
      }),
    )
    const clashes = findClashes((await readProgramme(editionId)).sessions)
    expect(clashes).toEqual([expect.objectContaining({ kind: 'hall', session_ids: [other, session] })])

    // A hall holding sessions is not deleted; once empty it is.
    expect(await refusal(deleteProgrammeItem(actor, 'hall', hall))).toMatchObject({ code: 'conflict' })
    await deleteProgrammeItem(actor, 'session', other)
    await deleteProgrammeItem(actor, 'session', session)
    await deleteProgrammeItem(actor, 'hall', hall)
    expect(await db().programmeTalk.count({ where: { id: talk } })).toBe(0)
  })

  it('refuses a day outside the conference, a missing hall, unknown faculty and a talk without a presenter', async () => {
    const p = await readProgramme(editionId)
    const base = {
      kind: 'symposium',
      title: 'X',
      hall_id: String(p.halls[0].id),
      day: first,
      starts: '18:00',
      ends: '19:00',
    }
    expect(
      await refusal(saveSession(actor, sessionSchema.parse({ ...base, day: '2020-01-01' }))),
    ).toMatchObject({
      code: 'unprocessable',
      message: 'Choose a day of the conference.',
    })
    expect(await refusal(saveSession(actor, sessionSchema.parse({ ...base, hall_id: '' })))).toMatchObject({
      code: 'unprocessable',
    })
    expect(
      await refusal(saveSession(actor, sessionSchema.parse({ ...base, hall_id: '999999' }))),
    ).toMatchObject({ code: 'not_found' })
    expect(
      await refusal(saveSession(actor, sessionSchema.parse({ ...base, chair_ids: ['999999'] }))),
    ).toMatchObject({
      code: 'unprocessable',
    })
    expect(
      await refusal(
        saveTalk(
          actor,
          talkSchema.parse({ session_id: p.sessions[0].id, title: 'T', starts: '09:00', ends: '09:10' }),
        ),
      ),
    ).toMatchObject({ code: 'unprocessable' })
    expect(sessionSchema.safeParse({ ...base, starts: '10:00', ends: '09:00' }).success).toBe(false)
    expect(await db().programmeSession.count({ where: { title: 'X' } })).toBe(0)
  })
})

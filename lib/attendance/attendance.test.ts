// Attendance on the run's database: the first scan of each India day counts, once, whatever the
// number of desks scanning at once; each conference day is its own row; a rehearsal is not
// attendance.
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { addIsoDays, startOfIndianDay } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { submitRegistration } from '@/lib/registrations/register'
import { checkIn, type Desk } from '@/lib/tickets/checkin'
import { currentDesk, setRehearsal } from '@/lib/tickets/desk-window'
import { delegate } from '@/test/delegates'
import { attendedDays, daysOf } from './days'

const HOUR = 3_600_000
let desks: Desk[]

beforeAll(async () => {
  desks = await Promise.all(
    [1, 2, 3].map(async (n) => {
      const email = `attendance-${n}-${randomBytes(4).toString('hex')}@uppedicon.test`
      const admin = await db().admin.create({ data: { email, passwordHash: 'x' } })
      const actor = { kind: 'admin' as const, email, ip: '203.0.113.9' }
      return {
        session: { id: admin.id, email, role: 'admin' as const, sid: `s${n}` },
        actor,
        desk: `Desk ${n}`,
      }
    }),
  )
})

const free = () => submitRegistration(delegate({ category: 'seniorcitizen' }))

describe('attendance per conference day', () => {
  it('records the first scan of a day once, under parallel scans from three desks', async () => {
    const p = await free()
    const { desk: edition, edition: e } = await currentDesk()
    const day1 = startOfIndianDay(edition.starts_on).getTime()
    const at = (h: number) => new Date(day1 + h * HOUR)
    const answers = await Promise.all(
      [...desks, ...desks].map((d, i) => checkIn({ id: p.id }, d, at(9 + i / 60))),
    )
    expect(answers.filter((a) => a.first)).toHaveLength(1)
    // Every desk is told who was first.
    const winner = answers.find((a) => a.first)!
    expect(new Set(answers.map((a) => a.checked_in_by))).toEqual(new Set([winner.checked_in_by]))
    // Later that day: still one row. The next day: a second day attended.
    await checkIn({ id: p.id }, desks[0], at(15))
    await checkIn({ id: p.id }, desks[1], at(24 + 8))
    const rows = await db().checkIn.findMany({ where: { registrationId: p.id } })
    expect(rows).toHaveLength(2)
    expect(await daysOf(e.id, p.id)).toEqual([edition.starts_on, addIsoDays(edition.starts_on, 1)])
  })

  it('the unique key holds against a direct second insert of the same day', async () => {
    const p = await free()
    const { desk: edition, edition: e } = await currentDesk()
    const row = {
      registrationId: p.id,
      editionId: e.id,
      day: new Date(`${edition.starts_on}T00:00:00Z`),
      byName: 'x',
    }
    await db().checkIn.create({ data: row })
    await expect(db().checkIn.create({ data: row })).rejects.toThrow(/Unique constraint/)
  })

  it('does not count a rehearsal check-in as attendance', async () => {
    const p = await free()
    const { edition: e } = await currentDesk()
    await setRehearsal(desks[0].actor, true)
    try {
      expect(await checkIn({ id: p.id }, desks[0])).toMatchObject({ rehearsal: true })
    } finally {
      await setRehearsal(desks[0].actor, false)
    }
    expect((await attendedDays(e.id, [p.id])).get(p.id)).toBeUndefined()
  })
})

// Attendance per session on the run's database: a desk set to a hall's door records the day's
// check-in and the session's attendance, the first scan winning and a repeat (another desk, a
// retry, the offline sync) adding nothing; a session not in the day's programme is refused.
// Under credits per session, a delegate earns the sum of the hours of the sessions attended.
import { randomBytes, randomUUID } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { certificateFacts, findCertificate } from '@/lib/certificates/records'
import { councilReport } from '@/lib/cme/report'
import { saveCmeSettings } from '@/lib/cme/settings'
import { standingUnder, type CmeRule } from '@/lib/cme/standing'
import { startOfIndianDay } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { submitRegistration } from '@/lib/registrations/register'
import { checkIn, type Desk } from '@/lib/tickets/checkin'
import { ticketCode } from '@/lib/tickets/code'
import { currentDesk } from '@/lib/tickets/desk-window'
import { syncScan } from '@/lib/tickets/offline'
import { TEST_ADMIN } from '@/test/admin'
import { testCertificateCode } from '@/test/certificates'
import { delegate } from '@/test/delegates'
import { deskAccount } from '@/test/desks'
import { NOT_TODAY, sessionHours } from './sessions'

const HOUR = 3_600_000
let desk1: Desk
let desk2: Desk
let editionId: number
let firstDay: string
let lastDay: string
/** 10:00 on the conference's first day (India): the desk is open. */
let morning: number

/** A session of the programme starting `hoursIn` after 10:00 of the first day. */
async function session(creditHours: number | null, hoursIn = 0) {
  const startsAt = new Date(morning + hoursIn * HOUR)
  return db().programmeSession.create({
    data: {
      editionId,
      kind: 'symposium',
      title: `Session ${randomBytes(3).toString('hex')}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      creditHours,
    },
  })
}

beforeAll(async () => {
  desk1 = await deskAccount('Hall A door')
  desk2 = await deskAccount('Hall A side door')
  const { edition, desk } = await currentDesk()
  editionId = edition.id
  firstDay = desk.starts_on
  lastDay = desk.ends_on
  morning = startOfIndianDay(firstDay).getTime() + 10 * HOUR
})

beforeEach(async () => {
  await db().edition.updateMany({ data: { deskRehearsalSince: null, deskRehearsalBy: null } })
})

const free = () => submitRegistration(delegate({ category: 'seniorcitizen' }))
const attendancesOf = (registrationId: number) =>
  db().sessionAttendance.findMany({ where: { registrationId }, orderBy: { attendedAt: 'asc' } })
const checkInsOf = (registrationId: number) => db().checkIn.findMany({ where: { registrationId } })

describe('a desk at a hall door', () => {
  it("records the day's check-in and the session's attendance, the first scan winning", async () => {
    const p = await free()
    const s = await session(1.5)
    const first = await checkIn({ code: ticketCode(p.id), session_id: s.id }, desk1, new Date(morning))
    expect(first).toMatchObject({ first: true, session: { title: s.title, credit_hours: 1.5 } })
    const again = await checkIn({ id: p.id, session_id: s.id }, desk2, new Date(morning + 60_000))
    expect(again).toMatchObject({ first: false, checked_in_by: 'Hall A door' })
    expect(again.checked_in_at).toBe(new Date(morning).toISOString())
    const rows = await attendancesOf(p.id)
    expect(rows).toEqual([
      expect.objectContaining({ sessionId: s.id, byName: 'Hall A door', rehearsal: false }),
    ])
    const days = await checkInsOf(p.id)
    expect(days).toHaveLength(1)
    expect(days[0].day.toISOString().slice(0, 10)).toBe(firstDay)
  })

  it('records a later session of the day as well, the day still once', async () => {
    const p = await free()
    const [a, b] = [await session(1), await session(2, 2)]
    await checkIn({ code: ticketCode(p.id) }, desk1, new Date(morning - HOUR))
    const inA = await checkIn({ code: ticketCode(p.id), session_id: a.id }, desk1, new Date(morning))
    expect(inA.first).toBe(true)
    await checkIn({ code: ticketCode(p.id), session_id: b.id }, desk2, new Date(morning + 2 * HOUR))
    expect((await attendancesOf(p.id)).map((r) => r.sessionId)).toEqual([a.id, b.id])
    expect(await checkInsOf(p.id)).toHaveLength(1)
  })

  it("refuses a session that is not in the day's programme, and records nothing", async () => {
    const p = await free()
    const tomorrow = await session(1, 24)
    await expect(
      checkIn({ code: ticketCode(p.id), session_id: tomorrow.id }, desk1, new Date(morning)),
    ).rejects.toThrow(NOT_TODAY)
    expect(await attendancesOf(p.id)).toEqual([])
    expect(await checkInsOf(p.id)).toEqual([])
  })

  it('records a synced scan once, however often it is sent, and a later desk adds nothing', async () => {
    const p = await free()
    const s = await session(2)
    const scan = {
      id: randomUUID(),
      code: ticketCode(p.id),
      scanned_at: new Date(morning).toISOString(),
      session_id: s.id,
    }
    const now = new Date(morning + HOUR)
    expect(await syncScan(scan, desk1, now)).toMatchObject({ outcome: 'recorded' })
    expect(await syncScan(scan, desk1, now)).toMatchObject({ outcome: 'recorded' })
    const other = { ...scan, id: randomUUID(), scanned_at: new Date(morning + 60_000).toISOString() }
    expect(await syncScan(other, desk2, now)).toMatchObject({ outcome: 'duplicate' })
    expect(await attendancesOf(p.id)).toEqual([
      expect.objectContaining({ sessionId: s.id, byName: 'Hall A door', attendedAt: new Date(morning) }),
    ])
    expect(await checkInsOf(p.id)).toHaveLength(1)
  })
})

describe('credit hours per session', () => {
  it('are the sum of the hours of the sessions attended, none below the minimum days', async () => {
    const p = await free()
    const [a, b, unrated] = [await session(1.5), await session(2, 2), await session(null, 4)]
    for (const [s, h] of [
      [a, 0],
      [b, 2],
      [unrated, 4],
    ] as const)
      await checkIn({ id: p.id, session_id: s.id }, desk1, new Date(morning + h * HOUR))
    const hours = (await sessionHours(editionId, [p.id])).get(p.id)
    expect(hours).toBe(3.5)
    const rule: CmeRule = {
      editionId,
      startsOn: firstDay,
      endsOn: lastDay,
      releaseAt: new Date(0),
      settings: {
        council: 'UP',
        accreditationNumber: 'UPMC/CME/2027/9',
        accreditationDate: '2026-10-01',
        hoursPerDay: 6,
        releaseRule: 'after_last_day',
        releaseOn: null,
        lastDayEndsTime: '17:30',
        minDays: 1,
        creditPerSession: true,
        feedbackSkippable: false,
      },
    }
    const days = [firstDay]
    expect(standingUnder(rule, days, new Date(), hours).credits).toMatchObject({ eligible: true, hours: 3.5 })
    // Per day, the same attendance earns the day's hours.
    const perDay = { ...rule, settings: { ...rule.settings, creditPerSession: false } }
    expect(standingUnder(perDay, days, new Date(), hours).credits.hours).toBe(6)
    // The minimum attendance stays in days.
    const twoDays = { ...rule, settings: { ...rule.settings, minDays: 2 } }
    expect(standingUnder(twoDays, days, new Date(), hours).credits).toMatchObject({
      eligible: false,
      hours: 0,
    })
  })
})

describe('a certificate under credits per session', () => {
  it('prints, and the council report lists, the hours of the sessions attended', async () => {
    const p = await free()
    for (const [hours, at] of [
      [1.5, 0],
      [2.5, 2],
    ] as const) {
      const s = await session(hours, at)
      await checkIn({ id: p.id, session_id: s.id }, desk1, new Date(morning + at * HOUR))
    }
    const code = testCertificateCode()
    await db().certificate.create({ data: { registrationId: p.id, editionId, code, mailStatus: 'sent' } })
    await saveCmeSettings(TEST_ADMIN, editionId, {
      council: 'UP',
      accreditationNumber: 'UPMC/CME/2027/9',
      accreditationDate: '2026-10-01',
      hoursPerDay: 6,
      releaseRule: 'on_date',
      releaseOn: '2020-01-01',
      lastDayEndsTime: '17:30',
      minDays: 1,
      creditPerSession: true,
      feedbackSkippable: false,
    })
    const facts = await certificateFacts((await findCertificate(code))!)
    expect(facts.cmeHours).toBe(4)
    expect((await councilReport(editionId)).find((r) => r[6] === code)?.[5]).toBe(4)
  })
})

// The desk's offline scans on the run's database: a scan is recorded once by its device-made id
// (resent, or sent twice at once), the day's check-in is the first scan's to reach the site (a
// later one from another desk is told when and by whom), the day is the scan's, and a ticket the
// desk could not admit then or now records nothing. The tickets the desk downloads say no more
// than the desk shows.
import { randomUUID } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addIsoDays, startOfIndianDay } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { submitRegistration } from '@/lib/registrations/register'
import { delegate } from '@/test/delegates'
import { deskAccount } from '@/test/desks'
import { checkIn, type Desk } from './checkin'
import { ticketCode } from './code'
import { currentDesk } from './desk-window'
import { deskTickets, syncScan, syncScans } from './offline'

const HOUR = 3_600_000
let desk1: Desk
let desk2: Desk
let firstDay: string
/** 10:00 on the conference's first day (India): the desk is open. */
let morning: number

beforeAll(async () => {
  desk1 = await deskAccount('Desk 1')
  desk2 = await deskAccount('Desk 2')
  firstDay = (await currentDesk()).desk.starts_on
  morning = startOfIndianDay(firstDay).getTime() + 10 * HOUR
})

beforeEach(async () => {
  await db().edition.updateMany({ data: { deskRehearsalSince: null, deskRehearsalBy: null } })
})

const free = (overrides: Record<string, unknown> = {}) =>
  submitRegistration(delegate({ category: 'seniorcitizen', ...overrides }))
const scanOf = (registrationId: number, at: number) => ({
  id: randomUUID(),
  code: ticketCode(registrationId),
  scanned_at: new Date(at).toISOString(),
})
const checkInsOf = (registrationId: number) =>
  db().checkIn.findMany({ where: { registrationId }, orderBy: { id: 'asc' } })
const scansOf = (registrationId: number) => db().deskScan.findMany({ where: { registrationId } })
const auditsOf = (registrationId: number) =>
  db().auditLog.findMany({ where: { action: 'registration.checkin', entityId: String(registrationId) } })

describe('the tickets a desk downloads', () => {
  it('hold the code, name, category, state and the last four digits of the mobile number only', async () => {
    const p = await free()
    const { tickets, time_zone } = await deskTickets()
    expect(time_zone).toBe('Asia/Kolkata')
    const ticket = tickets.find((t) => t.code === ticketCode(p.id))
    expect(ticket).toEqual({
      code: ticketCode(p.id),
      name: p.name,
      category: expect.any(String),
      status: expect.any(String),
      paid: true,
      mobile_end: p.mobile_number.slice(-4),
    })
  })
})

describe('a synced scan', () => {
  it('records the day of its scan once, however often it is sent', async () => {
    const p = await free()
    const scan = scanOf(p.id, morning)
    const now = new Date(morning + 2 * HOUR)
    const first = await syncScan(scan, desk1, now)
    expect(first).toMatchObject({ id: scan.id, outcome: 'recorded', name: p.name, checked_in_by: 'Desk 1' })
    expect(first.checked_in_at).toBe(scan.scanned_at)
    // The answer was lost on the way: the desk sends it again, alone and with another scan.
    expect(await syncScan(scan, desk1, now)).toEqual(first)
    const other = await free()
    const again = await syncScans([scan, scanOf(other.id, morning + 1000)], desk1, now)
    expect(again.map((r) => r.outcome)).toEqual(['recorded', 'recorded'])
    const rows = await checkInsOf(p.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ byName: 'Desk 1', byAdminId: desk1.session.id, rehearsal: false })
    expect(rows[0].day.toISOString().slice(0, 10)).toBe(firstDay)
    expect(await scansOf(p.id)).toHaveLength(1)
    expect(await auditsOf(p.id)).toHaveLength(1)
  })

  it('is told when another desk checked the delegate in first, online or synced', async () => {
    const p = await free()
    // Desk 2 is online and checks the delegate in at 10:05; desk 1 scanned at 10:00, offline.
    const online = await checkIn({ id: p.id }, desk2, new Date(morning + HOUR / 12))
    expect(online.first).toBe(true)
    const late = await syncScan(scanOf(p.id, morning), desk1, new Date(morning + HOUR))
    expect(late).toMatchObject({ outcome: 'duplicate', checked_in_by: 'Desk 2' })
    expect(late.checked_in_at).toBe(online.checked_in_at)
    // Two offline desks: the first to sync wins.
    const q = await free()
    expect(await syncScan(scanOf(q.id, morning + 60_000), desk2, new Date(morning + HOUR))).toMatchObject({
      outcome: 'recorded',
    })
    expect(await syncScan(scanOf(q.id, morning), desk1, new Date(morning + HOUR))).toMatchObject({
      outcome: 'duplicate',
      checked_in_by: 'Desk 2',
    })
    for (const id of [p.id, q.id]) {
      expect(await checkInsOf(id)).toHaveLength(1)
      expect(await auditsOf(id)).toHaveLength(1)
    }
    const scans = await scansOf(q.id)
    expect(scans.map((s) => [s.desk, s.recorded]).sort()).toEqual([
      ['Desk 1', false],
      ['Desk 2', true],
    ])
  })

  it('sent from two desks at once records one check-in; the same scan sent twice at once, one scan', async () => {
    const p = await free()
    const now = new Date(morning + HOUR)
    const [a, b] = await Promise.all([
      syncScan(scanOf(p.id, morning), desk1, now),
      syncScan(scanOf(p.id, morning + 1000), desk2, now),
    ])
    expect([a.outcome, b.outcome].sort()).toEqual(['duplicate', 'recorded'])
    expect(await checkInsOf(p.id)).toHaveLength(1)
    expect(await scansOf(p.id)).toHaveLength(2)

    const q = await free()
    const scan = scanOf(q.id, morning)
    const twins = await Promise.all([syncScan(scan, desk1, now), syncScan(scan, desk1, now)])
    expect(twins.map((t) => t.outcome)).toEqual(['recorded', 'recorded'])
    expect(await checkInsOf(q.id)).toHaveLength(1)
    expect(await scansOf(q.id)).toHaveLength(1)
    expect(await auditsOf(q.id)).toHaveLength(1)
  })

  it('counts for the day it was scanned, not the day it arrives', async () => {
    const p = await free()
    const late = startOfIndianDay(addIsoDays(firstDay, 1)).getTime() - 10 * 60_000
    const next = new Date(late + 12 * HOUR)
    expect(await syncScan(scanOf(p.id, late), desk1, next)).toMatchObject({ outcome: 'recorded' })
    const [row] = await checkInsOf(p.id)
    expect(row.day.toISOString().slice(0, 10)).toBe(firstDay)
    // A device whose clock runs ahead does not check anyone in for tomorrow.
    const q = await free()
    await syncScan(scanOf(q.id, late + 24 * HOUR), desk1, new Date(late))
    const [ahead] = await checkInsOf(q.id)
    expect(ahead.day.toISOString().slice(0, 10)).toBe(firstDay)
    expect(ahead.checkedInAt.getTime()).toBe(late)
  })

  it('records nothing for a forged code, a closed desk or a cancelled registration', async () => {
    const p = await free()
    const now = new Date(morning + HOUR)
    const forged = { ...scanOf(p.id, morning), code: `T1-${p.id}-AAAAAAAAAAAAAAAAAAAA` }
    expect(await syncScan(forged, desk1, now)).toMatchObject({
      outcome: 'refused',
      message: /Unknown ticket/,
    })
    // Scanned months before the conference (a device's clock gone wrong): the desk was closed.
    const early = scanOf(p.id, morning - 90 * 24 * HOUR)
    expect(await syncScan(early, desk1, now)).toMatchObject({ outcome: 'refused', message: /The desk opens/ })
    await db().registration.update({ where: { id: p.id }, data: { status: 'cancelled' } })
    expect(await syncScan(scanOf(p.id, morning), desk1, now)).toMatchObject({ outcome: 'refused' })
    expect(await checkInsOf(p.id)).toEqual([])
    expect(await scansOf(p.id)).toEqual([])
  })
})

// The check-in desk on the run's database: check-ins only in the desk's window (the day before
// the first day from its opening time, until the last day is over), the audited rehearsal switch
// whose check-ins are practice, and the search: whole ticket codes, registration numbers, mobile
// numbers and names only, limited per desk session under parallel requests.
import { randomBytes } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import type { AdminActor } from '@/lib/auth/guard'
import { addIsoDays, endOfIndianDay, startOfIndianDay } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { RateLimited } from '@/lib/rate-limit'
import { submitRegistration } from '@/lib/registrations/register'
import { delegate } from '@/test/delegates'
import { checkIn, type Desk } from './checkin'
import { ticketCode } from './code'
import { checkinCounts, searchDesk } from './desk'
import { DESK_SEARCHES } from './desk-api'
import { currentDesk, setDeskOpening, setRehearsal } from './desk-window'

const HOUR = 3_600_000
let desk: Desk
let actor: AdminActor

beforeAll(async () => {
  const email = `desk-${randomBytes(4).toString('hex')}@uppedicon.test`
  const admin = await db().admin.create({ data: { email, passwordHash: 'x' } })
  actor = { kind: 'admin', email, ip: '203.0.113.7' }
  desk = { session: { id: admin.id, email, role: 'admin', sid: 's1' }, actor, desk: 'Desk 1' }
})

beforeEach(async () => {
  await db().edition.updateMany({ data: { deskRehearsalSince: null, deskRehearsalBy: null } })
})

const free = (overrides: Record<string, unknown> = {}) =>
  submitRegistration(delegate({ category: 'seniorcitizen', ...overrides }))
const rowsOf = (registrationId: number) =>
  db().checkIn.findMany({ where: { registrationId }, orderBy: { id: 'asc' } })
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (e: unknown) => (e instanceof ApiError ? `${e.status} ${e.message}` : String(e)),
  )

describe('the desk window', () => {
  it('refuses check-ins months before the conference and after it; takes them from the evening before', async () => {
    const p = await free()
    const { desk: edition } = await currentDesk()
    expect(await refusal(checkIn({ id: p.id }, desk))).toMatch(
      /^422 The desk opens on .* at 4:00 PM \(India time\)/,
    )
    const eve = addIsoDays(edition.starts_on, -1)
    // 15:59 on the day before: still closed; 16:00: kit collection.
    expect(
      await refusal(checkIn({ id: p.id }, desk, new Date(startOfIndianDay(eve).getTime() + 15.99 * HOUR))),
    ).toMatch(/^422 The desk opens/)
    const kit = await checkIn({ id: p.id }, desk, new Date(startOfIndianDay(eve).getTime() + 16 * HOUR))
    expect(kit).toMatchObject({ first: true, rehearsal: false })
    expect(await refusal(checkIn({ id: p.id }, desk, endOfIndianDay(edition.ends_on)))).toMatch(
      /^422 .* is over/,
    )
    expect(await rowsOf(p.id)).toHaveLength(1)
  })

  it('opens at the time the organisers set, audited', async () => {
    const p = await free()
    const { desk: edition } = await currentDesk()
    const eve = startOfIndianDay(addIsoDays(edition.starts_on, -1)).getTime()
    try {
      expect(await setDeskOpening(actor, '09:30')).toMatchObject({ opens_time: '09:30' })
      expect(await refusal(checkIn({ id: p.id }, desk, new Date(eve + 9.49 * HOUR)))).toMatch(/at 9:30 AM/)
      expect(await checkIn({ id: p.id }, desk, new Date(eve + 9.5 * HOUR))).toMatchObject({ first: true })
      const [entry] = await db().auditLog.findMany({
        where: { action: 'edition.desk-opening', adminEmail: actor.email },
      })
      expect(entry.detail).toMatchObject({ from: '16:00', to: '09:30' })
    } finally {
      await setDeskOpening(actor, '16:00')
    }
  })

  it('opens early only through the audited rehearsal switch; its check-ins are practice', async () => {
    const p = await free()
    const opened = await setRehearsal(actor, true)
    expect(opened).toMatchObject({ phase: 'early', takes_arrivals: true, rehearsal: { by: actor.email } })
    // Switching on twice records one change.
    await setRehearsal(actor, true)
    const counted = await checkinCounts()
    const practice = await checkIn({ id: p.id }, desk)
    expect(practice).toMatchObject({ first: true, rehearsal: true })
    expect(await checkinCounts()).toEqual(counted)
    expect(await setRehearsal(actor, false)).toMatchObject({ takes_arrivals: false, rehearsal: null })
    expect(await refusal(checkIn({ id: p.id }, desk))).toMatch(/^422 The desk opens/)
    const audit = await db().auditLog.findMany({
      where: { action: 'edition.desk-rehearsal', adminEmail: actor.email },
      orderBy: { id: 'asc' },
    })
    expect(audit.map((a) => (a.detail as { open: boolean }).open)).toEqual([true, false])
  })

  it('lets a real arrival replace a rehearsal check-in of the same day', async () => {
    const p = await free()
    const { desk: edition } = await currentDesk()
    const eve = startOfIndianDay(addIsoDays(edition.starts_on, -1)).getTime()
    await setRehearsal(actor, true)
    expect(await checkIn({ id: p.id }, desk, new Date(eve + 10 * HOUR))).toMatchObject({ rehearsal: true })
    const real = await checkIn({ id: p.id }, { ...desk, desk: 'Desk 2' }, new Date(eve + 17 * HOUR))
    expect(real).toMatchObject({ first: true, rehearsal: false, checked_in_by: 'Desk 2' })
    const again = await checkIn({ id: p.id }, desk, new Date(eve + 18 * HOUR))
    expect(again).toMatchObject({ first: false, checked_in_by: 'Desk 2' })
    expect((await rowsOf(p.id)).map((r) => r.rehearsal)).toEqual([false])
  })
})

describe('the desk search', () => {
  it('finds a registration by its whole ticket code, number, mobile or name, and by no part of them', async () => {
    const mobile = `9${String(Date.now()).slice(-9)}`
    const p = await free({ name: 'Kavita Rani Singh', mobile_number: mobile })
    const sid = randomBytes(8).toString('hex')
    const found = async (q: string) => (await searchDesk(q, sid)).map((c) => c.id)
    const code = ticketCode(p.id)
    for (const q of [
      code,
      ` ${code.toLowerCase().split('-').join(' - ')} `,
      p.registration_number.toLowerCase(),
      mobile,
      `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
      '  kavita   RANI singh ',
    ])
      expect(await found(q), q).toContain(p.id)
    for (const q of [
      mobile.slice(0, 6),
      mobile.slice(-4),
      'Kavita',
      'Kavita%',
      '%Rani%',
      '_avita Rani Singh',
      p.registration_number.slice(0, -2),
      `${p.registration_number.slice(0, -1)}_`,
      '%%',
      code.slice(0, -1),
    ])
      expect(await found(q), q).toEqual([])
    const [candidate] = await searchDesk(mobile, sid)
    expect(candidate.mobile_end).toBe(mobile.slice(-4))
    expect(JSON.stringify(candidate)).not.toContain(mobile)
  })

  it('counts every search of a desk session, parallel ones included, against its limit', async () => {
    const sid = randomBytes(8).toString('hex')
    const answers = await Promise.allSettled(
      Array.from({ length: DESK_SEARCHES.limit + 10 }, () => searchDesk('nobody by this name', sid)),
    )
    const refused = answers.filter((a) => a.status === 'rejected')
    expect(answers.length - refused.length).toBe(DESK_SEARCHES.limit)
    expect(refused.every((a) => (a as PromiseRejectedResult).reason instanceof RateLimited)).toBe(true)
    // Another desk session is not held up.
    expect(await searchDesk('nobody by this name', randomBytes(8).toString('hex'))).toEqual([])
  })
})

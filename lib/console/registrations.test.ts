import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import { recordReminder, stopReminders } from '@/lib/registrations/reminders-record'
import { remindersToken } from '@/lib/registrations/token-hmac'
import { demoRegistration } from '@/prisma/demo-registrations'
import { truncate } from '@/test/db'
import { EXPORT_COLUMNS, exportRegistrations, listRegistrations, registrationsCsv } from './registrations'
import { registrationsQuerySchema } from './schema'

const query = (input: Record<string, unknown> = {}) => registrationsQuerySchema.parse(input)

describe("organisers' registrations list", () => {
  beforeAll(async () => {
    await truncate('audit_logs', 'payment_proofs', 'gateway_exchanges', 'payment_attempts', 'participants')
    await db().registration.createMany({ data: Array.from({ length: 120 }, (_, i) => demoRegistration(i)) })
    // Days are India days: 00:10 IST on 10 August is still 9 August in UTC, 23:50 IST is 18:20 UTC.
    await db().registration.createMany({
      data: [
        {
          ...demoRegistration(500, new Date('2025-08-09T18:40:00Z')),
          name: 'Ānanya Śarmā',
          email: 'ananya@example.in',
          mobileNumber: '9812345678',
        },
        {
          ...demoRegistration(501, new Date('2025-08-10T18:20:00Z')),
          name: 'Late Evening',
          email: 'late@example.in',
        },
        {
          ...demoRegistration(502, new Date('2025-08-10T18:40:00Z')),
          name: 'After Midnight',
          email: 'after@example.in',
        },
      ],
    })
  })

  it('pages on the server, newest first by default, stable across pages', async () => {
    const first = await listRegistrations(query())
    expect(first.total).toBe(123)
    expect(first.items).toHaveLength(25)
    const second = await listRegistrations(query({ page: 2 }))
    const ids = [...first.items, ...second.items].map((r) => r.id)
    expect(new Set(ids).size).toBe(50)
    const created = [...first.items, ...second.items].map((r) => r.createdAt)
    expect([...created].sort().reverse()).toEqual(created)
    const last = await listRegistrations(query({ page: 5, pageSize: 25 }))
    expect(last.items).toHaveLength(23)
    expect((await listRegistrations(query({ page: 99 }))).items).toEqual([])
  })

  it('searches name, e-mail, phone and registration number, case and accent as typed', async () => {
    expect((await listRegistrations(query({ q: 'ānanya' }))).items.map((r) => r.email)).toEqual([
      'ananya@example.in',
    ])
    expect((await listRegistrations(query({ q: 'ANANYA@EXAMPLE' }))).total).toBe(1)
    expect((await listRegistrations(query({ q: '98123 45678' }))).total).toBe(1)
    expect((await listRegistrations(query({ q: 'upp25-000007' }))).items[0].registrationNumber).toBe(
      'UPP25-000007',
    )
    expect((await listRegistrations(query({ q: 'nobody-like-this' }))).total).toBe(0)
    // The user's wildcards are literal characters, not patterns.
    expect((await listRegistrations(query({ q: '%' }))).total).toBe(0)
    expect((await listRegistrations(query({ q: '_' }))).total).toBe(0)
    expect((await listRegistrations(query({ q: "'; DROP TABLE participants; --" }))).total).toBe(0)
  })

  it('filters by state, category and registration day (India time)', async () => {
    const paid = await listRegistrations(query({ status: 'paid', pageSize: 100 }))
    expect(paid.total).toBeGreaterThan(0)
    expect(paid.items.every((r) => r.status === 'paid')).toBe(true)
    const pg = await listRegistrations(query({ category: 'PG_Student', pageSize: 100 }))
    expect(pg.items.every((r) => r.category === 'PG_Student')).toBe(true)
    const day = await listRegistrations(query({ from: '2025-08-10', to: '2025-08-10' }))
    expect(day.items.map((r) => r.name)).toEqual(['Late Evening', 'Ānanya Śarmā'])
    expect(
      (await listRegistrations(query({ from: '2025-08-11', to: '2025-08-11' }))).items.map((r) => r.name),
    ).toEqual(['After Midnight'])
    expect((await listRegistrations(query({ from: '2025-08-10' }))).total).toBe(3)
  })

  it('sorts by any column in either direction', async () => {
    const byName = (await listRegistrations(query({ sort: 'name', dir: 'asc', pageSize: 100 }))).items.map(
      (r) => r.name,
    )
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const byAmount = (
      await listRegistrations(query({ sort: 'amount', dir: 'desc', pageSize: 100 }))
    ).items.map((r) => r.amountPaise)
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a))
  })

  it('totals count and money collected (paid minus refunds) by category and state', async () => {
    const all = await db().registration.findMany()
    const { totals } = await listRegistrations(query())
    const collected = all.filter((p) => p.paidAt).reduce((s, p) => s + p.amountPaise - p.refundedPaise, 0)
    expect(totals.overall).toEqual({ count: 123, collectedPaise: collected })
    const refunded = totals.byStatus.find((s) => s.status === 'refunded')!
    const refundedRows = all.filter((p) => p.status === 'refunded')
    expect(refunded).toEqual({
      status: 'refunded',
      count: refundedRows.length,
      collectedPaise: refundedRows.reduce((s, p) => s + p.amountPaise - p.refundedPaise, 0),
    })
    expect(totals.byStatus.find((s) => s.status === 'pending_payment')!.collectedPaise).toBe(0)
    expect(totals.byCategory.reduce((s, c) => s + c.count, 0)).toBe(123)
    const filtered = await listRegistrations(query({ category: 'NonMember' }))
    expect(filtered.totals.byCategory.map((c) => c.category)).toEqual(['NonMember'])
  })

  it('exports every row of a filter in list order, across batches', async () => {
    const rows = []
    for await (const row of exportRegistrations(
      query({ status: 'paid', sort: 'registrationNumber', dir: 'asc' }),
      7,
    ))
      rows.push(row)
    const expected = (
      await db().registration.findMany({ where: { status: 'paid' }, orderBy: { registrationNumber: 'asc' } })
    ).map((p) => p.registrationNumber)
    expect(rows.map((r) => r[0])).toEqual(expected)
    expect(rows[0]).toHaveLength(20)
  })

  it('exports the rows that existed when the export started, even as new ones arrive', async () => {
    const before = (await listRegistrations(query())).total
    const numbers: string[] = []
    let arrived = false
    // Newest first: without a snapshot, a registration arriving mid-export shifts every later
    // batch by one and a row is written twice.
    for await (const row of exportRegistrations(query(), 10)) {
      numbers.push(String(row[0]))
      if (!arrived) {
        arrived = true
        await db().registration.create({ data: { ...demoRegistration(900), createdAt: new Date() } })
      }
    }
    expect(numbers).toHaveLength(before)
    expect(new Set(numbers).size).toBe(before)
    expect(numbers).not.toContain('UPP25-000901')
    await db().registration.delete({ where: { registrationNumber: 'UPP25-000901' } })
  })

  it('writes spreadsheet-friendly cells: labels, rupees, India time', async () => {
    const row = await db().registration.create({
      data: {
        ...demoRegistration(600, new Date('2025-08-09T18:40:00Z')),
        name: '=HYPERLINK("http://x")',
        email: 'formula@example.in',
        status: 'refunded',
        paidAt: new Date('2025-08-10T04:00:00Z'),
        refundedPaise: 12345,
      },
    })
    const text = await new Response(registrationsCsv(query({ q: 'formula@example.in' }))).text()
    await db().registration.delete({ where: { id: row.id } })
    const [header, line, end] = text.replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toBe(EXPORT_COLUMNS.join(','))
    expect(end).toBe('')
    const cells = line.split(',')
    expect(cells[1]).toBe(`"'=HYPERLINK(""http://x"")"`)
    // The last columns (the address before them holds a comma).
    expect(cells.slice(-9)).toEqual([
      CATEGORY_LABELS[row.category],
      String(row.amountPaise / 100),
      '123.45',
      'Refunded',
      '2025-08-10 09:30:00',
      'No',
      'No',
      '2025-08-10 00:10:00',
      '',
    ])
  })

  it('filters by the reminders to pay sent, shows the last one, and exports it (India time)', async () => {
    const [first, second] = await db().registration.findMany({
      where: { status: 'pending_payment' },
      orderBy: { id: 'asc' },
      take: 2,
    })
    // The first was reminded on 9 August, 18:40 UTC (10 August in India), then on 11 August; the
    // second once, now, and its reminders stopped (which is no reminder).
    const remind = (id: number, reminder: string, job: number, createdAt: Date) =>
      db().auditLog.create({
        data: {
          action: 'registration.remind',
          entity: 'registration',
          entityId: String(id),
          detail: { reminder, job },
          createdAt,
        },
      })
    await remind(first.id, 'day', 1, new Date('2025-08-09T18:40:00Z'))
    await remind(first.id, 'slab', 2, new Date('2025-08-11T04:00:00Z'))
    await recordReminder(second.id, 'day', 3)
    await stopReminders(second.id, remindersToken(second.id))

    const reminded = await listRegistrations(
      query({ reminded: 'yes', sort: 'registrationNumber', dir: 'asc' }),
    )
    expect(reminded.total).toBe(2)
    expect(reminded.totals.overall.count).toBe(2)
    expect(reminded.items.map((r) => [r.id, r.lastRemindedAt])).toEqual([
      [first.id, '2025-08-11T04:00:00.000Z'],
      [second.id, expect.any(String)],
    ])
    const others = await listRegistrations(query({ reminded: 'no', pageSize: 100 }))
    expect(others.total).toBe(121)
    expect(others.items.every((r) => r.lastRemindedAt === null)).toBe(true)
    expect((await listRegistrations(query({ reminded: 'yes', q: first.email }))).total).toBe(1)

    const text = await new Response(registrationsCsv(query({ reminded: 'yes', q: first.email }))).text()
    expect(
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')[1]
        .split(',')
        .at(-1),
    ).toBe('2025-08-11 09:30:00')
  })

  it('refuses malformed filters', () => {
    for (const bad of [
      { status: 'bribed' },
      { category: 'vip' },
      { reminded: 'maybe' },
      { from: '2025-02-30' },
      { sort: 'password' },
      { pageSize: 1000 },
      { page: 0 },
    ]) {
      expect(registrationsQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })
})

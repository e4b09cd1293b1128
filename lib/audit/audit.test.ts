import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { todayInIndia } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { CLIENT_ADDRESS_HEADER } from '@/lib/net/client-address'
import type { AuditAction } from './actions'
import { recordAuditLog, type AuditNote } from './record'
import { auditQuerySchema } from './schema'
import { clientIp, listAudit } from './service'

// The trail cannot be emptied between tests (that is the point), so each test uses its own admin.
const someone = () => `auditor-${randomUUID()}@example.org`
const record = (email: string, action: AuditAction, note: AuditNote = {}, ip = '') =>
  recordAuditLog(db(), { kind: 'admin', email, ip }, action, note)

describe('audit trail', () => {
  it('records who did what to which record, from where, newest first', async () => {
    const admin = someone()
    await record(admin, 'auth.login', {}, '203.0.113.7')
    await record(admin, 'member.update', { entityId: 12, detail: { name: ['Old', 'New'] } }, '203.0.113.7')
    const { items, total } = await listAudit(auditQuerySchema.parse({ admin }))
    expect(total).toBe(2)
    expect(items.map((i) => i.action)).toEqual(['member.update', 'auth.login'])
    expect(items[0]).toMatchObject({
      admin,
      entity: 'member',
      entityId: '12',
      detail: { name: ['Old', 'New'] },
      ip: '203.0.113.7',
    })
  })

  it('filters by action prefix, entity, record and day', async () => {
    const admin = someone()
    await record(admin, 'event.create', { entityId: 1 })
    await record(admin, 'event.delete', { entityId: 2 })
    await record(admin, 'theme.create', { entityId: 1 })
    expect((await listAudit(auditQuerySchema.parse({ admin, action: 'event.' }))).total).toBe(2)
    expect(
      (await listAudit(auditQuerySchema.parse({ admin, entity: 'event', entityId: '2' }))).items.map(
        (i) => i.action,
      ),
    ).toEqual(['event.delete'])
    const today = todayInIndia()
    expect((await listAudit(auditQuerySchema.parse({ admin, from: today, to: today }))).total).toBe(3)
    expect((await listAudit(auditQuerySchema.parse({ admin, to: '2000-01-01' }))).total).toBe(0)
  })

  it('takes the typed _ % and \\ of the search boxes literally, not as LIKE wildcards', async () => {
    const tag = randomUUID().slice(0, 8)
    const plain = `auditor.${tag}.xy@example.org`
    const underscored = `auditor.${tag}_xy@example.org`
    await record(plain, 'event.create')
    await record(underscored, 'event.create')
    const admins = async (admin: string, action?: string) =>
      (await listAudit(auditQuerySchema.parse({ admin, action }))).items.map((i) => i.admin)
    expect(await admins(`${tag}_xy`)).toEqual([underscored])
    expect(await admins(`${tag}%xy`)).toEqual([])
    expect(await admins(`${tag}`)).toHaveLength(2)
    expect(await admins(tag, 'event_')).toEqual([])
    expect(await admins(tag, '%')).toEqual([])
    expect(await admins(tag, 'event.')).toHaveLength(2)
  })

  it('reads days as India days and empty form fields as no filter', async () => {
    const admin = someone()
    // 23:59 IST on 9 August, then 00:01 IST on 10 August (18:31 UTC on the 9th).
    await db().auditLog.create({
      data: { adminEmail: admin, action: 'event.create', createdAt: new Date('2025-08-09T18:29:00Z') },
    })
    await db().auditLog.create({
      data: { adminEmail: admin, action: 'event.update', createdAt: new Date('2025-08-09T18:31:00Z') },
    })
    const actions = async (filter: object) =>
      (await listAudit(auditQuerySchema.parse({ admin, ...filter }))).items.map((i) => i.action)
    expect(await actions({ from: '2025-08-10', to: '2025-08-10' })).toEqual(['event.update'])
    expect(await actions({ to: '2025-08-09' })).toEqual(['event.create'])
    expect(await actions({ from: '', to: '', action: '', entity: '', entityId: '', page: '' })).toEqual([
      'event.update',
      'event.create',
    ])
    for (const bad of [
      { from: '2025-02-30' },
      { to: 'yesterday' },
      { page: '0' },
      { page: 'x' },
      { action: 'a'.repeat(61) },
    ]) {
      expect(auditQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('is append-only in the database: entries cannot be changed or removed', async () => {
    const admin = someone()
    await record(admin, 'registration.refund', { entityId: 7 })
    await expect(
      db().auditLog.updateMany({ where: { adminEmail: admin }, data: { action: 'nothing happened' } }),
    ).rejects.toThrow(/append-only/)
    await expect(db().auditLog.deleteMany({ where: { adminEmail: admin } })).rejects.toThrow(/append-only/)
    expect((await listAudit(auditQuerySchema.parse({ admin }))).items[0].action).toBe('registration.refund')
  })

  it('takes the client address our server decided, never a header the client chose', () => {
    const headers = { [CLIENT_ADDRESS_HEADER]: '198.51.100.4', 'x-forwarded-for': '203.0.113.1' }
    expect(clientIp(new Request('http://x/', { headers }))).toBe('198.51.100.4')
    expect(clientIp(new Request('http://x/', { headers: { 'x-forwarded-for': '203.0.113.1' } }))).toBe('')
  })
})

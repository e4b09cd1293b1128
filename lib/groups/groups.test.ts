// Group registration against the database: an institution's delegates registered in one go, each
// priced as the form would price them alone and billed to the institution (its GSTIN and state);
// the group's contact pays, so no delegate is mailed to pay or reminded; a delegate already
// registered refuses the whole group with its row, and nothing is saved.
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { submitRegistration } from '@/lib/registrations/register'
import { isGroupToken } from '@/lib/registrations/token-hmac'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { groupInput, groupRow } from '@/test/groups'
import { registerGroup } from './register'
import { groupDelegateSchema, groupSchema, MAX_GROUP_DELEGATES } from './schema'

beforeEach(() => truncate('jobs', 'audit_logs', 'workshop_seats', 'participants', 'registration_groups'))

const row = groupRow
const group = groupInput

describe('group registration', () => {
  it('registers each delegate priced as alone, billed to the institution; no one is reminded to pay', async () => {
    const edition = await findCurrentEdition()
    const rows = [row({ category: 'NonMember' }), row({ category: 'PG_Student', designation: 'PG_Student' })]
    const made = await registerGroup(group(rows))

    expect(made.group_number).toBe(`${edition!.registration_prefix}G-${String(made.id).padStart(6, '0')}`)
    expect(isGroupToken(made.id, made.token)).toBe(true)
    expect(made.delegates.map((d) => [d.email, d.category, d.status])).toEqual([
      [rows[0].email, 'NonMember', 'pending_payment'],
      [rows[1].email, 'PG_Student', 'pending_payment'],
    ])
    // The same categories registered alone cost the same.
    const alone = await Promise.all([
      submitRegistration(delegate({ category: 'NonMember' })),
      submitRegistration(delegate({ category: 'PG_Student', designation: 'PG_Student' })),
    ])
    expect(made.delegates.map((d) => d.amount)).toEqual(alone.map((r) => r.amount))
    expect(made.amount_due).toBe(alone[0].amount + alone[1].amount)

    const members = await db().registration.findMany({ where: { groupId: made.id }, orderBy: { id: 'asc' } })
    expect(members.map((m) => [m.placeOfSupply, m.buyerGstin, m.buyerName])).toEqual([
      ['27', '27AAPFU0939F1ZV', 'BRD Medical College'],
      ['27', '27AAPFU0939F1ZV', 'BRD Medical College'],
    ])
    // The delegates alone were mailed their links and will be reminded; the group's were not.
    const jobsOf = (ids: number[]) =>
      db().job.count({ where: { entity: 'registration', entityId: { in: ids.map(String) } } })
    expect(await jobsOf(members.map((m) => m.id))).toBe(0)
    expect(await jobsOf(alone.map((r) => r.id))).toBeGreaterThan(0)
    expect(await db().auditLog.count({ where: { action: 'group.create', entityId: String(made.id) } })).toBe(
      1,
    )
  })

  it('all or nothing: a delegate registered already refuses the group, naming the row; nothing saved', async () => {
    const taken = delegate()
    await submitRegistration(taken)
    const again = groupDelegateSchema.parse(taken)
    const before = await db().registration.count()
    const refused = await registerGroup(group([row(), again])).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({
      code: 'conflict',
      message: 'Already registered for this conference: delegate 2. Remove them from the group.',
      fields: { 'delegates.1.email': ['Already registered for this conference.'] },
    })
    expect(await db().registration.count()).toBe(before)
    expect(await db().registrationGroup.count()).toBe(0)
  })

  it('the same delegates in two groups at once: one group is made, the other refused', async () => {
    const rows = [row(), row()]
    const outcomes = await Promise.allSettled([
      registerGroup(group(rows)),
      registerGroup(group([row(), rows[1]])),
    ])
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 'conflict' } })
    expect(await db().registration.count({ where: { email: rows[1].email } })).toBe(1)
    expect(await db().registrationGroup.count()).toBe(1)
  })

  it('the form refuses the same delegate twice, a wrong GSTIN, no state and too many delegates', () => {
    const one = row()
    const issues = (input: Record<string, unknown>) =>
      groupSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message])
    const base = {
      institution: 'BRD Medical College',
      address: 'Gorakhpur',
      contact_name: 'Meera Singh',
      contact_email: 'pg.office@example.org',
      contact_mobile: '9811122233',
    }
    expect(issues({ ...base, state: '09', gstin: '27AAPFU0939F1ZW', delegates: [one, one] })).toEqual([
      ['gstin', expect.stringMatching(/check/i)],
      ['delegates.1.email', 'The same delegate as row 1.'],
    ])
    expect(issues({ ...base, state: '', delegates: [one] })).toEqual([
      ['state', 'Choose the institution’s state.'],
    ])
    expect(
      issues({
        ...base,
        state: '09',
        delegates: Array.from({ length: MAX_GROUP_DELEGATES + 1 }, () => row()),
      }),
    ).toEqual([['delegates', `At most ${MAX_GROUP_DELEGATES} delegates in one group.`]])
    expect(issues({ ...base, state: '09', delegates: [] })).toEqual([
      ['delegates', 'Add at least one delegate.'],
    ])
  })
})

// Group registration against the database: an institution's delegates registered in one go, each
// priced as the form would price them alone and billed to the institution (its GSTIN and state);
// the group's contact pays, so no delegate is mailed to pay or reminded; a delegate already
// registered refuses the whole group with its row, and nothing is saved; so do a full workshop
// (no seat taken) and a discount code whose uses the group's rows spend before the last row's.
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { saveDiscountCode } from '@/lib/discounts/console'
import { discountCodeSchema } from '@/lib/discounts/schema'
import { CODE_REFUSED } from '@/lib/discounts/words'
import { findCurrentEdition } from '@/lib/editions/service'
import { submitRegistration } from '@/lib/registrations/register'
import { isGroupToken } from '@/lib/registrations/token-hmac'
import { WORKSHOP_FULL } from '@/lib/workshops/offers'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { groupInput, groupRow } from '@/test/groups'
import { createWorkshop } from '@/test/workshops'
import { registerGroup } from './register'
import { groupDelegateSchema, groupSchema, MAX_GROUP_DELEGATES } from './schema'

beforeEach(() =>
  truncate(
    'jobs',
    'audit_logs',
    'workshop_seats',
    'participants',
    'registration_groups',
    'events',
    'discount_codes',
  ),
)

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

  it('a full workshop refuses the group, naming the row that found it full; no seat is taken', async () => {
    const w = await createWorkshop({ capacity: 2 })
    const alone = await submitRegistration(delegate({ workshops: [w.id] }))
    const before = await db().registration.count()
    // The first row takes the last seat; the second finds the workshop full.
    const refused = await registerGroup(
      group([row({ workshops: [w.id] }), row({ workshops: [w.id] }), row()]),
    ).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({
      code: 'conflict',
      message: `Delegate 2: ${WORKSHOP_FULL}`,
      fields: { 'delegates.1': [WORKSHOP_FULL] },
    })
    expect(await db().registration.count()).toBe(before)
    expect(await db().registrationGroup.count()).toBe(0)
    const seats = await db().workshopSeat.findMany({ where: { eventId: w.id } })
    expect(seats.map((s) => s.registrationId)).toEqual([alone.id])
    // With one seat asked for, the group is made and takes it.
    const made = await registerGroup(group([row({ workshops: [w.id] }), row()]))
    expect(await db().workshopSeat.count({ where: { eventId: w.id } })).toBe(2)
    expect(made.delegates[0].amount).toBe(made.delegates[1].amount + w.feePaise / 100)
  })

  it('a code’s uses are counted across the group’s rows: a code of 2 uses refuses a group of 3 using it', async () => {
    await saveDiscountCode(
      SYSTEM,
      null,
      discountCodeSchema.parse({
        code: 'PG2',
        kind: 'percent',
        percent: 10,
        categories: ['NonMember'],
        max_uses: 2,
      }),
    )
    const using = () => row({ category: 'NonMember', discount_code: 'pg2' })
    const refused = await registerGroup(group([using(), using(), using()])).catch((e: unknown) => e)
    // The whole group is refused at its third row (nothing is priced without the code behind the
    // institution's back): the contact removes the code from a row, or a row from the group.
    expect(refused).toMatchObject({
      code: 'unprocessable',
      message: `Delegate 3: ${CODE_REFUSED.used}`,
      fields: { 'delegates.2': [CODE_REFUSED.used] },
    })
    expect(await db().registration.count({ where: { discountCode: { code: 'PG2' } } })).toBe(0)
    expect(await db().registrationGroup.count()).toBe(0)

    // Two rows with it and one without: made, the two discounted; the code is then spent.
    const made = await registerGroup(group([using(), using(), row({ category: 'NonMember' })]))
    const [a, b, c] = made.delegates.map((d) => d.amount)
    expect([a, b]).toEqual([c * 0.9, c * 0.9])
    expect(await db().registration.count({ where: { discountCode: { code: 'PG2' } } })).toBe(2)
    await expect(
      submitRegistration(delegate({ category: 'NonMember', discount_code: 'PG2' })),
    ).rejects.toMatchObject({ message: CODE_REFUSED.used })
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

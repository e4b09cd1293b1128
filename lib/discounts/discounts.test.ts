// Discount codes against the database: a code taken when registering (dates, switch, uses in all
// and per e-mail address), 30 simultaneous registrations on a code of 5 uses, a complimentary code
// that confirms the registration without payment, and the console's list of uses.
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { addIsoDays, todayInIndia } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { submitRegistration } from '@/lib/registrations/register'
import { breakdownOf } from '@/lib/workshops/service'
import { truncate } from '@/test/db'
import { numberedDelegate } from '@/test/delegates'
import { createWorkshop } from '@/test/workshops'
import { discountCodeList, saveDiscountCode } from './console'
import { discountCodeSchema } from './schema'
import { CODE_REFUSED } from './words'

const delegate = numberedDelegate

const code = (fields: Record<string, unknown>) =>
  saveDiscountCode(
    SYSTEM,
    null,
    discountCodeSchema.parse({ kind: 'percent', percent: 10, categories: ['PG_Student'], ...fields }),
  )

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) =>
      e instanceof ApiError ? { code: e.code, message: e.message, fields: e.fields } : Promise.reject(e),
  )

describe('discount codes when registering', () => {
  beforeEach(() => truncate('jobs', 'workshop_seats', 'participants', 'events', 'discount_codes'))

  it('takes a percentage off the fee and a listed workshop, and shows it line by line', async () => {
    const w = await createWorkshop({ capacity: 5, feePaise: 150000 })
    await code({ code: 'pg10', categories: ['PG_Student'], workshop_ids: [w.id] })
    const full = await submitRegistration(delegate(1, { workshops: [w.id] }))
    const r = await submitRegistration(delegate(2, { workshops: [w.id], discount_code: ' pg10 ' }))
    expect(r.amount).toBe(full.amount * 0.9)
    const p = await db().registration.findUniqueOrThrow({ where: { id: r.id } })
    const b = await breakdownOf(p)
    expect(b.discount).toEqual({ code: 'PG10', paise: full.amount * 10 })
    expect(b.lines.map((l) => l.discountPaise)).toEqual([(full.amount - 1500) * 10, 15000])
  })

  it('refuses expired, not yet valid, disabled and unknown codes with a clear message', async () => {
    const today = todayInIndia()
    await code({ code: 'OLD', valid_until: addIsoDays(today, -1) })
    await code({ code: 'SOON', valid_from: addIsoDays(today, 1) })
    await code({ code: 'OFF', disabled: true })
    await code({ code: 'TODAY', valid_from: today, valid_until: today })
    await code({ code: 'OTHER', categories: ['NonMember'] })
    const tried = async (c: string, n: number) =>
      refusal(submitRegistration(delegate(n, { discount_code: c })))
    expect(await tried('OLD', 1)).toMatchObject({
      code: 'unprocessable',
      message: CODE_REFUSED.expired,
      fields: { discount_code: [CODE_REFUSED.expired] },
    })
    expect(await tried('SOON', 2)).toMatchObject({ message: CODE_REFUSED.early })
    expect(await tried('OFF', 3)).toMatchObject({ message: CODE_REFUSED.disabled })
    expect(await tried('NOPE', 4)).toMatchObject({ message: CODE_REFUSED.unknown })
    expect(await tried('OTHER', 5)).toMatchObject({ message: CODE_REFUSED.nothing })
    expect(await tried('TODAY', 6)).toBeNull()
    expect(await db().registration.count()).toBe(1)
  })

  it('counts uses per e-mail address; a cancelled registration gives its use back', async () => {
    await code({ code: 'ONCE', max_uses_per_email: 1 })
    const first = await submitRegistration(delegate(1, { discount_code: 'ONCE' }))
    // The same address with another mobile number is the same person for the code.
    expect(
      await refusal(submitRegistration(delegate(1, { mobile_number: '9123456789', discount_code: 'ONCE' }))),
    ).toMatchObject({ message: CODE_REFUSED.person })
    // Its owner correcting the registration keeps the code.
    expect((await submitRegistration(delegate(1, { discount_code: 'ONCE' }), undefined, first.id)).id).toBe(
      first.id,
    )
    await db().registration.update({ where: { id: first.id }, data: { status: 'cancelled' } })
    expect(
      await refusal(submitRegistration(delegate(1, { mobile_number: '9123456789', discount_code: 'ONCE' }))),
    ).toBeNull()
    expect(await submitRegistration(delegate(2, { discount_code: 'ONCE' }))).toMatchObject({
      status: 'pending_payment',
    })
  })

  it('lets exactly 5 of 30 simultaneous registrations use a code of 5 uses', async () => {
    await code({ code: 'FIVE', max_uses: 5 })
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => submitRegistration(delegate(100 + i, { discount_code: 'FIVE' }))),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r.reason as ApiError).message).toBe(CODE_REFUSED.used)
    expect(await db().registration.count({ where: { discountCode: { code: 'FIVE' } } })).toBe(5)
    expect((await discountCodeList()).find((c) => c.code === 'FIVE')?.uses).toBe(5)
  })

  it('confirms a complimentary registration at once, without a payment', async () => {
    await code({ code: 'FACULTY', kind: 'complimentary', categories: ['PG_Student', 'conferencefaculty'] })
    const r = await submitRegistration(delegate(1, { discount_code: 'faculty' }))
    expect(r).toMatchObject({ amount: 0, status: 'free' })
    expect(await db().job.count({ where: { kind: 'mail.confirmation' } })).toBe(1)
    expect((await discountCodeList())[0]).toMatchObject({ code: 'FACULTY', kind: 'complimentary', uses: 1 })
  })
})

import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { SYSTEM } from '@/lib/audit/actions'
import { startOfIndianDay, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { saveDiscountCode } from '@/lib/discounts/console'
import { discountCodeSchema } from '@/lib/discounts/schema'
import { submitRegistration } from '@/lib/registrations/register'
import { FEES_2025 } from '@/prisma/demo-editions'
import { demoRegistration } from '@/prisma/demo-registrations'
import { delegate } from '@/test/delegates'
import { checkBeforePayment } from './rules'
import { editionCreateSchema, editionFeesSchema, type EditionDto } from './schema'
import { findCurrentEdition, lifeOf } from './service'
import { CLOSED_MESSAGE } from './window'

const edition2025 = {
  opens_at: '2025-04-01T00:00:00+05:30',
  closes_at: '2025-11-28T00:00:00+05:30',
  ends_on: '2025-11-30',
  fees: FEES_2025,
}

describe('fee slabs', () => {
  it('caches the edition until the next slab or state begins, or the year turns (./window.ts)', () => {
    const e = { ...edition2025, fees: FEES_2025 } as unknown as EditionDto
    expect(lifeOf(e, new Date('2025-06-30T18:00:00Z')).revalidate).toBe(1801)
    expect(lifeOf(e, new Date('2026-12-31T18:29:00Z')).revalidate).toBe(61)
  })

  const fees = (slabs: unknown[]) => ({
    fees: FEES_2025.map((f) => (f.category === 'NonMember' ? { category: f.category, slabs } : f)),
  })
  const problems = (input: unknown) => {
    const result = editionFeesSchema.safeParse(input)
    return result.success ? [] : result.error.issues.map((i) => i.message)
  }

  it('refuses overlapping slabs, a last slab with an end, a negative amount', () => {
    expect(problems(fees(FEES_2025[2].slabs))).toEqual([])
    expect(
      problems(
        fees([
          { label: 'Early bird', amount: 6500, last_day: '2025-06-30' },
          { label: 'Regular', amount: 7500, last_day: '2025-06-30' },
          { label: 'Spot', amount: 8500, last_day: null },
        ]),
      ),
    ).toEqual(['Slabs overlap: each ends after the one before.'])
    expect(problems(fees([{ label: 'Regular', amount: 7500, last_day: '2025-10-31' }]))).toEqual([
      'The last slab is open-ended.',
    ])
    expect(problems(fees([{ label: 'Regular', amount: -1, last_day: null }]))).toEqual([
      'An amount cannot be negative.',
    ])
  })

  it('refuses a window that closes before it opens', () => {
    const result = editionCreateSchema.safeParse({
      copy_from: 1,
      opens_at: '2026-12-01T00:00:00+05:30',
      closes_at: '2026-11-01T00:00:00+05:30',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['closes_at'] })
  })
})

describe('editions in the database', () => {
  let window: { opensAt: Date; closesAt: Date; id: number }
  beforeAll(async () => {
    const current = await findCurrentEdition()
    window = { id: current.id, opensAt: new Date(current.opens_at), closesAt: new Date(current.closes_at) }
  })
  afterEach(() => db().edition.update({ where: { id: window.id }, data: window }))

  it('keeps exactly one current edition', async () => {
    await expect(db().currentEdition.deleteMany()).rejects.toThrow()
    await expect(db().currentEdition.create({ data: { id: 2, editionId: window.id } })).rejects.toThrow()
    expect((await findCurrentEdition()).number).toBe(47)
  })

  it('registers in the current edition at the day’s slab, and refuses once registration has closed', async () => {
    const r = await submitRegistration(delegate())
    expect(r.edition).toMatchObject({ number: 47 })
    expect(r.slab.label).toBe('Early bird')
    expect(r.registration_number).toMatch(/^UPP\d\d-\d{6}$/)
    await db().edition.update({ where: { id: window.id }, data: { closesAt: new Date(Date.now() - 1000) } })
    const refused = await submitRegistration(delegate()).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ status: 409, message: CLOSED_MESSAGE })
  })

  it('lets a delegate who paid last year register for this year’s conference', async () => {
    const d = delegate()
    await db().registration.create({
      data: {
        ...demoRegistration(9000),
        email: d.email,
        mobileNumber: d.mobile_number,
        status: 'paid',
        paidAt: new Date('2025-08-01T10:00:00Z'),
      },
    })
    const r = await submitRegistration(d)
    expect(r).toMatchObject({ status: 'pending_payment', edition: { number: 47 } })
  })

  it('re-prices a pending registration whose slab has ended before its payment starts', async () => {
    const r = await submitRegistration(delegate())
    const yesterday = startOfIndianDay('2026-01-01')
    await db().registration.update({
      where: { id: r.id },
      data: { feeValidUntil: yesterday, amountPaise: 100 },
    })
    const p = await db().registration.findUniqueOrThrow({ where: { id: r.id } })
    const repriced = await checkBeforePayment(p)
    expect(repriced).toMatchObject({ repriced: true, amount: '6500.00', previous_amount: '1.00' })
    expect(
      await checkBeforePayment(await db().registration.findUniqueOrThrow({ where: { id: r.id } })),
    ).toBeNull()
  })

  it('re-prices a discounted registration with its code on the new slab, and reminds it before that slab ends', async () => {
    const code = `REPRICE${Date.now() % 100000}`
    await saveDiscountCode(
      SYSTEM,
      null,
      discountCodeSchema.parse({ code, kind: 'percent', percent: 10, categories: ['NonMember'] }),
    )
    const r = await submitRegistration(delegate({ category: 'NonMember', discount_code: code }))
    const fresh = await db().registration.findUniqueOrThrow({ where: { id: r.id } })
    expect(fresh.discountPaise).toBeGreaterThan(0)
    await db().registration.update({
      where: { id: r.id },
      data: { feeValidUntil: startOfIndianDay('2026-01-01'), amountPaise: 100, discountPaise: 10 },
    })
    // Made in that earlier slab: its reminders were of that slab.
    await db().job.deleteMany({ where: { kind: 'mail.payment-reminder', entityId: String(r.id) } })
    await checkBeforePayment(await db().registration.findUniqueOrThrow({ where: { id: r.id } }))
    const after = await db().registration.findUniqueOrThrow({ where: { id: r.id } })
    // Worked out again on today's slab: what registering today with the code costs.
    expect([after.amountPaise, after.discountPaise]).toEqual([fresh.amountPaise, fresh.discountPaise])
    const slab = toIsoDate(after.feeValidUntil!)
    const keys = (
      await db().job.findMany({ where: { kind: 'mail.payment-reminder', entityId: String(r.id) } })
    ).map((j) => j.idempotencyKey)
    expect(keys).toContain(`registration:${r.id}:reminder:slab:${slab}`)
  })
})

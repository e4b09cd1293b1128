import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { addIsoDays, todayInIndia } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { submitRegistration } from '@/lib/registrations/register'
import { workshopIdsSchema } from '@/lib/registrations/schema'
import { truncate } from '@/test/db'
import { numberedDelegate } from '@/test/delegates'
import { createWorkshop } from '@/test/workshops'
import { WORKSHOP_FULL, workshopState } from './offers'
import { workshopsOf } from './service'

const delegate = numberedDelegate

const workshop = (capacity: number, feePaise: number, deadline?: string) =>
  createWorkshop({ capacity, feePaise, deadline })

describe('the workshop rules', () => {
  it('reads the ticked workshops from JSON or multipart, without duplicates', () => {
    expect(workshopIdsSchema.parse(undefined)).toEqual([])
    expect(workshopIdsSchema.parse('3,1,3')).toEqual([3, 1])
    expect(workshopIdsSchema.parse([2, '2'])).toEqual([2])
    expect(workshopIdsSchema.safeParse('x').success).toBe(false)
  })

  it('tells open, full and closed apart by the India day', () => {
    expect(workshopState({ deadline: '2026-11-30', seats_left: 2 }, '2026-11-30')).toBe('open')
    expect(workshopState({ deadline: '2026-11-30', seats_left: 0 }, '2026-11-22')).toBe('full')
    expect(workshopState({ deadline: '2026-11-21', seats_left: 2 }, '2026-11-22')).toBe('closed')
  })
})

describe('workshop seats', () => {
  beforeEach(() => truncate('jobs', 'workshop_seats', 'participants', 'events'))

  it('seats exactly the capacity of simultaneous registrations; the others are told it is full', async () => {
    const w = await workshop(2, 150000)
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => submitRegistration(delegate(i, { workshops: String(w.id) }))),
    )
    const made = results.filter((r) => r.status === 'fulfilled')
    expect(made).toHaveLength(2)
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r.reason as ApiError).message).toBe(WORKSHOP_FULL)
    expect(await db().workshopSeat.count({ where: { eventId: w.id } })).toBe(2)
    expect(await db().registration.count()).toBe(2)
  })

  it('prices the registration with the fee and lists it; dropping it gives the seat back', async () => {
    const w = await workshop(1, 150000)
    const first = await submitRegistration(delegate(1, { workshops: [w.id] }))
    const slab = first.amount - 1500
    expect(first.workshops).toEqual([{ id: w.id, title: w.name, fee: 1500 }])
    expect((await workshopsOf([first.id])).get(first.id)).toEqual([{ id: w.id, title: w.name }])
    // The owner's correction without the workshop releases the seat for someone else.
    const again = await submitRegistration(delegate(1), undefined, first.id)
    expect(again.amount).toBe(slab)
    expect((await submitRegistration(delegate(2, { workshops: [w.id] }))).workshops).toHaveLength(1)
  })

  it('refuses a workshop past its last day to register, and a cancelled registration frees its seat', async () => {
    const closed = await workshop(5, 100, addIsoDays(todayInIndia(), -1))
    await expect(submitRegistration(delegate(1, { workshops: [closed.id] }))).rejects.toMatchObject({
      code: 'conflict',
    })
    const w = await workshop(1, 100)
    const a = await submitRegistration(delegate(2, { workshops: [w.id] }))
    await db().registration.update({ where: { id: a.id }, data: { status: 'cancelled' } })
    expect((await submitRegistration(delegate(3, { workshops: [w.id] }))).workshops).toHaveLength(1)
  })
})

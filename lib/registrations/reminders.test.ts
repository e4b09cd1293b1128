// Every case of the reminders' rule (lib/registrations/reminders.ts): which reminders a
// registration gets for the day it was made, its slab's end, the window's close and the edition's
// last day, and whether a reminder still applies when its job runs. Pure, no database.
import { describe, expect, it } from 'vitest'
import type { RegistrationStatus } from './lifecycle'
import {
  reminderPlan,
  slabEndsAt,
  slabReminderAt,
  takesMoney,
  withdrawal,
  type RemindedRegistration,
} from './reminders'

/** An India instant: `2027-03-20 09:00` → the instant in UTC. */
const ist = (s: string) => new Date(`${s.replace(' ', 'T')}:00+05:30`)
const edition = {
  opens_at: ist('2026-10-01 00:00').toISOString(),
  closes_at: ist('2027-04-10 00:00').toISOString(),
  ends_on: '2027-04-12',
}
/** The plan as [reminder, India instant] pairs. */
const plan = (registered: string, slab: string | null, e = edition, now?: string) =>
  reminderPlan(ist(registered), slab, e, now ? ist(now) : undefined).map((r) => [
    r.reminder,
    r.at.toISOString(),
  ])

describe('when a slab ends and its reminder is due', () => {
  it('ends when the India day after its last day begins; reminds at 10:00 India time the day before its last day', () => {
    expect(slabEndsAt('2027-03-31')).toEqual(ist('2027-04-01 00:00'))
    expect(slabReminderAt('2027-03-31')).toEqual(ist('2027-03-30 10:00'))
  })
})

describe('the reminders of a registration made unpaid', () => {
  it('a day later, and before its slab ends', () => {
    expect(plan('2027-01-10 15:20', '2027-03-31')).toEqual([
      ['day', ist('2027-01-11 15:20').toISOString()],
      ['slab', ist('2027-03-30 10:00').toISOString()],
    ])
  })

  it('only the first in an open-ended slab', () => {
    expect(plan('2027-01-10 15:20', null)).toEqual([['day', ist('2027-01-11 15:20').toISOString()]])
  })

  it('no slab reminder when it would come before the first, or within 12 hours after it', () => {
    // Made the day before the last day: the slab's reminder time has passed or precedes the first.
    expect(plan('2027-03-30 09:00', '2027-03-31').map(([r]) => r)).toEqual(['day'])
    expect(plan('2027-03-29 20:00', '2027-03-31').map(([r]) => r)).toEqual(['day'])
    // 11 hours after the first: left out; 13 hours after: sent.
    expect(plan('2027-03-28 23:00', '2027-03-31').map(([r]) => r)).toEqual(['day'])
    expect(plan('2027-03-28 21:00', '2027-03-31').map(([r]) => r)).toEqual(['day', 'slab'])
  })

  it('no slab reminder on the slab’s last day or after its reminder time', () => {
    expect(plan('2027-03-31 08:00', '2027-03-31').map(([r]) => r)).toEqual(['day'])
    expect(plan('2027-03-30 11:00', '2027-03-31').map(([r]) => r)).toEqual(['day'])
  })

  it('none when the registration window closes before the first', () => {
    expect(plan('2027-04-09 08:00', '2027-04-09')).toEqual([])
    expect(plan('2027-04-09 08:00', null)).toEqual([])
  })

  it('only the first when the window closes before the slab’s reminder', () => {
    const closesEarly = { ...edition, closes_at: ist('2027-03-30 09:00').toISOString() }
    expect(plan('2027-01-10 15:20', '2027-03-31', closesEarly).map(([r]) => r)).toEqual(['day'])
  })

  it('none once the edition has ended, even with its window left open', () => {
    const leftOpen = { ...edition, closes_at: ist('2027-05-01 00:00').toISOString() }
    expect(plan('2027-04-12 10:00', null, leftOpen)).toEqual([])
    // The last day is over before the slab's reminder: only the first, on the last day.
    expect(plan('2027-04-11 10:00', '2027-04-20', leftOpen).map(([r]) => r)).toEqual(['day'])
  })

  it('planned again later (a correction before paying): only what is still ahead', () => {
    // The first is past; the slab's reminder is still ahead, and comes long after the first.
    expect(plan('2027-01-10 15:20', '2027-03-31', edition, '2027-01-15 10:00')).toEqual([
      ['slab', ist('2027-03-30 10:00').toISOString()],
    ])
    expect(plan('2027-01-10 15:20', '2027-01-20', edition, '2027-01-19 11:00')).toEqual([])
  })
})

describe('whether the edition takes money', () => {
  it('while its window is open and its last day is not over', () => {
    expect(takesMoney(edition, ist('2027-04-09 23:59'))).toBe(true)
    expect(takesMoney(edition, ist('2027-04-10 00:00'))).toBe(false)
    expect(takesMoney(edition, ist('2026-09-30 23:59'))).toBe(false)
    const leftOpen = { ...edition, closes_at: ist('2027-05-01 00:00').toISOString() }
    expect(takesMoney(leftOpen, ist('2027-04-12 23:59'))).toBe(true)
    expect(takesMoney(leftOpen, ist('2027-04-13 00:00'))).toBe(false)
  })
})

describe('whether a reminder still applies when its job runs', () => {
  const unpaid: RemindedRegistration = {
    status: 'pending_payment',
    remindersStoppedAt: null,
    feeValidUntil: new Date('2027-03-31T00:00:00Z'),
  }
  const now = ist('2027-03-30 10:00')
  const check = (p: Partial<RemindedRegistration>, reminder: 'day' | 'slab' = 'slab', at = now) =>
    withdrawal({ ...unpaid, ...p }, edition, reminder, reminder === 'slab' ? '2027-03-31' : null, at)

  it('applies while unpaid: pending, failed, or after a rejected proof', () => {
    for (const status of ['pending_payment', 'payment_failed', 'proof_rejected'] as const)
      expect(check({ status })).toBeNull()
  })

  it('is withdrawn once paid, proven, free, cancelled or refunded', () => {
    const others: RegistrationStatus[] = [
      'paid',
      'free',
      'proof_submitted',
      'proof_verified',
      'cancelled',
      'refunded',
    ]
    for (const status of others) expect(check({ status }), status).toBe('not unpaid')
  })

  it('is withdrawn once the delegate stopped the reminders', () => {
    expect(check({ remindersStoppedAt: ist('2027-03-01 10:00') })).toBe('stopped')
  })

  it('is withdrawn once the edition takes no more money', () => {
    expect(check({}, 'day', ist('2027-04-10 00:00'))).toBe('not taking money')
  })

  it('the slab’s: withdrawn once priced in another slab, or past the slab’s end', () => {
    expect(check({ feeValidUntil: new Date('2027-04-05T00:00:00Z') })).toBe('slab changed')
    expect(check({ feeValidUntil: null })).toBe('slab changed')
    expect(check({}, 'slab', ist('2027-04-01 00:00'))).toBe('slab ended')
    // The first does not depend on the slab.
    expect(check({ feeValidUntil: null }, 'day')).toBeNull()
  })
})

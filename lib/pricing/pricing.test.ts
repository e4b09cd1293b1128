// Every case of the money rules (lib/pricing): the slab of a day (its boundaries in India time),
// the amount with workshops, the lines of a summary, the amount once a workshop is dropped and the
// gateway's surcharges. Pure functions, no database.
import { describe, expect, it } from 'vitest'
import { CATEGORIES } from '@/lib/registrations/categories'
import { FEES_2025 } from '@/prisma/demo-editions'
import {
  amountWith,
  amountWithout,
  feeFor,
  feeMap,
  feeRisesAfter,
  feesOn,
  lineDtos,
  priceFor,
  priceLines,
  registrationAmountPaise,
  summaryRows,
  SURCHARGES,
} from '.'

const edition2025 = { fees: FEES_2025 }

describe('the slab of a day', () => {
  it('prices the last early-bird day and the day after by their slabs; the last slab is open-ended', () => {
    expect(priceFor(edition2025, 'NonMember', '2025-06-30')).toMatchObject({
      label: 'Early bird',
      amount: 6500,
    })
    expect(priceFor(edition2025, 'NonMember', '2025-07-01')).toMatchObject({ label: 'Regular', amount: 7500 })
    expect(priceFor(edition2025, 'NonMember', '2025-11-29')).toMatchObject({ label: 'Spot', last_day: null })
    expect(priceFor(edition2025, 'seniorcitizen', '2025-11-29').amount).toBe(0)
  })

  it('tells whether the fee rises after a day: only on the last day of a slab before a dearer one', () => {
    expect(feeRisesAfter(edition2025, 'NonMember', '2025-06-30')).toBe(true)
    expect(feeRisesAfter(edition2025, 'NonMember', '2025-06-29')).toBe(false)
    expect(feeRisesAfter(edition2025, 'seniorcitizen', '2025-06-30')).toBe(false)
    const same = {
      fees: [
        {
          category: 'NonMember' as const,
          slabs: [
            { label: 'Early bird', amount: 10, last_day: '2025-01-01' },
            { label: 'Regular', amount: 10, last_day: null },
          ],
        },
      ],
    }
    expect(feeRisesAfter(same, 'NonMember', '2025-01-01')).toBe(false)
  })

  it('falls back to the last slab, and refuses a category without any', () => {
    const closedEnded = {
      fees: [
        { category: 'NonMember' as const, slabs: [{ label: 'Only', amount: 10, last_day: '2025-01-01' }] },
      ],
    }
    expect(priceFor(closedEnded, 'NonMember', '2026-01-01').label).toBe('Only')
    expect(() => priceFor(closedEnded, 'PG_Student', '2025-01-01')).toThrow('no fee for PG_Student')
  })

  it("gives every category today's fee (India day), and the form's fee of a chosen category", () => {
    const fees = feesOn(edition2025, new Date('2025-06-30T18:29:59Z'))
    expect(fees).toHaveLength(8)
    expect(fees.find((f) => f.category === 'NonMember')).toMatchObject({ label: 'Early bird', amount: 6500 })
    expect(
      feesOn(edition2025, new Date('2025-06-30T18:30:00Z')).find((f) => f.category === 'NonMember')?.amount,
    ).toBe(7500)
    expect(feeFor('NonMember', { NonMember: 6500 })).toBe(6500)
    expect(feeFor('', { NonMember: 6500 })).toBe(0)
    expect(feeFor(null, {})).toBe(0)
    expect(feeFor('PG_Student', { NonMember: 6500 })).toBe(0)
  })

  it('keeps a free category free in every slab, and maps the day’s fees for the form', () => {
    for (const day of ['2025-04-01', '2025-07-01', '2025-11-29'])
      expect(priceFor(edition2025, 'seniorcitizen', day).amount).toBe(0)
    const today = feesOn(edition2025, new Date('2025-07-01T00:00:00Z'))
    const map = feeMap(today)
    expect(Object.keys(map)).toEqual([...CATEGORIES])
    expect(map).toMatchObject({ NonMember: 7500, seniorcitizen: 0, conferencefaculty: 100 })
    expect(feeFor('seniorcitizen', map)).toBe(0)
  })
})

describe('the amount of a registration', () => {
  it('adds the workshops’ fees (paise) to the slab (rupees)', () => {
    expect(registrationAmountPaise(6500, [])).toBe(650000)
    expect(registrationAmountPaise(6500, [150000, 50050])).toBe(850050)
    expect(registrationAmountPaise(0, [150000])).toBe(150000)
    expect(() => registrationAmountPaise(100, [-1])).toThrow(RangeError)
    expect(() => registrationAmountPaise(100, [1.5])).toThrow(RangeError)
  })
})

describe('the lines of a money summary', () => {
  const nonMember = { category: 'NonMember' as const, feeSlab: 'Early bird', amountPaise: 800000 }
  const nrp = { title: 'NRP Workshop', feePaise: 150000 }

  it('names the registration (category, slab) and each workshop; the lines add up to the amount', () => {
    const b = priceLines(nonMember, [nrp])
    expect(b).toEqual({
      lines: [
        { kind: 'registration', label: 'Registration (Non-Member, Early bird)', amountPaise: 650000 },
        { kind: 'workshop', label: 'Workshop: NRP Workshop', amountPaise: 150000 },
      ],
      totalPaise: 800000,
    })
    expect(summaryRows(b, 'Amount paid')).toEqual([
      ['Registration (Non-Member, Early bird)', 'Rs. 6,500.00'],
      ['Workshop: NRP Workshop', 'Rs. 1,500.00'],
      ['Amount paid', 'Rs. 8,000.00'],
    ])
    expect(lineDtos(b)).toEqual([
      { label: 'Registration (Non-Member, Early bird)', amount: 6500 },
      { label: 'Workshop: NRP Workshop', amount: 1500 },
    ])
  })

  it('has one line without workshops, and says nothing of a slab it does not know', () => {
    expect(priceLines({ ...nonMember, feeSlab: '', amountPaise: 650000 }, []).lines).toEqual([
      { kind: 'registration', label: 'Registration (Non-Member)', amountPaise: 650000 },
    ])
  })

  it('lists a free registration with its paid workshops, and free workshops at zero', () => {
    const senior = { category: 'seniorcitizen' as const, feeSlab: 'Regular', amountPaise: 150000 }
    expect(priceLines(senior, [nrp, { title: 'Quiz', feePaise: 0 }]).lines.map((l) => l.amountPaise)).toEqual(
      [0, 150000, 0],
    )
  })

  it('refuses workshops that cost more than the amount', () => {
    expect(() => priceLines({ ...nonMember, amountPaise: 100000 }, [nrp])).toThrow(RangeError)
  })

  it('takes a dropped workshop’s fee, as priced, off the amount', () => {
    expect(amountWithout(nonMember, [nrp]).amountPaise).toBe(650000)
    expect(amountWithout(nonMember, []).amountPaise).toBe(800000)
    expect(() => amountWithout({ amountPaise: 100 }, [nrp])).toThrow(RangeError)
  })

  it('adds a workshop taken from its waiting list at its fee, and its lines add up', () => {
    const { amountPaise } = amountWith({ amountPaise: 650000 }, [nrp])
    expect(amountPaise).toBe(800000)
    expect(priceLines({ ...nonMember, amountPaise }, [nrp]).lines.map((l) => l.amountPaise)).toEqual([
      650000, 150000,
    ])
    expect(amountWith({ amountPaise: 0 }, [{ title: 'Quiz', feePaise: 0 }]).amountPaise).toBe(0)
  })
})

describe('the gateway surcharges', () => {
  it('are the spec’s percentages by payment method, never negative, each method once', () => {
    expect(SURCHARGES).toHaveLength(12)
    expect(new Set(SURCHARGES.map((s) => s.method)).size).toBe(SURCHARGES.length)
    for (const { percent } of SURCHARGES) expect(percent).toBeGreaterThanOrEqual(0)
    const rate = (method: string) => SURCHARGES.find((s) => s.method === method)?.percent
    expect(rate('Credit cards')).toBe(1.9)
    expect(rate('International cards')).toBe(2.75)
    expect(rate('UPI')).toBe(0)
    expect(rate('NEFT / RTGS')).toBe(0)
  })
})

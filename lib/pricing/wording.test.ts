// How fees are worded: the fee periods of an edition, the fee table's headings and amounts, the
// lines of a money summary and the notice of a registration re-priced after its slab ended.
import { describe, expect, it } from 'vitest'
import { FEES_2025 } from '@/prisma/demo-editions'
import {
  feeSlabsText,
  feeTableCaption,
  feeText,
  registrationLineLabel,
  repricedMessage,
  slabColumns,
  slabDates,
  slabHeading,
  workshopLineLabel,
} from './wording'

const edition2027 = {
  name: 'UP Pedicon 2027',
  fees: FEES_2025.map((f) => ({
    ...f,
    slabs: f.slabs.map((s, i) => ({ ...s, last_day: [`2026-12-25`, `2027-03-10`, null][i] })),
  })),
}
const single = {
  name: 'UP Pedicon 2028',
  fees: [{ category: 'NonMember' as const, slabs: [{ label: 'Regular', amount: 1, last_day: null }] }],
}

describe('the fee periods of an edition', () => {
  it('gives each fee period its first day, the day after the one before ends', () => {
    expect(slabColumns(edition2027).map((s) => [s.label, s.first_day, s.last_day])).toEqual([
      ['Early bird', null, '2026-12-25'],
      ['Regular', '2026-12-26', '2027-03-10'],
      ['Spot', '2027-03-11', null],
    ])
    expect(feeSlabsText(edition2027)).toBe(
      'Early bird until 25 December 2026, Regular until 10 March 2027 and Spot from 11 March 2027',
    )
    expect(feeSlabsText(single)).toBe('Regular')
    expect(feeSlabsText({ fees: [] })).toBe('')
  })

  it('heads the fee table’s columns with their dates, and writes a zero fee as Free', () => {
    const [early, regular, spot] = slabColumns(edition2027)
    expect([early, regular, spot].map(slabDates)).toEqual([
      'till 25 December 2026',
      'till 10 March 2027',
      'from 11 March 2027',
    ])
    expect(slabHeading(regular)).toBe('Regular, till 10 March 2027')
    expect(slabHeading(slabColumns(single)[0])).toBe('Regular')
    expect(feeTableCaption(edition2027)).toBe(
      'Registration fees, UP Pedicon 2027 (early bird till 25 December 2026)',
    )
    expect(feeTableCaption(single)).toBe('Registration fees, UP Pedicon 2028')
    expect(feeText(6500)).toBe('Rs. 6500')
    expect(feeText(0)).toBe('Free')
  })
})

describe('the words of a money summary', () => {
  it('names the registration by category and slab, and each workshop by its title', () => {
    expect(registrationLineLabel('NonMember', 'Early bird')).toBe('Registration (Non-Member, Early bird)')
    expect(registrationLineLabel('seniorcitizen', '')).toBe('Registration (Senior Citizen (70+))')
    expect(workshopLineLabel('NRP Workshop')).toBe('Workshop: NRP Workshop')
  })

  it('tells the delegate what a re-priced registration now costs', () => {
    expect(
      repricedMessage({
        previousSlab: 'Early bird',
        endedOn: '2026-12-25',
        amountPaise: 750000,
        slab: 'Regular',
      }),
    ).toBe(
      'The Early bird fee ended on 25 December 2026: your registration now costs Rs. 7500 (Regular). Press PAY NOW again to pay this amount.',
    )
    expect(
      repricedMessage({ previousSlab: '', endedOn: '2026-12-25', amountPaise: 750050, slab: 'Regular' }),
    ).toMatch(
      /^The earlier fee ended on 25 December 2026: your registration now costs Rs\. 7500\.5 \(Regular\)/,
    )
  })
})

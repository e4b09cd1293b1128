// Every money case of a discount code (lib/pricing/discount.ts with priceLines and the GST split):
// a percentage, a fixed amount, capped at the price, only on the listed categories and workshops,
// complimentary, and the tax invoice's taxable value after the discount. Pure, no database.
import { describe, expect, it } from 'vitest'
import { DEFAULT_RATES, invoiceMoney, saleItems } from '@/lib/gst/gst'
import { amountWithout, discountSplit, isComplimentary, lineDtos, priceLines, summaryRows } from '.'
import type { DiscountTerms } from './discount'

const code = (t: Partial<DiscountTerms>): DiscountTerms => ({
  kind: 'percent',
  percent: 0,
  amountPaise: 0,
  categories: ['NonMember', 'accompanyingperson'],
  workshopIds: [7],
  ...t,
})
const nrp = { id: 7, feePaise: 150000 }
const quiz = { id: 8, feePaise: 50000 }

describe('what a code takes off', () => {
  it('takes a percentage off each listed line, rounded to the paisa halves up', () => {
    expect(discountSplit(code({ percent: 10 }), 'NonMember', 650000, [nrp, quiz])).toEqual({
      registrationPaise: 65000,
      workshopsPaise: [15000, 0],
    })
    expect(discountSplit(code({ percent: 15 }), 'NonMember', 333, [])).toEqual({
      registrationPaise: 50,
      workshopsPaise: [],
    })
  })

  it('takes a fixed amount once, off the fee first, then the workshops, capped at the price', () => {
    expect(discountSplit(code({ kind: 'fixed', amountPaise: 100000 }), 'NonMember', 650000, [nrp])).toEqual({
      registrationPaise: 100000,
      workshopsPaise: [0],
    })
    expect(discountSplit(code({ kind: 'fixed', amountPaise: 700000 }), 'NonMember', 650000, [nrp])).toEqual({
      registrationPaise: 650000,
      workshopsPaise: [50000],
    })
    expect(
      discountSplit(code({ kind: 'fixed', amountPaise: 9_000_000 }), 'NonMember', 650000, [nrp, quiz]),
    ).toEqual({ registrationPaise: 650000, workshopsPaise: [150000, 0] })
  })

  it('leaves categories and workshops it does not list at their fee', () => {
    expect(discountSplit(code({ percent: 50 }), 'PG_Student', 400000, [quiz])).toEqual({
      registrationPaise: 0,
      workshopsPaise: [0],
    })
    expect(discountSplit(code({ kind: 'fixed', amountPaise: 100000 }), 'PG_Student', 400000, [nrp])).toEqual({
      registrationPaise: 0,
      workshopsPaise: [100000],
    })
    expect(discountSplit(code({ percent: 50 }), 'accompanyingperson', 300000, []).registrationPaise).toBe(
      150000,
    )
  })

  it('makes a complimentary (100 %) code free on what it lists', () => {
    const faculty = code({
      percent: 100,
      categories: ['conferencefaculty', 'NonMember'],
      workshopIds: [7, 8],
    })
    expect(isComplimentary(faculty)).toBe(true)
    expect(isComplimentary(code({ percent: 99 }))).toBe(false)
    expect(isComplimentary(code({ kind: 'fixed', percent: 100 }))).toBe(false)
    expect(discountSplit(faculty, 'NonMember', 650000, [nrp, quiz])).toEqual({
      registrationPaise: 650000,
      workshopsPaise: [150000, 50000],
    })
  })

  it('refuses a fee that is not whole paise', () => {
    expect(() => discountSplit(code({ percent: 10 }), 'NonMember', -1, [])).toThrow(RangeError)
    expect(() => discountSplit(code({ percent: 10 }), 'NonMember', 100, [{ id: 7, feePaise: 1.5 }])).toThrow(
      RangeError,
    )
  })
})

describe('a discounted registration line by line', () => {
  // Rs. 6,500 less 10 % and the workshop Rs. 1,500 less 10 %: 5,850 + 1,350 = 7,200.
  const r = { category: 'NonMember' as const, feeSlab: 'Early bird', amountPaise: 720000 }
  const discounted = { ...r, discountPaise: 65000, discountCode: 'EARLY10' }
  const seat = { title: 'Neonatal Resuscitation', feePaise: 150000, discountPaise: 15000 }

  it('prices each line after its discount, and the lines add up to the amount', () => {
    const b = priceLines(discounted, [seat])
    expect(b.lines.map((l) => [l.amountPaise, l.discountPaise])).toEqual([
      [585000, 65000],
      [135000, 15000],
    ])
    expect(b.lines.reduce((s, l) => s + l.amountPaise, 0)).toBe(b.totalPaise)
    expect(b.discount).toEqual({ code: 'EARLY10', paise: 80000 })
  })

  it('shows each line at its fee, then the discount, then the total', () => {
    const b = priceLines(discounted, [seat])
    expect(summaryRows(b, 'Amount paid')).toEqual([
      ['Registration (Non-Member, Early bird)', 'Rs. 6,500.00'],
      ['Workshop: Neonatal Resuscitation', 'Rs. 1,500.00'],
      ['Discount (code EARLY10)', '- Rs. 800.00'],
      ['Amount paid', 'Rs. 7,200.00'],
    ])
    expect(lineDtos(b).map((l) => l.amount)).toEqual([6500, 1500, -800])
  })

  it('has no discount line without a discount, and drops a seat at its price after discount', () => {
    expect(
      priceLines({ ...r, amountPaise: 800000 }, [{ ...seat, discountPaise: 0 }]).discount,
    ).toBeUndefined()
    expect(amountWithout(discounted, [seat]).amountPaise).toBe(585000)
  })

  it('makes a complimentary registration cost nothing', () => {
    const b = priceLines({ ...r, amountPaise: 0, discountPaise: 650000, discountCode: 'FACULTY' }, [])
    expect(b.totalPaise).toBe(0)
    expect(summaryRows(b).at(-2)).toEqual(['Discount (code FACULTY)', '- Rs. 6,500.00'])
  })
})

describe('the tax invoice of a discounted registration', () => {
  const terms = { sellerState: '09', placeOfSupply: '09', pricesIncludeGst: true }

  it('splits GST on the taxable value after the discount, and names the discount', () => {
    const b = priceLines(
      {
        category: 'NonMember',
        feeSlab: 'Regular',
        amountPaise: 585000,
        discountPaise: 65000,
        discountCode: 'X',
      },
      [],
    )
    const m = invoiceMoney(saleItems('NonMember', b.lines, DEFAULT_RATES), terms)
    // Rs. 5,850 including 18 %: taxable 4,957.63, CGST and SGST 446.19 each.
    expect(m.lines[0]).toMatchObject({
      taxablePaise: 495762,
      cgstPaise: 44619,
      sgstPaise: 44619,
      totalPaise: 585000,
    })
    expect(m.lines[0].description).toBe(
      'Registration (Non-Member, Regular) (Rs. 6,500.00 less discount Rs. 650.00)',
    )
    expect(m.totalPaise).toBe(585000)
  })

  it('leaves a line made free by a code off the invoice', () => {
    const b = priceLines(
      { category: 'NonMember', feeSlab: 'Regular', amountPaise: 150000, discountPaise: 650000 },
      [{ title: 'NRP', feePaise: 150000 }],
    )
    const items = saleItems('NonMember', b.lines, DEFAULT_RATES)
    expect(items.map((i) => i.description)).toEqual(['Workshop: NRP'])
    expect(invoiceMoney(items, { ...terms, placeOfSupply: '27' })).toMatchObject({
      igstPaise: 22881,
      totalPaise: 150000,
    })
  })
})

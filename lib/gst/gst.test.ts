import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { amountInWords } from '@/lib/money'
import { amountWith, amountWithout, discountSplit, priceLines, summaryRows } from '@/lib/pricing'
import {
  amountOwed,
  creditablePaise,
  creditNoteMoney,
  DEFAULT_RATE,
  DEFAULT_RATES,
  DOCUMENT_NUMBER_MAX,
  documentNumber,
  financialYearOf,
  gstAddedTo,
  gstinCheckChar,
  gstinProblem,
  gstOfLine,
  gstOfWorkshop,
  invoiceMoney,
  placeOfSupply,
  rateOfCategory,
  remainingOf,
  saleItems,
  seriesFullMessage,
  taxByRate,
  type InvoiceTerms,
  type PricedLine,
  type SaleItem,
  type TaxDocumentKind,
  type TaxRates,
} from './gst'

const UP = '09'
const MAHARASHTRA = '27'
const inclusive = (placeOfSupply: string): InvoiceTerms => ({
  sellerState: UP,
  placeOfSupply,
  pricesIncludeGst: true,
})
const exclusive = (placeOfSupply: string): InvoiceTerms => ({
  ...inclusive(placeOfSupply),
  pricesIncludeGst: false,
})
const item = (amountPaise: number, description = 'Registration (Non-Member, Regular)'): SaleItem => ({
  description,
  rate: { sac: '998596', ratePercent: 18 },
  amountPaise,
})

describe('GSTIN', () => {
  it('accepts real GSTINs: format and check character', () => {
    for (const g of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1', '09AAATI4821K1ZJ'])
      expect(gstinProblem(g)).toBeNull()
    expect(gstinCheckChar('09AAATI4821K1Z')).toBe('J')
  })

  it('refuses a mistyped check character, a swapped pair and a wrong shape', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum')
    expect(gstinProblem('27AAPFU0993F1ZV')).toBe('checksum')
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format')
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format')
    expect(gstinProblem('27AAPFU0939F1XV')).toBe('format')
    expect(gstinProblem('2AAAPFU0939F1ZV')).toBe('format')
  })

  it("decides the place of supply: the institution's GSTIN, else the delegate's state, else the association's", () => {
    expect(placeOfSupply({ stateCode: UP, buyerGstin: '27AAPFU0939F1ZV' }, UP)).toBe(MAHARASHTRA)
    expect(placeOfSupply({ stateCode: MAHARASHTRA, buyerGstin: '' }, UP)).toBe(MAHARASHTRA)
    expect(placeOfSupply({ stateCode: '', buyerGstin: '' }, UP)).toBe(UP)
  })
})

describe('a tax invoice, fees including GST', () => {
  it('within Uttar Pradesh (B2C): CGST and SGST of 9 % each, equal, adding up to the fee paid', () => {
    const m = invoiceMoney([item(650000)], inclusive(UP))
    expect(m).toMatchObject({
      intraState: true,
      taxablePaise: 550848,
      cgstPaise: 49576,
      sgstPaise: 49576,
      igstPaise: 0,
      roundOffPaise: 0,
      totalPaise: 650000,
    })
    expect(m.lines[0]).toMatchObject({ sac: '998596', ratePercent: 18 })
  })

  it('to another state: IGST of 18 %, no CGST or SGST', () => {
    expect(invoiceMoney([item(650000)], inclusive(MAHARASHTRA))).toMatchObject({
      intraState: false,
      taxablePaise: 550848,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 99152,
      totalPaise: 650000,
    })
  })

  it('rounds each tax to the paisa, halves up (Rs. 100: taxable 84.75 → 9 % is 7.6275 → 7.63)', () => {
    expect(invoiceMoney([item(10000)], inclusive(UP))).toMatchObject({
      taxablePaise: 8474,
      cgstPaise: 763,
      sgstPaise: 763,
      totalPaise: 10000,
    })
    // IGST 18 % of 84.75 is 15.255 → 15.26
    expect(invoiceMoney([item(10000)], inclusive(MAHARASHTRA))).toMatchObject({
      taxablePaise: 8474,
      igstPaise: 1526,
    })
  })

  it('B2B to an institution in Maharashtra: IGST, whatever state the delegate typed', () => {
    const pos = placeOfSupply({ stateCode: UP, buyerGstin: '27AAPFU0939F1ZV' }, UP)
    expect(invoiceMoney([item(1050000)], inclusive(pos))).toMatchObject({
      taxablePaise: 889830,
      igstPaise: 160170,
      cgstPaise: 0,
      totalPaise: 1050000,
    })
  })

  it('taxes each line with its own SAC and rate: registration and workshop', () => {
    const rates: TaxRates = {
      registration: { sac: '998596', ratePercent: 18 },
      workshop: { sac: '999293', ratePercent: 5 },
    }
    const price = priceLines({ category: 'NonMember', feeSlab: 'Regular', amountPaise: 800000 }, [
      { title: 'NRP Workshop', feePaise: 150000 },
    ])
    const m = invoiceMoney(saleItems('NonMember', price.lines, rates), inclusive(UP))
    expect(
      m.lines.map((l) => [l.description, l.sac, l.ratePercent, l.taxablePaise, l.cgstPaise, l.totalPaise]),
    ).toEqual([
      ['Registration (Non-Member, Regular)', '998596', 18, 550848, 49576, 650000],
      ['Workshop: NRP Workshop', '999293', 5, 142858, 3571, 150000],
    ])
    expect(m).toMatchObject({ taxablePaise: 693706, cgstPaise: 53147, sgstPaise: 53147, totalPaise: 800000 })
    expect(taxByRate([{ lines: m.lines, sign: 1 }]).map((r) => [r.ratePercent, r.cgstPaise])).toEqual([
      [5, 3571],
      [18, 49576],
    ])
  })

  it('leaves free lines out and picks the accompanying person’s own rate', () => {
    const rates: TaxRates = { ...DEFAULT_RATES, accompanying: { sac: '998596', ratePercent: 12 } }
    expect(rateOfCategory(rates, 'accompanyingperson').ratePercent).toBe(12)
    expect(rateOfCategory(rates, 'NonMember').ratePercent).toBe(18)
    expect(
      saleItems('conferencefaculty', [{ kind: 'registration', label: 'R', amountPaise: 0 }], rates),
    ).toEqual([])
  })
})

describe('a tax invoice, GST added to the fees', () => {
  it('adds 9 % + 9 % to the fee: the fee is the taxable value, the total what was charged (Rs. 1,499 → Rs. 1,768.82)', () => {
    const m = invoiceMoney([item(149900)], exclusive(UP))
    expect(m).toMatchObject({
      taxablePaise: 149900,
      cgstPaise: 13491,
      sgstPaise: 13491,
      roundOffPaise: 0,
      totalPaise: 176882,
    })
    // What the delegate was charged for it (amountOwed) is that total.
    const owed = amountOwed('NonMember', [{ kind: 'registration', label: 'R', amountPaise: 149900 }], {
      rates: DEFAULT_RATES,
      intraState: true,
    })
    expect(owed).toEqual({ amountPaise: 176882, gstAddedPaise: 26982 })
    expect(
      amountOwed('NonMember', [{ kind: 'registration', label: 'R', amountPaise: 149900 }], null),
    ).toEqual({
      amountPaise: 149900,
      gstAddedPaise: 0,
    })
  })

  it('rounds each half of a half paisa up on its own: CGST + SGST may be a paisa more than IGST', () => {
    // Rs. 1,499.50 (a discounted fee): 9 % is 134.955, each half rounds up; 18 % is 269.91.
    expect(invoiceMoney([item(149950)], exclusive(UP))).toMatchObject({
      cgstPaise: 13496,
      sgstPaise: 13496,
      totalPaise: 176942,
    })
    expect(invoiceMoney([item(149950)], exclusive(MAHARASHTRA))).toMatchObject({
      igstPaise: 26991,
      totalPaise: 176941,
    })
    expect(gstOfLine(149950, DEFAULT_RATE, true)).toBe(26992)
    expect(gstOfLine(149950, DEFAULT_RATE, false)).toBe(26991)
  })

  it('writes the total in words the Indian way (lakh, crore)', () => {
    const m = invoiceMoney([item(12500000)], exclusive(UP))
    expect(m.totalPaise).toBe(14750000)
    expect(amountInWords(m.totalPaise)).toBe('Rupees One Lakh Forty Seven Thousand Five Hundred Only')
    expect(amountInWords(1_23_45_678_00)).toBe(
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Only',
    )
  })

  it('taxes an item as it was priced when that differs from the terms (a group of both)', () => {
    const m = invoiceMoney([item(650000), { ...item(650000), pricesIncludeGst: false }], inclusive(UP))
    expect(m.lines.map((l) => [l.taxablePaise, l.totalPaise])).toEqual([
      [550848, 650000],
      [650000, 767000],
    ])
  })
})

describe('what a registration owes when GST is added on top', () => {
  const rates: TaxRates = {
    registration: DEFAULT_RATE,
    categories: { PG_Student: { sac: '998596', ratePercent: 5 } },
    workshop: { sac: '999293', ratePercent: 12 },
  }
  const onTop = { rates, intraState: true }
  const lines = (fee: number, ...workshops: number[]): PricedLine[] => [
    { kind: 'registration', label: 'R', amountPaise: fee },
    ...workshops.map((w) => ({ kind: 'workshop' as const, label: 'W', amountPaise: w })),
  ]

  it('adds each line’s GST at its own rate: the category’s, else the registration’s; the workshops’', () => {
    // 18 % of Rs. 6,500 + 12 % of Rs. 1,500.
    expect(gstAddedTo('NonMember', lines(650000, 150000), onTop)).toBe(117000 + 18000)
    // A PG student’s own rate: 5 % of Rs. 4,500.
    expect(gstAddedTo('PG_Student', lines(450000), onTop)).toBe(22500)
    expect(rateOfCategory(rates, 'PG_Student').ratePercent).toBe(5)
    expect(rateOfCategory(rates, 'accompanyingperson')).toEqual(DEFAULT_RATE)
  })

  it('adds nothing when fees include GST, or to free lines', () => {
    expect(gstAddedTo('NonMember', lines(650000, 150000), null)).toBe(0)
    expect(gstAddedTo('NonMember', lines(0, 0), onTop)).toBe(0)
    expect(gstOfWorkshop(150000, null)).toBe(0)
  })

  it('rounds each line on its own, so the sum of the lines’ GST is what the invoice taxes', () => {
    // 5 % of Rs. 4,499.50 (2.5 % each half: 112.4875 → 112.49 twice) and 12 % of Rs. 333.33.
    const priced = lines(449950, 33333)
    const gst = gstAddedTo('PG_Student', priced, onTop)
    expect(gst).toBe(22498 + 4000)
    const m = invoiceMoney(saleItems('PG_Student', priced, rates), exclusive(UP))
    expect(m.cgstPaise + m.sgstPaise).toBe(gst)
    expect(m.totalPaise).toBe(449950 + 33333 + gst)
    // Inter-state, IGST at the full rate rounds once: 224.975 → 224.98.
    expect(gstAddedTo('PG_Student', priced, { rates, intraState: false })).toBe(22498 + 4000)
  })

  it('taxes what a discount code leaves, and nothing of a complimentary registration', () => {
    const split = discountSplit(
      { kind: 'percent', percent: 10, amountPaise: 0, categories: ['NonMember'], workshopIds: [] },
      'NonMember',
      650000,
      [],
    )
    expect(gstAddedTo('NonMember', lines(650000 - split.registrationPaise), onTop)).toBe(105300)
    expect(gstAddedTo('NonMember', lines(0), onTop)).toBe(0)
  })

  it('shows the GST as its own line, the lines adding up to the amount owed', () => {
    const b = priceLines(
      {
        category: 'NonMember',
        feeSlab: 'Regular',
        amountPaise: 650000 + 150000 + 135000,
        gstAddedPaise: 135000,
      },
      [{ title: 'NRP', feePaise: 150000 }],
    )
    expect(b.lines.map((l) => l.amountPaise)).toEqual([650000, 150000])
    expect(b.gstPaise).toBe(135000)
    expect(summaryRows(b).map((r) => r[1])).toEqual([
      'Rs. 6,500.00',
      'Rs. 1,500.00',
      'Rs. 1,350.00',
      'Rs. 9,350.00',
    ])
    expect(summaryRows(b)[2][0]).toBe('GST')
  })

  it('adds or drops a workshop with its GST', () => {
    const r = { amountPaise: 650000 + 117000, gstAddedPaise: 117000 }
    const nrp = { title: 'NRP', feePaise: 150000 }
    const added = amountWith(r, [nrp], onTop)
    expect(added).toEqual({ amountPaise: 767000 + 168000, gstAddedPaise: 135000 })
    expect(amountWithout(added, [nrp], onTop)).toEqual(r)
    expect(amountWith(r, [nrp], null)).toEqual({ amountPaise: 917000, gstAddedPaise: 117000 })
  })
})

describe('a credit note', () => {
  const invoice = invoiceMoney([item(650000)], inclusive(UP))

  it('of a full refund reverses the invoice exactly', () => {
    expect(creditNoteMoney(invoice, [], 650000)).toEqual(invoice)
  })

  it('of a part refund splits it the same way; the rest, refunded later, brings the tax back to zero', () => {
    const half = creditNoteMoney(invoice, [], 325000)
    expect(half).toMatchObject({
      taxablePaise: 275424,
      cgstPaise: 24788,
      sgstPaise: 24788,
      igstPaise: 0,
      totalPaise: 325000,
    })
    const rest = creditNoteMoney(invoice, [half], 325000)
    expect(rest).toMatchObject({
      taxablePaise: 275424,
      cgstPaise: 24788,
      sgstPaise: 24788,
      totalPaise: 325000,
    })
    expect(remainingOf(invoice, [half, rest])).toMatchObject({
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: 0,
    })
  })

  it('of an inter-state invoice is IGST, and never more than is left', () => {
    const igst = invoiceMoney([item(650000)], inclusive(MAHARASHTRA))
    expect(creditNoteMoney(igst, [], 100000)).toMatchObject({
      igstPaise: 15254,
      cgstPaise: 0,
      totalPaise: 100000,
    })
    expect(() => creditNoteMoney(igst, [creditNoteMoney(igst, [], 600000)], 50001)).toThrow(RangeError)
    expect(() => creditNoteMoney(igst, [], 0)).toThrow(RangeError)
  })

  it('shares a part refund between the lines in proportion, the odd paisa to the largest remainder', () => {
    const two = invoiceMoney([item(650000), item(150000, 'Workshop: NRP')], inclusive(UP))
    const cn = creditNoteMoney(two, [], 100001)
    expect(cn.lines.map((l) => l.totalPaise)).toEqual([81251, 18750])
    expect(cn.totalPaise).toBe(100001)
  })

  it('of an invoice with GST on top splits a part refund the same way, and the rest brings it to zero', () => {
    const inv = invoiceMoney([item(650000), item(150000, 'Workshop: NRP')], exclusive(MAHARASHTRA))
    expect(inv).toMatchObject({ taxablePaise: 800000, igstPaise: 144000, totalPaise: 944000 })
    const part = creditNoteMoney(inv, [], 472000)
    expect(part).toMatchObject({ taxablePaise: 400000, igstPaise: 72000, totalPaise: 472000 })
    const rest = creditNoteMoney(inv, [part], 472000)
    expect(remainingOf(inv, [part, rest])).toMatchObject({ igstPaise: 0, totalPaise: 0, roundOffPaise: 0 })
  })

  it('of an invoice issued with a round off carries the round off back with the rest', () => {
    const inv = { ...invoiceMoney([item(149900)], exclusive(UP)), roundOffPaise: 18, totalPaise: 176900 }
    const part = creditNoteMoney(inv, [], 76900)
    expect(part.roundOffPaise).toBe(0)
    const rest = creditNoteMoney(inv, [part], 100000)
    expect(rest.roundOffPaise).toBe(18)
    expect(remainingOf(inv, [part, rest])).toMatchObject({ cgstPaise: 0, totalPaise: 0, roundOffPaise: 0 })
  })

  it("of a group's invoice credits only the refunded delegate's lines, at most what is left of them", () => {
    const billed = invoiceMoney([item(650000), item(450000), item(150000, 'Workshop: NRP')], inclusive(UP))
    const owners = [1, 2, 2]
    const group = { ...billed, lines: billed.lines.map((l, i) => ({ ...l, registrationId: owners[i] })) }
    const second = (l: { registrationId?: number }) => l.registrationId === 2
    expect(creditablePaise(group, [], second)).toBe(600000)
    const part = creditNoteMoney(group, [], 120000, second)
    expect(part.lines.map((l) => [l.registrationId, l.totalPaise])).toEqual([
      [1, 0],
      [2, 90000],
      [2, 30000],
    ])
    expect(part).toMatchObject({ totalPaise: 120000, roundOffPaise: 0 })
    expect(part.cgstPaise + part.sgstPaise + part.taxablePaise).toBe(120000)
    const rest = creditNoteMoney(group, [part], 480000, second)
    expect(rest.lines.map((l) => l.totalPaise)).toEqual([0, 360000, 120000])
    expect(creditablePaise(group, [part, rest], second)).toBe(0)
    expect(() => creditNoteMoney(group, [part, rest], 1, second)).toThrow(RangeError)
    // The first delegate's lines are all still there.
    expect(creditablePaise(group, [part, rest], (l) => l.registrationId === 1)).toBe(650000)
    expect(remainingOf(group, [part, rest]).totalPaise).toBe(650000)
  })
})

describe('numbering', () => {
  it('runs by financial year, April to March in India: 31 March 23:59 IST is still the old year', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27')
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28')
    expect(financialYearOf(new Date('2026-11-25T12:00:00Z'))).toBe('2026-27')
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00')
  })

  it('prints invoices and credit notes in their own series', () => {
    expect(documentNumber('invoice', 'UPIAP', '2026-27', 1)).toBe('UPIAP/2627/00001')
    expect(documentNumber('credit_note', 'UPIAP', '2026-27', 12)).toBe('UPIAP/2627/C0012')
    expect(documentNumber('invoice', 'UPIAP', '2099-00', 99_999)).toBe('UPIAP/9900/99999')
    // GST's limit, for the longest prefix the settings take.
    for (const kind of ['invoice', 'credit_note'] as const)
      expect(documentNumber(kind, 'ABCDE', '2026-27', 9_999).length).toBeLessThanOrEqual(DOCUMENT_NUMBER_MAX)
    expect(() => documentNumber('invoice', 'UPIAP', '2026-27', 0)).toThrow(RangeError)
  })

  it('never prints more than GST’s sixteen characters: a full series refuses, clearly', () => {
    const refusal = (kind: TaxDocumentKind, prefix: string, n: number) => {
      try {
        return documentNumber(kind, prefix, '2026-27', n)
      } catch (e) {
        return e instanceof ApiError ? `${e.status} ${e.message}` : String(e)
      }
    }
    expect(refusal('invoice', 'UPIAP', 100_000)).toBe(
      `409 ${seriesFullMessage('invoice', 'UPIAP', '2026-27', 'UPIAP/2627/100000')}`,
    )
    expect(seriesFullMessage('invoice', 'UPIAP', '2026-27', 'UPIAP/2627/100000')).toBe(
      'The tax invoice series UPIAP of 2026-27 is full: its next number, UPIAP/2627/100000, would be longer than the 16 characters GST allows, so no tax invoice was issued and nothing was recorded. Set another series prefix in the GST settings (a new series starts at 1) and try again.',
    )
    expect(refusal('credit_note', 'UPIAP', 9_999)).toBe('UPIAP/2627/C9999')
    expect(refusal('credit_note', 'UPIAP', 10_000)).toMatch(
      /^409 The credit note series UPIAP of 2026-27 is full: its next number, UPIAP\/2627\/C10000,/,
    )
    // A shorter prefix leaves the serial room to grow, never past the limit.
    expect(refusal('invoice', 'UPI', 100_000)).toBe('UPI/2627/100000')
    expect(refusal('invoice', 'UPI', 9_999_999)).toBe('UPI/2627/9999999')
    expect(refusal('invoice', 'UPI', 10_000_000)).toMatch(
      /^409 The tax invoice series UPI of 2026-27 is full/,
    )
    expect(refusal('credit_note', 'U', 99_999_999)).toBe('U/2627/C99999999')
    for (const prefix of ['A', 'AB', 'ABC', 'ABCD', 'ABCDE'])
      for (const kind of ['invoice', 'credit_note'] as const)
        for (const n of [1, 9_999, 10_000, 99_999, 100_000, 1_000_000, 10 ** 9, Number.MAX_SAFE_INTEGER]) {
          const printed = refusal(kind, prefix, n)
          if (!printed.startsWith('409 '))
            expect(printed.length, printed).toBeLessThanOrEqual(DOCUMENT_NUMBER_MAX)
        }
  })
})

// The money rules of a registration, in one place: which fee slab a category pays on an India day,
// what a registration costs with its workshops, and that amount line by line, as every money
// summary shows it (the form, checkout, the delegate's page, the mails, the receipt, the console).
// Amounts are integer paise unless named rupees; how amounts are written is lib/money.ts.
// The gateway's surcharge is the bank's: added on its own page by payment method, never part of
// the amount computed here, so no summary has a line for it (the checkout shows the bank's table).
// Client-safe, without zod: the registration form loads it with its first paint.
import { todayInIndia } from '@/lib/dates'
import type { EditionDto, FeeSlabDto } from '@/lib/editions/schema'
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@/lib/fees'
import { formatPaise } from '@/lib/money'

/** The slab of a category on an India day (YYYY-MM-DD): the first whose last day is not past. */
export function priceFor(edition: Pick<EditionDto, 'fees'>, category: Category, day: string): FeeSlabDto {
  const slabs = edition.fees.find((f) => f.category === category)?.slabs ?? []
  const slab = slabs.find((s) => s.last_day === null || day <= s.last_day) ?? slabs.at(-1)
  if (!slab) throw new Error(`no fee for ${category}`)
  return slab
}

/** Today's fee of every category (India day of `now`). */
export function feesOn(edition: Pick<EditionDto, 'fees'>, now = new Date()) {
  const day = todayInIndia(now)
  return CATEGORIES.map((category) => ({ category, ...priceFor(edition, category, day) }))
}

/** Today's amount of a category in rupees (from the current edition's slabs); 0 when none is chosen. */
export function feeFor(category: string | null | undefined, fees: Partial<Record<Category, number>>): number {
  return (category && fees[category as Category]) || 0
}

const sumOf = (feesPaise: readonly number[]) =>
  feesPaise.reduce((sum, fee) => {
    if (!Number.isSafeInteger(fee) || fee < 0) throw new RangeError(`invalid fee in paise: ${fee}`)
    return sum + fee
  }, 0)

/** The amount of a registration in paise: its fee slab (rupees) and the workshops' fees (paise). */
export function registrationAmountPaise(slabRupees: number, workshopFeesPaise: readonly number[]) {
  return Math.round(slabRupees * 100) + sumOf(workshopFeesPaise)
}

/** One line of a money summary. */
export interface PriceLine {
  kind: 'registration' | 'workshop'
  label: string
  amountPaise: number
}

export interface PriceBreakdown {
  lines: PriceLine[]
  totalPaise: number
}

/** A registration as its price reads it: the amount charged, its category and slab. */
export interface Priced {
  category: Category
  /** The slab's label ('' when unknown). */
  feeSlab: string
  amountPaise: number
}

/** A workshop seat as its price reads it: the fee it was priced at when taken. */
export interface PricedSeat {
  title: string
  feePaise: number
}

/**
 * A registration's amount line by line: the registration fee (the amount less its workshops'
 * fees, as they were priced), then each workshop. The lines always add up to the amount.
 */
export function priceLines(r: Priced, seats: readonly PricedSeat[]): PriceBreakdown {
  const fee = r.amountPaise - sumOf(seats.map((s) => s.feePaise))
  if (!Number.isSafeInteger(fee) || fee < 0)
    throw new RangeError(`the workshops cost more than the registration's amount (${r.amountPaise})`)
  const slab = r.feeSlab ? `, ${r.feeSlab}` : ''
  return {
    lines: [
      {
        kind: 'registration',
        label: `Registration (${CATEGORY_LABELS[r.category]}${slab})`,
        amountPaise: fee,
      },
      ...seats.map((s) => ({
        kind: 'workshop' as const,
        label: `Workshop: ${s.title}`,
        amountPaise: s.feePaise,
      })),
    ],
    totalPaise: r.amountPaise,
  }
}

/** The amount once these seats are dropped (a workshop left full): their fees, as priced, come off. */
export function amountWithout(r: Pick<Priced, 'amountPaise'>, dropped: readonly PricedSeat[]): number {
  const amount = r.amountPaise - sumOf(dropped.map((s) => s.feePaise))
  if (amount < 0) throw new RangeError(`cannot drop more than the amount (${r.amountPaise})`)
  return amount
}

/** A line as the public API and the browser's summaries carry it: rupees. */
export interface PriceLineDto {
  label: string
  /** Rupees. */
  amount: number
}

export const lineDtos = (b: PriceBreakdown): PriceLineDto[] =>
  b.lines.map((l) => ({ label: l.label, amount: l.amountPaise / 100 }))

/** A summary as label and amount rows (Rs. 6,500.00), its total last: for mails and the receipt. */
export const summaryRows = (b: PriceBreakdown, total = 'Total'): [string, string][] => [
  ...b.lines.map((l): [string, string] => [l.label, formatPaise(l.amountPaise)]),
  [total, formatPaise(b.totalPaise)],
]

// The money rules of a registration, in one place: which fee slab a category pays on an India day,
// what a registration costs with its workshops, that amount line by line, as every money summary
// shows it (the form, checkout, the delegate's page, the mails, the receipt, the console), and the
// gateway's surcharges. Amounts are integer paise unless named rupees; how amounts are written is
// lib/money.ts, the words about fees ./wording.ts. The fees themselves are the edition's slabs in
// the database (lib/editions); the demo's amounts are prisma/demo-editions.ts.
// Client-safe, without zod: the registration form loads it with its first paint.
import { addIsoDays, todayInIndia } from '@/lib/dates'
import type { EditionDto } from '@/lib/editions/schema'
import { gstOfWorkshop, type AmountColumns, type GstOnTop } from '@/lib/gst/on-top'
import { formatPaise } from '@/lib/money'
import { CATEGORIES, type Category } from '@/lib/registrations/categories'
import { discountLineLabel, GST_LINE_LABEL, registrationLineLabel, workshopLineLabel } from './wording'

export * from './discount'

/** One fee slab of a category: an amount until a last India day. */
export interface FeeSlabDto {
  label: string
  /** Rupees. */
  amount: number
  /** The last India day it applies (YYYY-MM-DD); null for the open-ended last slab. */
  last_day: string | null
}
/** A category's slabs, in order. */
export interface CategoryFeesDto {
  category: Category
  slabs: FeeSlabDto[]
}

/** The slab of a category on an India day (YYYY-MM-DD): the first whose last day is not past. */
export function priceFor(edition: Pick<EditionDto, 'fees'>, category: Category, day: string): FeeSlabDto {
  const slabs = edition.fees.find((f) => f.category === category)?.slabs ?? []
  const slab = slabs.find((s) => s.last_day === null || day <= s.last_day) ?? slabs.at(-1)
  if (!slab) throw new Error(`no fee for ${category}`)
  return slab
}

/** Whether a category's fee rises after an India day: the next day's slab costs more. */
export const feeRisesAfter = (edition: Pick<EditionDto, 'fees'>, category: Category, day: string): boolean =>
  priceFor(edition, category, addIsoDays(day, 1)).amount > priceFor(edition, category, day).amount

/** Today's fee of every category (India day of `now`). */
export function feesOn(edition: Pick<EditionDto, 'fees'>, now = new Date()) {
  const day = todayInIndia(now)
  return CATEGORIES.map((category) => ({ category, ...priceFor(edition, category, day) }))
}

/** Today's amount of every category, as the registration form shows it ("Rs. N"). */
export const feeMap = (fees: { category: Category; amount: number }[]): Partial<Record<Category, number>> =>
  Object.fromEntries(fees.map((f) => [f.category, f.amount]))

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

/** One line of a money summary: what it costs after its discount (set only when there is one). */
export interface PriceLine {
  kind: 'registration' | 'workshop'
  label: string
  amountPaise: number
  discountPaise?: number
}

export interface PriceBreakdown {
  lines: PriceLine[]
  totalPaise: number
  /** The discount code's words and what it took off in all (only when it took something off). */
  discount?: { code: string; paise: number }
  /** The GST added on top of the lines (only when the fees exclude GST): total = lines + this. */
  gstPaise?: number
}

/** A registration as its price reads it: the amount charged, its category and slab. */
export interface Priced {
  category: Category
  /** The slab's label ('' when unknown). */
  feeSlab: string
  amountPaise: number
  /** What a discount code took off the registration fee, and the code. */
  discountPaise?: number
  discountCode?: string | null
  /** The GST added on top of its fees when it was priced with fees exclusive of GST (in the amount). */
  gstAddedPaise?: number
}

/** A workshop seat as its price reads it: the fee it was priced at when taken, and its discount. */
export interface PricedSeat {
  title: string
  feePaise: number
  discountPaise?: number
}

const netOf = (s: PricedSeat) => s.feePaise - (s.discountPaise ?? 0)
const withDiscount = (line: PriceLine, discountPaise = 0): PriceLine =>
  discountPaise > 0 ? { ...line, discountPaise } : line

/**
 * A registration's amount line by line: the registration fee (the amount less its workshops'
 * fees, as they were priced, less their discounts), then each workshop. Each line is what it
 * costs after its discount; the lines always add up to the amount.
 */
export function priceLines(r: Priced, seats: readonly PricedSeat[]): PriceBreakdown {
  const gst = r.gstAddedPaise ?? 0
  const fee = r.amountPaise - gst - sumOf(seats.map(netOf))
  if (!Number.isSafeInteger(fee) || fee < 0)
    throw new RangeError(`the workshops cost more than the registration's amount (${r.amountPaise})`)
  const lines: PriceLine[] = [
    withDiscount(
      { kind: 'registration', label: registrationLineLabel(r.category, r.feeSlab), amountPaise: fee },
      r.discountPaise,
    ),
    ...seats.map((s) =>
      withDiscount(
        { kind: 'workshop' as const, label: workshopLineLabel(s.title), amountPaise: netOf(s) },
        s.discountPaise,
      ),
    ),
  ]
  const off = sumOf(lines.map((l) => l.discountPaise ?? 0))
  return {
    lines,
    totalPaise: r.amountPaise,
    ...(off > 0 ? { discount: { code: r.discountCode ?? '', paise: off } } : {}),
    ...(gst > 0 ? { gstPaise: gst } : {}),
  }
}

/** The GST these seats add on top of their fees (as the registration was priced: `onTop`). */
const gstOfSeats = (seats: readonly PricedSeat[], onTop: GstOnTop | null) =>
  sumOf(seats.map((s) => gstOfWorkshop(netOf(s), onTop)))

/**
 * The amount once these seats are dropped (a workshop left full): their fees, as priced, come
 * off, with the GST they added when the fees exclude it (`onTop`, as the registration was priced).
 */
export function amountWithout(
  r: Pick<Priced, 'amountPaise' | 'gstAddedPaise'>,
  dropped: readonly PricedSeat[],
  onTop: GstOnTop | null = null,
): AmountColumns {
  const gstAddedPaise = (r.gstAddedPaise ?? 0) - gstOfSeats(dropped, onTop)
  const amountPaise = r.amountPaise - sumOf(dropped.map(netOf)) - gstOfSeats(dropped, onTop)
  if (amountPaise < 0 || gstAddedPaise < 0)
    throw new RangeError(`cannot drop more than the amount (${r.amountPaise})`)
  return { amountPaise, gstAddedPaise }
}

/** The amount once these seats are added (a workshop taken from its waiting list): their fees, as priced, go on, with their GST. */
export function amountWith(
  r: Pick<Priced, 'amountPaise' | 'gstAddedPaise'>,
  added: readonly PricedSeat[],
  onTop: GstOnTop | null = null,
): AmountColumns {
  const gst = gstOfSeats(added, onTop)
  return {
    amountPaise: r.amountPaise + sumOf(added.map(netOf)) + gst,
    gstAddedPaise: (r.gstAddedPaise ?? 0) + gst,
  }
}

/** A line as the public API and the browser's summaries carry it: rupees. */
export interface PriceLineDto {
  label: string
  /** Rupees. */
  amount: number
}

/** The lines as a summary shows them: each at its fee, then the discount taken off (negative). */
function shownLines(b: PriceBreakdown): { label: string; paise: number }[] {
  const lines = b.lines.map((l) => ({ label: l.label, paise: l.amountPaise + (l.discountPaise ?? 0) }))
  return [
    ...lines,
    ...(b.discount ? [{ label: discountLineLabel(b.discount.code), paise: -b.discount.paise }] : []),
    ...(b.gstPaise ? [{ label: GST_LINE_LABEL, paise: b.gstPaise }] : []),
  ]
}

export const lineDtos = (b: PriceBreakdown): PriceLineDto[] =>
  shownLines(b).map((l) => ({ label: l.label, amount: l.paise / 100 }))

/** A summary as label and amount rows (Rs. 6,500.00), its total last: for mails and the receipt. */
export const summaryRows = (b: PriceBreakdown, total = 'Total'): [string, string][] => [
  ...shownLines(b).map((l): [string, string] => [
    l.label,
    l.paise < 0 ? `- ${formatPaise(-l.paise)}` : formatPaise(l.paise),
  ]),
  [total, formatPaise(b.totalPaise)],
]

/**
 * The gateway's surcharges by payment method, in percent (spec section 9). The bank adds them on
 * its own page to the amount computed here, so no money summary has a line for them; the about
 * page and the checkout show this table (components/site/surcharge-table.tsx).
 */
export const SURCHARGES: { method: string; percent: number; note?: string }[] = [
  { method: 'Credit cards', percent: 1.9 },
  { method: 'International cards', percent: 2.75 },
  { method: 'Prepaid cards', percent: 2.5 },
  { method: 'Corporate cards', percent: 2.5 },
  { method: 'Amex', percent: 2 },
  { method: 'Debit cards (up to 2K)', percent: 0.4 },
  { method: 'Debit cards (above 2K)', percent: 0.9 },
  { method: 'Rupay debit cards', percent: 0 },
  { method: 'UPI', percent: 0 },
  { method: 'Wallet', percent: 1.9 },
  { method: 'Net banking', percent: 1.6 },
  { method: 'NEFT / RTGS', percent: 0 },
]

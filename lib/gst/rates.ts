// What is sold and at which rate: the SAC code and GST rate of each thing (registration
// categories, workshops, the accompanying person), a registration's lines as items of a tax
// document, and the tax of documents summed by rate. Pure and client-safe; tested with the money
// rules (gst.test.ts).
import { formatPaise } from '@/lib/money'
import type { Category } from '@/lib/registrations/categories'

// ---------------------------------------------------------------------------------------------
// SAC codes and rates
// ---------------------------------------------------------------------------------------------

/** A SAC code and a GST rate in percent (18, 12, 5, 0; up to two decimals). */
export interface TaxRate {
  sac: string
  ratePercent: number
}

/** The SAC and rate of each thing sold; a category or workshop without its own uses `registration`. */
export interface TaxRates {
  registration: TaxRate
  categories?: Partial<Record<Category, TaxRate>>
  workshop?: TaxRate
  accompanying?: TaxRate
}

/** Services of organising conferences and events: SAC 998596 at 18 %. */
export const DEFAULT_RATE: TaxRate = { sac: '998596', ratePercent: 18 }
export const DEFAULT_RATES: TaxRates = { registration: DEFAULT_RATE }

export const SAC_FORMAT = /^99[0-9]{4}$/

/** The rate of a registration in a category (the accompanying person's own, if set). */
export function rateOfCategory(rates: TaxRates, category: Category): TaxRate {
  return (
    rates.categories?.[category] ??
    (category === 'accompanyingperson' ? rates.accompanying : undefined) ??
    rates.registration
  )
}

export const rateOfWorkshop = (rates: TaxRates): TaxRate => rates.workshop ?? rates.registration

/** A rate in basis points (18 % → 1800), refusing what GST does not have. */
export function basisPoints(ratePercent: number): number {
  const bp = Math.round(ratePercent * 100)
  if (!Number.isFinite(ratePercent) || bp < 0 || bp > 2800 || Math.abs(bp - ratePercent * 100) > 1e-6)
    throw new RangeError(`invalid GST rate: ${ratePercent}`)
  return bp
}

/** n / d rounded to the nearest whole number, halves up; exact for whole n ≥ 0, d > 0. */
export const divRound = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d))

/** The taxes on a taxable value: CGST and SGST each at half the rate, or IGST at the full rate. */
export function taxesOn(taxablePaise: number, bp: number, intraState: boolean) {
  if (intraState) {
    const half = divRound(taxablePaise * bp, 20_000)
    return { cgstPaise: half, sgstPaise: half, igstPaise: 0 }
  }
  return { cgstPaise: 0, sgstPaise: 0, igstPaise: divRound(taxablePaise * bp, 10_000) }
}

/** A thing sold, as charged: its description, SAC and rate, and its fee in paise. */
export interface SaleItem {
  description: string
  rate: TaxRate
  amountPaise: number
  /** As the item was priced, when that differs from the invoice's terms (a group's delegate). */
  pricesIncludeGst?: boolean
}

/** A line of a tax document (what is stored and printed). */
export interface TaxLine {
  description: string
  sac: string
  ratePercent: number
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  /** Taxable value plus taxes. */
  totalPaise: number
  /** On a group's invoice: the delegate the line is for (their credit notes credit only their lines). */
  registrationId?: number
}

// ---------------------------------------------------------------------------------------------
// What a registration sells
// ---------------------------------------------------------------------------------------------

/**
 * A registration's lines as priced (lib/pricing.ts, priceLines): registration, then workshops,
 * each at what it costs after its discount.
 */
export interface PricedLine {
  kind: 'registration' | 'workshop'
  label: string
  amountPaise: number
  discountPaise?: number
}

/** A line's description on a tax document: a discount is named with what it took off. */
const describe = (l: PricedLine) =>
  l.discountPaise
    ? `${l.label} (${formatPaise(l.amountPaise + l.discountPaise)} less discount ${formatPaise(l.discountPaise)})`
    : l.label

/**
 * The items of a registration, each with its SAC and rate (free lines left out): the taxable
 * value of a discounted line is what it costs after the discount.
 */
export function saleItems(category: Category, lines: readonly PricedLine[], rates: TaxRates): SaleItem[] {
  return lines
    .filter((l) => l.amountPaise > 0)
    .map((l) => ({
      description: describe(l),
      rate: l.kind === 'workshop' ? rateOfWorkshop(rates) : rateOfCategory(rates, category),
      amountPaise: l.amountPaise,
    }))
}

/** The tax rates a document used, with the taxable value and tax of each (for the console's totals). */
export function taxByRate(docs: readonly { lines: TaxLine[]; sign: 1 | -1 }[]) {
  const byRate = new Map<
    number,
    { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number }
  >()
  for (const { lines, sign } of docs)
    for (const l of lines) {
      const t = byRate.get(l.ratePercent) ?? { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }
      t.taxablePaise += sign * l.taxablePaise
      t.cgstPaise += sign * l.cgstPaise
      t.sgstPaise += sign * l.sgstPaise
      t.igstPaise += sign * l.igstPaise
      byRate.set(l.ratePercent, t)
    }
  return [...byRate.entries()].sort((a, b) => a[0] - b[0]).map(([ratePercent, t]) => ({ ratePercent, ...t }))
}

// GST added on top of a registration's fees (the edition's fees exclude GST): what each line adds,
// so that what a registration owes is its fees (after discounts) plus this, to the paisa, and its
// invoice (exclusive lines, ./gst.ts) totals exactly that. Each line's tax is rounded on its own
// (CGST and SGST each, or IGST), so adding or dropping a workshop adds or takes off exactly its
// fee and its tax. Pure and client-safe; tested with the money rules (gst.test.ts).
import type { Category } from '@/lib/registrations/categories'
import { placeOfSupply } from './gstin'
import {
  basisPoints,
  rateOfWorkshop,
  saleItems,
  taxesOn,
  type PricedLine,
  type TaxRate,
  type TaxRates,
} from './rates'

/**
 * How a registration priced with fees exclusive of GST is taxed, fixed when it is priced: the
 * rates then, and whether its place of supply is the association's state (CGST + SGST, each
 * rounded on its own, may differ by a paisa from IGST). Null: its fees include GST.
 */
export interface GstOnTop {
  rates: TaxRates
  intraState: boolean
}

/** The GST added on top of one line (its fee after discount, in paise) at a rate. */
export function gstOfLine(netPaise: number, rate: TaxRate, intraState: boolean): number {
  if (!Number.isSafeInteger(netPaise) || netPaise < 0)
    throw new RangeError(`invalid amount in paise: ${netPaise}`)
  const t = taxesOn(netPaise, basisPoints(rate.ratePercent), intraState)
  return t.cgstPaise + t.sgstPaise + t.igstPaise
}

/** The GST a workshop's fee (after its discount) adds on top; 0 when fees include GST. */
export const gstOfWorkshop = (netPaise: number, onTop: GstOnTop | null): number =>
  onTop ? gstOfLine(netPaise, rateOfWorkshop(onTop.rates), onTop.intraState) : 0

/**
 * The GST added on top of a registration's lines (each after its discount), line by line at each
 * line's rate (its category's, the workshops'); 0 when its fees include GST.
 */
export function gstAddedTo(category: Category, lines: readonly PricedLine[], onTop: GstOnTop | null): number {
  if (!onTop) return 0
  return saleItems(category, lines, onTop.rates).reduce(
    (s, i) => s + gstOfLine(i.amountPaise, i.rate, onTop.intraState),
    0,
  )
}

/** A registration's amount columns: what it owes (its fees, plus any GST on top) and that GST. */
export interface AmountColumns {
  amountPaise: number
  gstAddedPaise: number
}

/**
 * What a registration owes for its lines (each after its discount): their fees, plus each line's
 * GST when its fees exclude GST (`onTop`). The one rule every pricing path applies.
 */
export function amountOwed(
  category: Category,
  lines: readonly PricedLine[],
  onTop: GstOnTop | null,
): AmountColumns {
  const gstAddedPaise = gstAddedTo(category, lines, onTop)
  return { amountPaise: lines.reduce((s, l) => s + l.amountPaise, 0) + gstAddedPaise, gstAddedPaise }
}

/**
 * What the public pages need to show fees published without GST: the rates and the association's
 * state (a delegate's place of supply decides CGST + SGST or IGST). Null: fees include GST.
 */
export interface PublishedGst {
  rates: TaxRates
  stateCode: string
}

/** How a buyer (their state, an institution's GSTIN) would be taxed on top of the published fees. */
export const onTopFor = (
  published: PublishedGst | null,
  buyer: { stateCode: string; buyerGstin: string },
): GstOnTop | null =>
  published && {
    rates: published.rates,
    intraState: placeOfSupply(buyer, published.stateCode) === published.stateCode,
  }

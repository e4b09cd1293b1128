// GST money rules, all in one place: the GSTIN's check digit, the financial year (April to
// March, India time) and the documents' numbers, the SAC code and rate of each thing sold, and
// the tax of an invoice or a credit note. Pure and client-safe (no database, no zod): the
// invoice service (lib/invoices) feeds it the facts and stores what it answers.
//
// How the tax is worked out, as an accountant does it:
// - Each line is taxed on its own (a registration, each workshop), in paise.
// - Published fees that include GST: the taxable value is the fee divided by (1 + rate); the tax
//   is taken on that value, and the taxable value is what is left of the fee once the tax is
//   taken out, so taxable value + tax is exactly the fee paid.
// - Fees without GST: the fee is the taxable value and the tax is added on top.
// - Within the association's state (place of supply = its state): CGST and SGST, each half the
//   rate, each rounded to the paisa on its own (so they are always equal). Elsewhere: IGST at
//   the full rate.
// - The invoice's total is rounded to the rupee (half a rupee up); the difference is printed as
//   "Round off". Fees that include GST are whole rupees already, so that line stays at zero.
// - A refund is a credit note against the invoice with the same split: a refund of everything
//   left reverses the invoice's lines as they stand; a part refund is shared between the lines in
//   proportion to what is left of each, and each share is split as a fee including GST.
import type { Category } from '@/lib/fees'

// ---------------------------------------------------------------------------------------------
// GSTIN
// ---------------------------------------------------------------------------------------------

/** 2-digit state code, the PAN (5 letters, 4 digits, 1 letter), entity number, "Z", check character. */
export const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The check character of a GSTIN's first 14 characters (the GSTN's base-36 Luhn variant). */
export function gstinCheckChar(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const value = CHARS.indexOf(first14[i])
    if (value < 0) throw new RangeError(`not a GSTIN character: ${first14[i]}`)
    const product = value * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return CHARS[(36 - (sum % 36)) % 36]
}

export type GstinProblem = 'format' | 'checksum'

/** Why a GSTIN (upper-cased, trimmed) is not valid, or null when it is. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_FORMAT.test(gstin)) return 'format'
  return gstinCheckChar(gstin.slice(0, 14)) === gstin[14] ? null : 'checksum'
}

export const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  format: 'GSTIN: 15 characters, e.g. 09AAAAA1234A1Z5 (state code, PAN, entity number, Z, check character).',
  checksum:
    'This GSTIN is mistyped: its last character does not match the others. Check it on the GST certificate.',
}

/** The state code a GSTIN belongs to (its first two digits). */
export const stateOfGstin = (gstin: string) => gstin.slice(0, 2)

/**
 * The place of supply of a registration: the state of the institution billed when it gave its
 * GSTIN (B2B), else the delegate's state, else (not asked) the association's own state.
 */
export function placeOfSupply(p: { stateCode: string; buyerGstin: string }, sellerState: string): string {
  if (p.buyerGstin) return stateOfGstin(p.buyerGstin)
  return p.stateCode || sellerState
}

// ---------------------------------------------------------------------------------------------
// Financial year and numbers
// ---------------------------------------------------------------------------------------------

const IST_OFFSET_MS = 330 * 60_000

/** The Indian financial year (April to March, India time) of an instant: "2026-27". */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS)
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`
}

export type TaxDocumentKind = 'invoice' | 'credit_note'

/** The series a document is numbered in: its counter's name (one per kind, prefix and year). */
export const seriesOf = (kind: TaxDocumentKind, prefix: string, financialYear: string) =>
  `gst:${kind === 'invoice' ? 'inv' : 'cn'}:${prefix}:${financialYear}`

/** UPIAP/2026-27/00001 (invoices), UPIAP/CN/2026-27/00001 (credit notes). */
export function documentNumber(kind: TaxDocumentKind, prefix: string, financialYear: string, n: number) {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`invalid serial number: ${n}`)
  const serial = String(n).padStart(5, '0')
  return kind === 'invoice'
    ? `${prefix}/${financialYear}/${serial}`
    : `${prefix}/CN/${financialYear}/${serial}`
}

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
function basisPoints(ratePercent: number): number {
  const bp = Math.round(ratePercent * 100)
  if (!Number.isFinite(ratePercent) || bp < 0 || bp > 2800 || Math.abs(bp - ratePercent * 100) > 1e-6)
    throw new RangeError(`invalid GST rate: ${ratePercent}`)
  return bp
}

// ---------------------------------------------------------------------------------------------
// Tax of a document
// ---------------------------------------------------------------------------------------------

/** A thing sold, as charged: its description, SAC and rate, and its fee in paise. */
export interface SaleItem {
  description: string
  rate: TaxRate
  amountPaise: number
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
}

export interface TaxTotals {
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  /** The total rounded to the rupee minus the exact total (-49 … +50 paise). */
  roundOffPaise: number
  totalPaise: number
}

export interface TaxDocumentMoney extends TaxTotals {
  /** CGST + SGST (the place of supply is the association's state) or IGST (any other state). */
  intraState: boolean
  lines: TaxLine[]
}

/** n / d rounded to the nearest whole number, halves up; exact for whole n ≥ 0, d > 0. */
const divRound = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d))

function checkPaise(amount: number) {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`invalid amount in paise: ${amount}`)
}

/** The taxes on a taxable value: CGST and SGST each at half the rate, or IGST at the full rate. */
function taxesOn(taxablePaise: number, bp: number, intraState: boolean) {
  if (intraState) {
    const half = divRound(taxablePaise * bp, 20_000)
    return { cgstPaise: half, sgstPaise: half, igstPaise: 0 }
  }
  return { cgstPaise: 0, sgstPaise: 0, igstPaise: divRound(taxablePaise * bp, 10_000) }
}

/** One line whose amount includes GST: the tax is taken out of it, the line totals the amount. */
function inclusiveLine(description: string, rate: TaxRate, grossPaise: number, intraState: boolean): TaxLine {
  checkPaise(grossPaise)
  const bp = basisPoints(rate.ratePercent)
  const taxes = taxesOn(divRound(grossPaise * 10_000, 10_000 + bp), bp, intraState)
  const tax = taxes.cgstPaise + taxes.sgstPaise + taxes.igstPaise
  return {
    description,
    sac: rate.sac,
    ratePercent: rate.ratePercent,
    taxablePaise: grossPaise - tax,
    ...taxes,
    totalPaise: grossPaise,
  }
}

/** One line whose amount is before GST: the tax is added on top. */
function exclusiveLine(description: string, rate: TaxRate, netPaise: number, intraState: boolean): TaxLine {
  checkPaise(netPaise)
  const taxes = taxesOn(netPaise, basisPoints(rate.ratePercent), intraState)
  return {
    description,
    sac: rate.sac,
    ratePercent: rate.ratePercent,
    taxablePaise: netPaise,
    ...taxes,
    totalPaise: netPaise + taxes.cgstPaise + taxes.sgstPaise + taxes.igstPaise,
  }
}

const sum = (lines: readonly TaxLine[], key: keyof Omit<TaxLine, 'description' | 'sac' | 'ratePercent'>) =>
  lines.reduce((s, l) => s + l[key], 0)

/** The document's totals; the grand total rounded to the rupee (halves up). */
function totalsOf(lines: TaxLine[], intraState: boolean): TaxDocumentMoney {
  const exact = sum(lines, 'totalPaise')
  const rounded = divRound(exact, 100) * 100
  return {
    intraState,
    lines,
    taxablePaise: sum(lines, 'taxablePaise'),
    cgstPaise: sum(lines, 'cgstPaise'),
    sgstPaise: sum(lines, 'sgstPaise'),
    igstPaise: sum(lines, 'igstPaise'),
    roundOffPaise: rounded - exact,
    totalPaise: rounded,
  }
}

export interface InvoiceTerms {
  /** The association's state code and the place of supply (the buyer's state). */
  sellerState: string
  placeOfSupply: string
  /** The published fees include GST (true) or GST is added to them (false). */
  pricesIncludeGst: boolean
}

/** The tax invoice of a sale: each item taxed, then totalled and rounded to the rupee. */
export function invoiceMoney(items: readonly SaleItem[], terms: InvoiceTerms): TaxDocumentMoney {
  const intraState = terms.placeOfSupply === terms.sellerState
  const line = terms.pricesIncludeGst ? inclusiveLine : exclusiveLine
  return totalsOf(
    items.map((i) => line(i.description, i.rate, i.amountPaise, intraState)),
    intraState,
  )
}

/**
 * What a delegate pays for these items: their fees as published when they include GST, else the
 * invoice's total (fees plus GST, rounded to the rupee).
 */
export const amountToCharge = (items: readonly SaleItem[], terms: InvoiceTerms): number =>
  invoiceMoney(items, terms).totalPaise

/** What is left of an invoice once its credit notes are taken off, line by line. */
export function remainingOf(
  invoice: TaxDocumentMoney,
  credited: readonly TaxDocumentMoney[],
): TaxDocumentMoney {
  const lines = invoice.lines.map((l, i) => {
    const less = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
      l[key] - credited.reduce((s, c) => s + (c.lines[i]?.[key] ?? 0), 0)
    return {
      ...l,
      taxablePaise: less('taxablePaise'),
      cgstPaise: less('cgstPaise'),
      sgstPaise: less('sgstPaise'),
      igstPaise: less('igstPaise'),
      totalPaise: less('totalPaise'),
    }
  })
  const roundOff = invoice.roundOffPaise - credited.reduce((s, c) => s + c.roundOffPaise, 0)
  return {
    intraState: invoice.intraState,
    lines,
    taxablePaise: sum(lines, 'taxablePaise'),
    cgstPaise: sum(lines, 'cgstPaise'),
    sgstPaise: sum(lines, 'sgstPaise'),
    igstPaise: sum(lines, 'igstPaise'),
    roundOffPaise: roundOff,
    totalPaise: sum(lines, 'totalPaise') + roundOff,
  }
}

/**
 * The credit note of a refund against an invoice (after its earlier credit notes): the same
 * split and rates. Refunding everything left reverses what is left exactly; a part refund is
 * shared between the lines in proportion to what is left of each (largest remainders get the
 * odd paise), each share split as an amount including GST. More than is left: RangeError.
 */
export function creditNoteMoney(
  invoice: TaxDocumentMoney,
  credited: readonly TaxDocumentMoney[],
  refundPaise: number,
): TaxDocumentMoney {
  checkPaise(refundPaise)
  const left = remainingOf(invoice, credited)
  if (refundPaise <= 0 || refundPaise > left.totalPaise)
    throw new RangeError(`a credit note of ${refundPaise} paise against ${left.totalPaise} left`)
  if (refundPaise === left.totalPaise) return left
  const base = sum(left.lines, 'totalPaise')
  const shares = left.lines.map((l) => (base ? (refundPaise * l.totalPaise) / base : 0))
  const whole = shares.map(Math.floor)
  let odd = refundPaise - whole.reduce((s, w) => s + w, 0)
  const byRemainder = shares
    .map((s, i) => [s - whole[i], i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of byRemainder) if (odd-- > 0) whole[i]++
  const lines = left.lines.map((l, i) =>
    inclusiveLine(l.description, { sac: l.sac, ratePercent: l.ratePercent }, whole[i], invoice.intraState),
  )
  return { ...totalsOf(lines, invoice.intraState), roundOffPaise: 0, totalPaise: refundPaise }
}

// ---------------------------------------------------------------------------------------------
// What a registration sells
// ---------------------------------------------------------------------------------------------

/** A registration's lines as priced (lib/pricing.ts, priceLines): registration, then workshops. */
export interface PricedLine {
  kind: 'registration' | 'workshop'
  label: string
  amountPaise: number
}

/** The items of a registration, each with its SAC and rate (free lines left out). */
export function saleItems(category: Category, lines: readonly PricedLine[], rates: TaxRates): SaleItem[] {
  return lines
    .filter((l) => l.amountPaise > 0)
    .map((l) => ({
      description: l.label,
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

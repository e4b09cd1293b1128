// GST money rules, all in one place: the tax of an invoice or a credit note here, with the
// GSTIN's check character, the financial year and the documents' numbers (./gstin.ts) and the
// SAC code and rate of each thing sold (./rates.ts), re-exported; one test file covers them all.
// Pure and client-safe (no database, no zod): the invoice service (lib/invoices) feeds it the
// facts and stores what it answers.
//
// How the tax is worked out, as an accountant does it:
// - Each line is taxed on its own (a registration, each workshop), in paise.
// - Published fees that include GST: the taxable value is the fee divided by (1 + rate); the tax
//   is taken on that value, and the taxable value is what is left of the fee once the tax is
//   taken out, so taxable value + tax is exactly the fee paid.
// - Fees without GST (GST added on top): the fee is the taxable value and each line's tax is added
//   to it, rounded per line as below; what the delegate owes is the sum of the lines, to the paisa
//   (amountOwed, ./on-top.ts), and the invoice totals exactly that. A line's tax depends only on the line, so
//   adding or dropping a workshop adds or takes off exactly its fee and its tax.
// - Within the association's state (place of supply = its state): CGST and SGST, each half the
//   rate, each rounded to the paisa on its own (so they are always equal). Elsewhere: IGST at
//   the full rate.
// - The invoice's total is the sum of its lines, which is what was charged: no rupee rounding
//   (documents issued before kept their "Round off", which the credit notes still carry back).
// - A refund is a credit note against the invoice with the same split: a refund of everything
//   left reverses the invoice's lines as they stand; a part refund is shared between the lines in
//   proportion to what is left of each, and each share is split as a fee including GST.
import { basisPoints, divRound, taxesOn, type SaleItem, type TaxLine, type TaxRate } from './rates'

export * from './gstin'
export * from './on-top'
export * from './rates'

// ---------------------------------------------------------------------------------------------
// Tax of a document
// ---------------------------------------------------------------------------------------------

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

function checkPaise(amount: number) {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`invalid amount in paise: ${amount}`)
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

const sum = (
  lines: readonly TaxLine[],
  key: keyof Omit<TaxLine, 'description' | 'sac' | 'ratePercent' | 'registrationId'>,
) => lines.reduce((s, l) => s + l[key], 0)

/** The document's totals: the sum of its lines (what was charged), without a round off. */
function totalsOf(lines: TaxLine[], intraState: boolean): TaxDocumentMoney {
  return {
    intraState,
    lines,
    taxablePaise: sum(lines, 'taxablePaise'),
    cgstPaise: sum(lines, 'cgstPaise'),
    sgstPaise: sum(lines, 'sgstPaise'),
    igstPaise: sum(lines, 'igstPaise'),
    roundOffPaise: 0,
    totalPaise: sum(lines, 'totalPaise'),
  }
}

export interface InvoiceTerms {
  /** The association's state code and the place of supply (the buyer's state). */
  sellerState: string
  placeOfSupply: string
  /** The published fees include GST (true) or GST is added to them (false). */
  pricesIncludeGst: boolean
}

/**
 * The tax invoice of a sale: each item taxed (as the terms say, or as the item was priced when it
 * says so: a group's delegates may have been priced under different terms), then totalled.
 */
export function invoiceMoney(items: readonly SaleItem[], terms: InvoiceTerms): TaxDocumentMoney {
  const intraState = terms.placeOfSupply === terms.sellerState
  return totalsOf(
    items.map((i) =>
      ((i.pricesIncludeGst ?? terms.pricesIncludeGst) ? inclusiveLine : exclusiveLine)(
        i.description,
        i.rate,
        i.amountPaise,
        intraState,
      ),
    ),
    intraState,
  )
}

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

/** What is left of an invoice's lines that `only` keeps (the others as zero), and their total. */
function leftOf(
  invoice: TaxDocumentMoney,
  credited: readonly TaxDocumentMoney[],
  only?: (l: TaxLine) => boolean,
) {
  const left = remainingOf(invoice, credited)
  if (!only) return { left, total: left.totalPaise }
  const zero = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 }
  const lines = left.lines.map((l) => (only(l) ? l : { ...l, ...zero }))
  return {
    left: { ...totalsOf(lines, invoice.intraState), roundOffPaise: 0 },
    total: sum(lines, 'totalPaise'),
  }
}

/** What credit notes may still credit of an invoice (of the lines `only` keeps). */
export const creditablePaise = (
  invoice: TaxDocumentMoney,
  credited: readonly TaxDocumentMoney[],
  only?: (l: TaxLine) => boolean,
) => leftOf(invoice, credited, only).total

/**
 * The credit note of a refund against an invoice (after its earlier credit notes): the same
 * split and rates. Refunding everything left reverses what is left exactly; a part refund is
 * shared between the lines in proportion to what is left of each (largest remainders get the
 * odd paise), each share split as an amount including GST. More than is left: RangeError.
 * `only`: the lines it may credit (a group's invoice: one delegate's); the others stay as zero.
 */
export function creditNoteMoney(
  invoice: TaxDocumentMoney,
  credited: readonly TaxDocumentMoney[],
  refundPaise: number,
  only?: (l: TaxLine) => boolean,
): TaxDocumentMoney {
  checkPaise(refundPaise)
  const { left, total } = leftOf(invoice, credited, only)
  if (refundPaise <= 0 || refundPaise > total)
    throw new RangeError(`a credit note of ${refundPaise} paise against ${total} left`)
  if (refundPaise === total) return { ...left, totalPaise: total }
  const base = sum(left.lines, 'totalPaise')
  const shares = left.lines.map((l) => (base ? (refundPaise * l.totalPaise) / base : 0))
  const whole = shares.map(Math.floor)
  let odd = refundPaise - whole.reduce((s, w) => s + w, 0)
  const byRemainder = shares
    .map((s, i) => [s - whole[i], i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of byRemainder) if (odd-- > 0) whole[i]++
  const lines = left.lines.map((l, i) => ({
    ...inclusiveLine(l.description, { sac: l.sac, ratePercent: l.ratePercent }, whole[i], invoice.intraState),
    ...(l.registrationId ? { registrationId: l.registrationId } : {}),
  }))
  return { ...totalsOf(lines, invoice.intraState), roundOffPaise: 0, totalPaise: refundPaise }
}

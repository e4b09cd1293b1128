// GST identities and numbers: the GSTIN's check character and the place of supply it decides,
// the financial year (April to March, India time) and the numbers of invoices and credit notes.
// Pure and client-safe; its cases are tested with the money rules (gst.test.ts).
import { ApiError } from '@/lib/api/errors'

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

/** The longest document number GST allows (CGST Rules, rule 46(b)): sixteen characters. */
export const DOCUMENT_NUMBER_MAX = 16
/** The longest series prefix: with the year and the serial, a number stays within the limit. */
export const SERIES_PREFIX_MAX = 5

/** A series with no number left within GST's sixteen characters: what the organisers are told. */
export function seriesFullMessage(
  kind: TaxDocumentKind,
  prefix: string,
  financialYear: string,
  number: string,
) {
  const what = kind === 'invoice' ? 'tax invoice' : 'credit note'
  return (
    `The ${what} series ${prefix} of ${financialYear} is full: its next number, ${number}, would be ` +
    `longer than the ${DOCUMENT_NUMBER_MAX} characters GST allows, so no ${what} was issued and ` +
    'nothing was recorded. Set another series prefix in the GST settings (a new series starts at 1) ' +
    'and try again.'
  )
}

/**
 * UPIAP/2627/00001 (invoices of 2026-27), UPIAP/2627/C0001 (credit notes): within sixteen
 * characters for a prefix of up to five, and up to 99,999 invoices and 9,999 credit notes a year.
 * The serial grows past its five characters where a shorter prefix leaves room (UPI/2627/100000).
 * A number that would not fit is never shortened or wrapped (the series would repeat or break):
 * it is refused (409, `seriesFullMessage`), and the write that wanted it is undone with it.
 */
export function documentNumber(kind: TaxDocumentKind, prefix: string, financialYear: string, n: number) {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`invalid serial number: ${n}`)
  const year = financialYear.replace(/^\d{2}(\d{2})-(\d{2})$/, '$1$2')
  const serial = kind === 'invoice' ? String(n).padStart(5, '0') : `C${String(n).padStart(4, '0')}`
  const number = `${prefix}/${year}/${serial}`
  if (number.length > DOCUMENT_NUMBER_MAX)
    throw new ApiError('conflict', seriesFullMessage(kind, prefix, financialYear, number))
  return number
}

// Money: stored as integer paise, sent to the gateway as rupees with exactly two decimals, shown
// as the spec's "Rs. N" on the public pages and as "Rs. 6,500.00" (Indian digit grouping) in the
// console, mails and receipts, and written in words on receipts (thousand, lakh, crore). The one
// home of every amount conversion and format. Client-safe.

/** 550000 → "5500.00" */
export function paiseToAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`invalid amount in paise: ${paise}`)
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`
}

/** 550000 → 5500: rupees as a number, for the amounts the public API and forms show. */
export const paiseToRupees = (paise: number): number => paise / 100

/** "5500.00" (or "5500", "5500.5") → 550000; null when it is not an amount. */
export function amountToPaise(amount: unknown): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(String(amount ?? '').trim())
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null
}

/** Whole rupees as the spec shows a fee: "Rs. 6500". */
export const formatRupees = (amount: number) => `Rs. ${amount}`

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]
  return [TENS[Math.floor(n / 10)], ONES[n % 10]].filter(Boolean).join(' ')
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ')
}

/** A whole number of rupees in words (Indian grouping); "Zero" for 0. */
export function numberInWords(value: number): string {
  if (!Number.isInteger(value) || value < 0) throw new RangeError('a non-negative whole number is required')
  if (value === 0) return 'Zero'
  const parts: string[] = []
  const crore = Math.floor(value / 10_000_000)
  const lakh = Math.floor((value % 10_000_000) / 100_000)
  const thousand = Math.floor((value % 100_000) / 1000)
  const rest = value % 1000
  if (crore) parts.push(`${numberInWords(crore)} Crore`)
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`)
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`)
  if (rest) parts.push(belowThousand(rest))
  return parts.join(' ')
}

/** An amount in paise as receipt words: "Rupees … and … Paise Only". */
export function amountInWords(amountPaise: number): string {
  if (!Number.isInteger(amountPaise) || amountPaise < 0)
    throw new RangeError('a non-negative whole number of paise is required')
  const rupees = Math.floor(amountPaise / 100)
  const paise = amountPaise % 100
  return `Rupees ${numberInWords(rupees)}${paise ? ` and ${belowHundred(paise)} Paise` : ''} Only`
}

/** 550000 paise → "5,500.00" (Indian digit grouping). */
export function formatAmount(amountPaise: number): string {
  return (amountPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

/** 650000 paise → "Rs. 6,500.00": money as the site and the console show it. */
export const formatPaise = (amountPaise: number) => `Rs. ${formatAmount(amountPaise)}`

// A bank statement's credits, read from its CSV export (or a spreadsheet's rows) whatever the bank: the header row is the
// first that names a date and a credit (deposit) column, however the bank words them (SBI's
// "Txn Date … Credit", HDFC's "Date … Deposit Amt.", ICICI's "Transaction Date … Deposit Amount
// (INR )", Axis's "Tran Date … CR", or one amount column with a Cr/Dr column). Rows above it (the
// account's details) and debits are skipped. Pure.
import { createHash } from 'node:crypto'
import { parseCsv } from './csv'

export interface StatementCredit {
  /** The transaction's India date (YYYY-MM-DD). */
  date: string
  narration: string
  /** The bank's reference (UTR, cheque or reference number), when it has a column. */
  reference: string
  amountPaise: number
  /** The same credit in any import of any statement that holds it: re-importing changes nothing. */
  fingerprint: string
}

export class StatementError extends Error {}

const ROLES = {
  date: /^(txn|tran|transaction|posting|value)?\.? ?date$|^value dt\.?$/,
  narration: /narration|description|particulars|remarks|details/,
  reference: /ref|chq|cheque|utr/,
  credit: /^(credit|deposit|cr)\b|^cr\.?$|deposit amt|deposit amount|credit amount/,
  amount: /^(txn |transaction )?amount( \(inr ?\))?$/,
  drcr: /^(dr ?\/ ?cr|cr ?\/ ?dr|type|dr\/cr indicator)$/,
  balance: /balance|^bal\.?$/,
} as const
type Role = keyof typeof ROLES

const normal = (header: string) => header.toLowerCase().replace(/\s+/g, ' ').trim()

/** Each role's column in a header row (the first match; a transaction date before a value date). */
function columnsOf(header: string[]): Partial<Record<Role, number>> {
  const found: Partial<Record<Role, number>> = {}
  const names = header.map(normal)
  for (const role of Object.keys(ROLES) as Role[]) {
    const matches = names.flatMap((n, i) => (ROLES[role].test(n) ? [i] : []))
    if (role === 'date') {
      // A transaction date rather than the value date, when there are both.
      found.date = matches.find((i) => !names[i].startsWith('value')) ?? matches[0]
    } else if (matches.length) found[role] = matches[0]
  }
  // "Cr/Dr" is the credit-or-debit marker, not a credit column.
  if (found.credit !== undefined && (found.credit === found.drcr || found.credit === found.balance))
    delete found.credit
  return found
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** 01/11/2026, 1-11-26, 01-Nov-2026, 1 Nov 2026, 2026-11-01 → 2026-11-01 (null: not a date). */
export function statementDate(text: string): string | null {
  const t = text.trim().toLowerCase()
  let y: number, m: number, d: number
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(t)
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  else if ((match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/.exec(t)))
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])]
  else if ((match = /^(\d{1,2})[ -]([a-z]{3})[a-z]*[-, ]*(\d{2}|\d{4})\b/.exec(t))) {
    ;[d, m, y] = [Number(match[1]), MONTHS.indexOf(match[2]) + 1, Number(match[3])]
  } else return null
  if (y < 100) y += 2000
  const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
  const check = new Date(`${iso}T00:00:00Z`)
  return m >= 1 && m <= 12 && !Number.isNaN(check.getTime()) && check.getUTCDate() === d ? iso : null
}

/** "1,18,000.00", "INR 500", "500.5 Cr" → paise; null for an empty or malformed cell. */
export function statementAmount(text: string): number | null {
  const t = text.replace(/inr|rs\.?|₹|cr\.?$|,|\s/gi, '')
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null
  return Math.round(Number(t) * 100)
}

/** A balance as one value whatever the export wrote ("1,07,080.00" in CSV, 107080 in XLS). */
const balanceOf = (text: string) => String(statementAmount(text) ?? text)

/**
 * The credits of a statement (its CSV text, or its rows however read: ./spreadsheet.ts); a
 * StatementError when it has no header row to read.
 */
export function statementCredits(statement: string | string[][]): StatementCredit[] {
  const rows = typeof statement === 'string' ? parseCsv(statement) : statement
  const at = rows.findIndex((r) => {
    const c = columnsOf(r)
    return (
      c.date !== undefined && (c.credit !== undefined || (c.amount !== undefined && c.drcr !== undefined))
    )
  })
  if (at < 0)
    throw new StatementError(
      'This file does not look like a bank statement: no row names a date column and a credit (deposit) column.',
    )
  const col = columnsOf(rows[at])
  const cell = (row: string[], role: Role) => (col[role] === undefined ? '' : (row[col[role]!] ?? ''))
  const credits: StatementCredit[] = []
  for (const row of rows.slice(at + 1)) {
    const date = statementDate(cell(row, 'date'))
    if (!date) continue // totals, opening balances, footers
    const amountPaise =
      col.credit !== undefined
        ? statementAmount(cell(row, 'credit'))
        : /^c/i.test(cell(row, 'drcr'))
          ? statementAmount(cell(row, 'amount'))
          : null
    if (!amountPaise) continue // a debit, or nothing
    const narration = cell(row, 'narration').replace(/\s+/g, ' ')
    const reference = cell(row, 'reference')
    const fingerprint = createHash('sha256')
      .update([date, amountPaise, narration, reference, balanceOf(cell(row, 'balance'))].join('\u0000'))
      .digest('hex')
    credits.push({ date, narration, reference, amountPaise, fingerprint })
  }
  return credits
}

// Which registration a statement's credit pays, by the reference the delegate quoted (the
// registration number, printed with its UPI QR code and bank details) and the amount. Pure: the
// caller passes the registrations the credits name (and those owing an amount, for credits
// that name none).
//   verify:   names one registration that owes exactly this amount: verified as paid
//   propose:  a near match for an organiser to look at (another amount, a registration no longer
//             owing, or no number but one owing registration of this amount whose name it holds)
//   none:     nothing to go on
import { formatPaise } from '@/lib/money'
import type { StatementCredit } from './statement'

export interface Candidate {
  id: number
  registrationNumber: string
  name: string
  amountPaise: number
  /** Whether it still owes its fee (a payable state, or a proof awaiting review). */
  owes: boolean
}

export type Match =
  | { outcome: 'verify'; registration: Candidate }
  | { outcome: 'propose'; registration: Candidate; why: string }
  | { outcome: 'none'; why: string }

const alnum = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '')

/**
 * The registration numbers a narration holds: a number's prefix and six digits, however the bank
 * wrote the separators (UPP27-000042, UPP27 000042, UPP27000042).
 */
export function numbersIn(text: string, prefixes: string[]): string[] {
  const flat = alnum(text)
  const found = new Set<string>()
  for (const prefix of prefixes) {
    const p = alnum(prefix)
    if (!p) continue
    for (const m of flat.matchAll(new RegExp(`${p}(\\d{6})`, 'g'))) found.add(`${prefix}${m[1]}`)
  }
  return [...found]
}

export function matchCredit(
  credit: StatementCredit,
  prefixes: string[],
  byNumber: Map<string, Candidate>,
  owing: Candidate[],
): Match {
  const named = numbersIn(`${credit.narration} ${credit.reference}`, prefixes).flatMap(
    (n) => byNumber.get(n) ?? [],
  )
  if (named.length > 1)
    return {
      outcome: 'none',
      why: `names several registrations (${named.map((r) => r.registrationNumber).join(', ')})`,
    }
  const [r] = named
  if (r) {
    if (!r.owes) return { outcome: 'propose', registration: r, why: 'this registration owes nothing now' }
    if (r.amountPaise !== credit.amountPaise)
      return {
        outcome: 'propose',
        registration: r,
        why: `the amount differs: ${formatPaise(credit.amountPaise)} paid, ${formatPaise(r.amountPaise)} owed`,
      }
    return { outcome: 'verify', registration: r }
  }
  // No number: one owing registration of exactly this amount whose name the narration holds.
  const words = alnum(credit.narration)
  const byName = owing.filter((o) => {
    const parts = o.name
      .split(/\s+/)
      .map(alnum)
      .filter((w) => w.length >= 3)
    return o.amountPaise === credit.amountPaise && parts.length > 0 && parts.every((w) => words.includes(w))
  })
  if (byName.length === 1)
    return {
      outcome: 'propose',
      registration: byName[0],
      why: 'no registration number; the name and amount match',
    }
  return { outcome: 'none', why: 'no registration number' }
}

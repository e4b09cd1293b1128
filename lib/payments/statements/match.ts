// Which registration a statement's credit pays, by the reference the delegate quoted (the
// registration number, printed with its UPI QR code and bank details) and the amount, or which
// institution's group it pays for at once (the group's number, on the group's page). Pure: the
// caller passes the registrations and groups the credits name (and the registrations owing an
// amount, for credits that name none).
//   verify:        names one registration that owes exactly this amount: verified as paid
//   verify-group:  names one group whose unpaid delegates owe exactly this amount together: each
//                  of them verified as paid
//   propose:       a near match for an organiser to look at (another amount, a registration or
//                  group no longer owing, or no number but one owing registration of this amount
//                  whose name it holds)
//   none:          nothing to go on
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

/** An institution's group a credit may pay for, with its delegates still owing their fee. */
export interface GroupCandidate {
  id: number
  groupNumber: string
  institution: string
  /** The registrations of the group that owe their fee, and what they owe together. */
  owing: { id: number; registrationNumber: string }[]
  duePaise: number
}

export type Match =
  | { outcome: 'verify'; registration: Candidate }
  | { outcome: 'verify-group'; group: GroupCandidate }
  | { outcome: 'propose'; registration: Candidate; why: string }
  | { outcome: 'propose-group'; group: GroupCandidate; why: string }
  | { outcome: 'none'; why: string }

const alnum = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '')

/**
 * The numbers a narration holds of one kind: an edition's prefix, `marker` and six digits, however
 * the bank wrote the separators, written back as the site writes them (`written` before the digits).
 */
function referencesIn(text: string, prefixes: string[], marker: string, written: string): string[] {
  const flat = alnum(text)
  const found = new Set<string>()
  for (const prefix of prefixes) {
    const p = alnum(prefix)
    if (!p) continue
    for (const m of flat.matchAll(new RegExp(`${p}${marker}(\\d{6})`, 'g')))
      found.add(`${prefix}${written}${m[1]}`)
  }
  return [...found]
}

/** The registration numbers a narration holds (UPP27-000042, UPP27 000042, UPP27000042). */
export const numbersIn = (text: string, prefixes: string[]) => referencesIn(text, prefixes, '', '')

/** The group numbers a narration holds (UPP27-G-000012, UPP27 G 000012, UPP27G000012). */
export const groupNumbersIn = (text: string, prefixes: string[]) => referencesIn(text, prefixes, 'G', 'G-')

/** A credit naming one group (and no registration): verified for all its delegates, or proposed. */
function groupMatch(credit: StatementCredit, group: GroupCandidate): Match {
  if (!group.duePaise) return { outcome: 'propose-group', group, why: 'this group owes nothing now' }
  if (group.duePaise !== credit.amountPaise)
    return {
      outcome: 'propose-group',
      group,
      why: `the amount differs: ${formatPaise(credit.amountPaise)} paid, ${formatPaise(group.duePaise)} owed by its ${group.owing.length} unpaid delegate${group.owing.length === 1 ? '' : 's'}`,
    }
  return { outcome: 'verify-group', group }
}

export function matchCredit(
  credit: StatementCredit,
  prefixes: string[],
  byNumber: Map<string, Candidate>,
  owing: Candidate[],
  byGroup: Map<string, GroupCandidate> = new Map(),
): Match {
  const text = `${credit.narration} ${credit.reference}`
  const named = numbersIn(text, prefixes).flatMap((n) => byNumber.get(n) ?? [])
  const groups = groupNumbersIn(text, prefixes).flatMap((n) => byGroup.get(n) ?? [])
  if (groups.length > 1 || (groups.length && named.length))
    return { outcome: 'none', why: 'names several registrations or groups' }
  if (groups.length) return groupMatch(credit, groups[0])
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

// An institution's group as its contact and the organisers see it: its delegates, each with their
// registration's number, amount and state, and what the group still owes. Read-only.
import 'server-only'
import { db } from '@/lib/db/client'
import { paiseToRupees } from '@/lib/money'
import { UNPAID, type RegistrationStatus } from '@/lib/registrations/lifecycle'
import { groupToken } from '@/lib/registrations/token-hmac'

export interface GroupDto {
  id: number
  /** The group page's token (its contact's link). */
  token: string
  group_number: string
  institution: string
  gstin: string
  state: string
  contact_name: string
  contact_email: string
  delegates: {
    id: number
    registration_number: string
    name: string
    email: string
    category: string
    amount: number
    status: string
  }[]
  /** Rupees still owed: the amounts of the delegates not yet paid for. */
  amount_due: number
}

/**
 * What a group owes: its delegates not yet paid for (no payment reached the organisers and none is
 * being checked, as each delegate's own page says) and their amounts together. One rule for the
 * group's page, its online payment and the bank statement's matching.
 */
export function owedBy<R extends { status: RegistrationStatus; amountPaise: number }>(registrations: R[]) {
  const owing = registrations.filter((r) => UNPAID.includes(r.status))
  return { owing, duePaise: owing.reduce((sum, r) => sum + r.amountPaise, 0) }
}

/** A group with its delegates (in the order registered) and what those not yet paid for owe together. */
export async function findGroup(id: number) {
  const g = await db().registrationGroup.findUnique({
    where: { id },
    include: { registrations: { orderBy: { id: 'asc' } } },
  })
  if (!g) return null
  return { ...g, ...owedBy(g.registrations) }
}

export async function groupOf(id: number): Promise<GroupDto | null> {
  const g = await findGroup(id)
  if (!g) return null
  return {
    id: g.id,
    token: groupToken(g.id),
    group_number: g.groupNumber,
    institution: g.institution,
    gstin: g.gstin,
    state: g.placeOfSupply,
    contact_name: g.contactName,
    contact_email: g.contactEmail,
    delegates: g.registrations.map((r) => ({
      id: r.id,
      registration_number: r.registrationNumber,
      name: r.name,
      email: r.email,
      category: r.category,
      amount: paiseToRupees(r.amountPaise),
      status: r.status,
    })),
    amount_due: paiseToRupees(g.duePaise),
  }
}

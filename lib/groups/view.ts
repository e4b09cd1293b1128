// An institution's group page (app/(site)/group/[id]): its delegates and their states, what is
// still due, and how to pay it at once (online, or by a transfer quoting the group's number), for
// whoever holds the group's link (its token). A wrong token finds nothing.
import 'server-only'
import { findEdition } from '@/lib/editions/service'
import { registrationState } from '@/lib/editions/window'
import { formatPaise } from '@/lib/money'
import { payToFor, type PayTo } from '@/lib/payments/direct/pay-to'
import { CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import { STATUS_LABELS } from '@/lib/registrations/lifecycle'
import { isGroupToken } from '@/lib/registrations/token-hmac'
import { groupInvoiceLinks } from './invoices'
import { openGroupSale } from './payment'
import { findGroup } from './records'

export interface GroupView {
  id: number
  groupNumber: string
  edition: string
  institution: string
  gstin: string
  contact: string
  delegates: { id: number; name: string; number: string; category: string; amount: string; state: string }[]
  /** What the delegates not yet paid for cost together ('' when nothing is due). */
  due: string
  /** Whether it can be paid online now (something due, and the edition takes money). */
  payOnline: boolean
  /** Where to transfer it, while the edition takes money (null: nothing due, or no account set). */
  payTo: PayTo | null
  /** An online payment the bank has not confirmed yet: its amount ('' when none). */
  inProcess: string
  /** The tax invoices billed to the institution, one per payment of several delegates. */
  invoices: { number: string; path: string }[]
}

export async function groupView(idText: string, token: string | undefined): Promise<GroupView | null> {
  const id = Number(idText)
  if (!Number.isSafeInteger(id) || id < 1 || !isGroupToken(id, token)) return null
  // Asked about first, so a payment the bank has confirmed meanwhile shows as paid.
  const open = await openGroupSale(id)
  const g = await findGroup(id)
  if (!g) return null
  const edition = await findEdition(g.editionId)
  const { duePaise } = g
  const takesMoney = !!edition && registrationState(edition) === 'open'
  return {
    id: g.id,
    groupNumber: g.groupNumber,
    edition: edition?.name ?? '',
    institution: g.institution,
    gstin: g.gstin,
    contact: `${g.contactName} (${g.contactEmail})`,
    delegates: g.registrations.map((r) => ({
      id: r.id,
      name: r.name,
      number: r.registrationNumber,
      category: CATEGORY_LABELS[r.category as Category],
      amount: r.amountPaise === 0 ? 'Free' : formatPaise(r.amountPaise),
      state: STATUS_LABELS[r.status],
    })),
    due: duePaise ? formatPaise(duePaise) : '',
    payOnline: !!duePaise && takesMoney,
    payTo: duePaise && takesMoney ? await payToFor(duePaise, g.groupNumber) : null,
    inProcess: open ? formatPaise(open.amountPaise) : '',
    invoices: await groupInvoiceLinks(g.id),
  }
}

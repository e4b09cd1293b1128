// An institution's group page (app/(site)/group/[id]): its delegates and their states, what is
// still due, and where to pay it at once, quoting the group's number, for whoever holds the
// group's link (its token). A wrong token finds nothing.
import 'server-only'
import { findEdition } from '@/lib/editions/service'
import { registrationState } from '@/lib/editions/window'
import { formatPaise } from '@/lib/money'
import { payToFor, type PayTo } from '@/lib/payments/direct/pay-to'
import { CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import { STATUS_LABELS } from '@/lib/registrations/lifecycle'
import { isGroupToken } from '@/lib/registrations/token-hmac'
import { findGroup } from './records'

export interface GroupView {
  groupNumber: string
  edition: string
  institution: string
  gstin: string
  contact: string
  delegates: { id: number; name: string; number: string; category: string; amount: string; state: string }[]
  /** What the delegates not yet paid for cost together ('' when nothing is due). */
  due: string
  /** Where to pay it, while the edition takes money (null: nothing due, or no account set). */
  payTo: PayTo | null
}

export async function groupView(idText: string, token: string | undefined): Promise<GroupView | null> {
  const id = Number(idText)
  if (!Number.isSafeInteger(id) || id < 1 || !isGroupToken(id, token)) return null
  const g = await findGroup(id)
  if (!g) return null
  const edition = await findEdition(g.editionId)
  const { duePaise } = g
  const open = !!edition && registrationState(edition) === 'open'
  return {
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
    payTo: duePaise && open ? await payToFor(duePaise, g.groupNumber) : null,
  }
}

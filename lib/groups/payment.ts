// An institution pays what its group owes online, at once (POST /group/<id>/pay): one sale of the
// bank's gateway for the delegates not yet paid for, started as a delegate's own is
// (lib/payments/service/sales.ts: the provider PAYMENT_MODE chooses, a repeat within a minute
// answers the same sale). Before it starts, each of those delegates is checked as their own
// payment would be: the edition must take money, a fee slab that has ended re-prices, and workshop
// seats are held for the payment's life or re-priced when one was lost; any change is shown to
// the contact before anything is charged. The verdict pays them all (./paid.ts).
import 'server-only'
import { conflict, notFound } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { checkBeforePayment } from '@/lib/editions/rules'
import type { StartedPayment } from '@/lib/payments/schema'
import { ATTEMPT_TTL_MS, startSale } from '@/lib/payments/service/sales'
import { refreshAttempt } from '@/lib/payments/service/verdicts'
import { seatsBeforePayment } from '@/lib/workshops/seat-checks'
import { findGroup } from './records'

/** The group's delegates changed price before paying: nothing was charged, the page shows the new amount. */
export interface GroupRepriced {
  repriced: true
}

export async function startGroupPayment(id: number): Promise<StartedPayment | GroupRepriced> {
  const g = await findGroup(id)
  if (!g) throw notFound('No group was found with this link.')
  if (!g.owing.length) throw conflict(`Group ${g.groupNumber} owes nothing now.`)
  let repriced = false
  for (const r of g.owing) {
    if ((await checkBeforePayment(r)) || (await seatsBeforePayment(r.id, ATTEMPT_TTL_MS))) repriced = true
  }
  if (repriced) return { repriced: true }
  return startSale(
    {
      payer: { groupId: g.id },
      amountPaise: g.duePaise,
      email: g.contactEmail,
      mobileNumber: g.contactMobile,
      name: g.contactName,
      reference: g.groupNumber,
    },
    conflict(`Group ${g.groupNumber} is paid already.`),
  )
}

/**
 * The group's online sale still in process, if any, asked about once more (the gateway's return
 * may not have come back): what its page says while the bank confirms.
 */
export async function openGroupSale(groupId: number) {
  const open = await db().paymentAttempt.findFirst({
    where: {
      groupId,
      kind: 'sale',
      finalizedAt: null,
      abandonedAt: null,
      redirectUri: { not: null },
      createdAt: { gt: new Date(Date.now() - ATTEMPT_TTL_MS) },
    },
    orderBy: { id: 'desc' },
  })
  if (!open) return null
  const status = await refreshAttempt(open).catch(() => 'REQ')
  return status === 'REQ' ? open : null
}

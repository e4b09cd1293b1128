// A refund that succeeded, applied to its registration in the write that records it, the same
// whichever way the money went back (a gateway's REFUND, ./verdicts.ts; a transfer the organisers
// sent, ./offline-refunds.ts): its amount counts as refunded, a credit note is issued against the
// invoice with the invoice's split, the registration is refunded once everything it received is
// back, and the delegate is mailed.
import 'server-only'
import { toIsoDate } from '@/lib/dates'
import type { Write } from '@/lib/domain-write'
import type { PaymentAttempt, TaxDocument } from '@/lib/generated/prisma/client'
import { issueCreditNote } from '@/lib/invoices/issue'
import { transition } from '@/lib/registrations/lifecycle'
import { queueStateMail } from '@/lib/registrations/mails/queue'
import type { StateMailFacts } from '@/lib/registrations/mails/state'
import { leaveWaitlistsOnClose } from '@/lib/workshops/waitlist-queue'
import { receivedPaise } from './refund-targets'

/** What the delegate's mail says of the refund: a sandbox's is a test, a transfer's names its day and reference. */
function mailFacts(refund: PaymentAttempt): StateMailFacts {
  const facts: StateMailFacts = { amountPaise: refund.amountPaise, test: refund.gateway === 'sandbox' }
  if (refund.gateway === 'transfer')
    return {
      ...facts,
      bankReference: refund.gatewayTxnId ?? '',
      sentOn: refund.sentOn ? toIsoDate(refund.sentOn) : undefined,
    }
  return facts
}

/** A successful refund of one registration's money (see the module's comment); its credit note, if any. */
export async function settleRefund(w: Write, refund: PaymentAttempt): Promise<TaxDocument | null> {
  if (!refund.registrationId) return null
  const tx = w.tx
  const p = await tx.registration.update({
    where: { id: refund.registrationId },
    data: { refundedPaise: { increment: refund.amountPaise } },
  })
  const sales = await tx.paymentAttempt.findMany({
    where: { registrationId: refund.registrationId, kind: 'sale', txnStatus: 'SUC' },
    select: { kind: true, txnStatus: true, amountPaise: true },
  })
  const creditNote = await issueCreditNote(tx, p.id, refund.amountPaise, refund.id)
  // Refunded in full: its workshop seats, and any waiting list's offer, go to the next in line.
  if (p.refundedPaise >= receivedPaise(p, sales))
    if ((await transition(tx, p.id, 'refunded')).outcome === 'applied')
      await leaveWaitlistsOnClose(w, p.id, 'refunded')
  await queueStateMail(w, 'mail.refund-completed', p, refund.merchantTxnNo, mailFacts(refund))
  return creditNote
}

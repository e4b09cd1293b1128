// Refunds the organisers make outside the gateway (docs/payments.md, "Refunds"): a registration
// paid by a transfer (a proof verified, or a statement's credit, its own or its group's) is
// refunded by the organisers from the association's bank account, and recorded here with the
// amount, the day it was sent and the bank's reference (UTR). There is no gateway to ask, so it is
// settled when recorded, as a gateway's successful refund is (./refund-settle.ts: refunded amount
// and state, credit note, the delegate's mail), with its audit entry, in one domain write. The
// amount is checked under the registration's row lock: two at once cannot both pass it.
import 'server-only'
import { ApiError, conflict, notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { fromIsoDate, todayInIndia } from '@/lib/dates'
import { domainWrite } from '@/lib/domain-write'
import type { PaymentAttempt, Registration } from '@/lib/generated/prisma/client'
import { amountToPaise, formatPaise, paiseToAmount } from '@/lib/money'
import { lockRegistration } from '@/lib/registrations/lifecycle'
import { REGISTRATION_NOT_FOUND, resultOf } from '@/lib/registrations/review'
import type { ActionResult, TransferRefundInput } from '@/lib/registrations/review-schema'
import { newMerchantTxnNo } from '../gateways/common'
import { settleRefund } from './refund-settle'
import { paidByTransfer, transferRefundablePaise } from './refund-targets'

const unprocessable = (field: string, message: string, fieldMessage = message) =>
  new ApiError('unprocessable', message, { fields: { [field]: [fieldMessage] } })

/** The refund's amount in paise when the registration may be refunded so by transfer; else 409/422 saying why. */
function checkedAmount(p: Registration, attempts: PaymentAttempt[], input: TransferRefundInput): number {
  if (!paidByTransfer(p, attempts))
    throw conflict(
      p.paidAt
        ? `Registration ${p.registrationNumber} was paid online: refund it through the gateway (Refund), not by transfer.`
        : `Registration ${p.registrationNumber} has no payment received: there is nothing to refund.`,
    )
  const refundable = transferRefundablePaise(p, attempts)
  if (refundable <= 0)
    throw conflict(
      `Nothing is left to refund on registration ${p.registrationNumber}: its fee has been refunded.`,
    )
  const amountPaise = amountToPaise(input.amount)!
  if (amountPaise > refundable)
    throw unprocessable(
      'amount',
      `The refund cannot exceed ${formatPaise(refundable)} (paid minus refunded).`,
      `At most ${formatPaise(refundable)} can be refunded.`,
    )
  if (p.paidAt && input.sent_on < todayInIndia(p.paidAt))
    throw unprocessable('sent_on', 'The refund cannot have been sent before the payment was received.')
  // The same reference twice is the same transfer recorded again (a form posted twice).
  if (attempts.some((a) => a.gateway === 'transfer' && a.gatewayTxnId === input.reference))
    throw conflict(
      `A refund with the bank reference ${input.reference} is already recorded for this registration.`,
    )
  return amountPaise
}

/** Records a refund sent by bank transfer (see the module's comment); 409/422 say why not. */
export function recordTransferRefund(
  id: number,
  input: TransferRefundInput,
  actor: Actor,
): Promise<ActionResult> {
  return domainWrite(actor, async (w) => {
    const p = await lockRegistration(w.tx, id)
    if (!p) throw notFound(REGISTRATION_NOT_FOUND)
    const attempts = await w.tx.paymentAttempt.findMany({ where: { registrationId: id } })
    const amountPaise = checkedAmount(p, attempts, input)
    const refund = await w.tx.paymentAttempt.create({
      data: {
        registrationId: id,
        gateway: 'transfer',
        kind: 'refund',
        merchantTxnNo: newMerchantTxnNo(),
        amountPaise,
        txnStatus: 'SUC',
        gatewayTxnId: input.reference,
        sentOn: fromIsoDate(input.sent_on),
        finalizedAt: new Date(),
      },
    })
    const creditNote = await settleRefund(w, refund)
    const after = await w.tx.registration.findUniqueOrThrow({ where: { id } })
    const amount = paiseToAmount(amountPaise)
    await w.audit('registration.refund-transfer', {
      entityId: id,
      detail: {
        refund: refund.merchantTxnNo,
        amount,
        sentOn: input.sent_on,
        reference: input.reference,
        creditNote: creditNote?.number ?? null,
        refundedPaise: after.refundedPaise,
      },
    })
    const note = creditNote ? ` Credit note ${creditNote.number} issued.` : ''
    return {
      ...resultOf(
        after,
        `Refund of ${formatPaise(amountPaise)} by bank transfer recorded (UTR ${input.reference}).${note} The e-mail to ${after.email} is queued. Refunded in all: ${formatPaise(after.refundedPaise)}.`,
      ),
      refunds: [{ merchantTxnNo: refund.merchantTxnNo, amount, status: 'SUC' }],
    }
  })
}

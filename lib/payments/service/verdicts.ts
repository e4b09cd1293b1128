// Learning and applying a payment attempt's outcome (docs/payments.md). The only source of truth
// is a signed STATUS answer: a registration is paid on SUC with txnResponseCode 000/0000 and
// exactly the amount asked for. An attempt's txnStatus holds our verdict; the gateway's raw
// answers are kept in GatewayExchange. The first final verdict wins (a conditional update on
// finalized_at): later returns, advices and polls change nothing. The registration (or each
// delegate of a group's sale, lib/groups/paid.ts) moves on through its lifecycle
// (lib/registrations/lifecycle.ts) in the same transaction, where the confirmation mail is queued too.
import 'server-only'
import { SYSTEM } from '@/lib/audit/actions'
import { db, type Prisma } from '@/lib/db/client'
import { domainWrite, type Write } from '@/lib/domain-write'
import type { PaymentAttempt } from '@/lib/generated/prisma/client'
import { confirmGroupSale } from '@/lib/groups/paid'
import { issueInvoice } from '@/lib/invoices/issue'
import { amountToPaise, paiseToAmount } from '@/lib/money'
import { PAYABLE, transition } from '@/lib/registrations/lifecycle'
import { queueConfirmation } from '@/lib/registrations/mails/queue'
import { providerFor, type GatewayAnswer } from '../gateways'
import type { TxnStatus } from '../schema'
import { settleRefund } from './refund-settle'

type Tx = Prisma.TransactionClient
export interface Verdict {
  status: TxnStatus
  /** SUC with another amount than asked: flagged for the organisers, not paid. */
  mismatch: boolean
}

/** Our verdict on a signed STATUS answer (null: not final or not understood; keep asking). */
function verdict(attempt: PaymentAttempt, answer: GatewayAnswer): Verdict | null {
  if (answer.responseCode !== '000' && answer.responseCode !== '0000') return null
  if (answer.merchantTxnNo && answer.merchantTxnNo !== attempt.merchantTxnNo) return null
  switch (answer.txnStatus) {
    case 'SUC': {
      const codeOk = answer.txnResponseCode === '000' || answer.txnResponseCode === '0000'
      const amountOk = amountToPaise(answer.amount) === attempt.amountPaise
      return codeOk && amountOk
        ? { status: 'SUC', mismatch: false }
        : { status: 'ERR', mismatch: codeOk && !amountOk }
    }
    case 'REJ':
    case 'ERR':
      return { status: answer.txnStatus, mismatch: false }
    default:
      return null
  }
}

/** The attempt's status, asking the gateway (STATUS) unless it already has a final one. */
export async function refreshAttempt(attempt: PaymentAttempt): Promise<TxnStatus> {
  if (attempt.finalizedAt) return attempt.txnStatus as TxnStatus
  // A provider without STATUS (icici) learns the outcome only from the browser's return.
  const answer = await providerFor(attempt).status(attempt)
  if (!answer) return 'REQ'
  const v = verdict(attempt, answer)
  if (v) return applyVerdict(attempt, v, answer.txnID || null, answer.amount)
  if (answer.txnID && !attempt.gatewayTxnId)
    await db().paymentAttempt.update({
      where: { id: attempt.id },
      data: { gatewayTxnId: answer.txnID.slice(0, 60) },
    })
  return 'REQ'
}

/**
 * Records the first final verdict of an attempt and moves its registration on, in one
 * transaction; a verdict for an attempt that is already final changes nothing.
 */
export async function applyVerdict(
  attempt: PaymentAttempt,
  v: Verdict,
  gatewayTxnId: string | null,
  reportedAmount: string,
): Promise<TxnStatus> {
  const final = await domainWrite(SYSTEM, async (w) => {
    const { count } = await w.tx.paymentAttempt.updateMany({
      where: { id: attempt.id, finalizedAt: null },
      data: { txnStatus: v.status, gatewayTxnId: gatewayTxnId?.slice(0, 60), finalizedAt: new Date() },
    })
    if (count === 0) return null
    if (attempt.kind === 'refund') return settleRefundVerdict(w, attempt, v.status)
    if (attempt.groupId)
      // A group's delegates stay as they were when its sale fails: its page offers to pay again.
      return v.status === 'SUC'
        ? confirmGroupSale(w, attempt, gatewayTxnId || attempt.merchantTxnNo)
        : v.status
    if (v.status === 'SUC') return confirmSale(w, attempt, gatewayTxnId)
    return failSale(w.tx, attempt, v, reportedAmount)
  })
  if (final) return final
  return ((await db().paymentAttempt.findUnique({ where: { id: attempt.id } }))?.txnStatus ??
    'REQ') as TxnStatus
}

/** pending/failed → paid, only if the registration still costs what was paid (else flagged). */
async function confirmSale(
  w: Write,
  attempt: PaymentAttempt,
  gatewayTxnId: string | null,
): Promise<TxnStatus> {
  const registrationId = attempt.registrationId!
  const t = await transition(w.tx, registrationId, 'paid', {
    check: (p) => p.amountPaise === attempt.amountPaise,
    data: () => ({ paidAt: new Date() }),
  })
  if (t.outcome === 'applied') {
    await issueInvoice(w, t.after)
    await queueConfirmation(w, t.after, gatewayTxnId || attempt.merchantTxnNo, 'paid')
    return 'SUC'
  }
  if (t.outcome === 'conflict' && PAYABLE.includes(t.current.status)) {
    // The delegate changed category after starting this payment: flagged, not paid.
    console.warn(
      `[payments] ${attempt.merchantTxnNo}: paid ${paiseToAmount(attempt.amountPaise)}, but the registration's fee changed meanwhile; flagged, not paid.`,
    )
    await flagAmountMismatch(w.tx, registrationId)
    await w.tx.paymentAttempt.update({ where: { id: attempt.id }, data: { txnStatus: 'ERR' } })
    return 'ERR'
  }
  console.warn(
    `[payments] ${attempt.merchantTxnNo}: a successful payment for registration ${registrationId}, which was already paid or under review; refund it if it is a second payment.`,
  )
  return 'SUC'
}

/** pending → payment_failed (a paid or proven registration is never downgraded); a wrong amount is flagged. */
async function failSale(
  tx: Tx,
  attempt: PaymentAttempt,
  v: Verdict,
  reportedAmount: string,
): Promise<TxnStatus> {
  const registrationId = attempt.registrationId!
  if (v.mismatch) {
    console.warn(
      `[payments] ${attempt.merchantTxnNo}: the gateway reported amount ${reportedAmount}, we asked ${paiseToAmount(attempt.amountPaise)}; flagged, not paid.`,
    )
    await flagAmountMismatch(tx, registrationId)
  }
  await transition(tx, registrationId, 'payment_failed')
  return v.status
}

/** A refund's verdict: on SUC it is applied to its registration (./refund-settle.ts). */
async function settleRefundVerdict(w: Write, refund: PaymentAttempt, status: TxnStatus): Promise<TxnStatus> {
  if (status === 'SUC') await settleRefund(w, refund)
  return status
}

/** The gateway reported a different amount than asked: flagged for the organisers, not paid. */
async function flagAmountMismatch(tx: Tx, registrationId: number): Promise<void> {
  await tx.registration.update({ where: { id: registrationId }, data: { amountMismatch: true } })
}

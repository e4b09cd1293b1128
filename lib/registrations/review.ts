// The organisers' decisions on a registration (docs/architecture.md): verify or reject a payment
// proof, cancel, resend the confirmation. Each is one domain write: the transition (a conditional
// update under the row lock: a double click applies once, the second answers 409 naming the
// current state), the audit entry and the mail job commit together; the mail goes after commit.
// Refunds talk to the gateway and live with the payments (lib/payments/refunds.ts).
import 'server-only'
import { randomUUID } from 'node:crypto'
import { conflict, notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import type { Prisma } from '@/lib/db/client'
import { domainWrite, type Write } from '@/lib/domain-write'
import type { Registration } from '@/lib/generated/prisma/client'
import { issueInvoice } from '@/lib/invoices/issue'
import { formatPaise } from '@/lib/money'
import { renewHold } from '@/lib/workshops/seat-checks'
import { leaveWaitlistsOnClose } from '@/lib/workshops/waitlist-queue'
import {
  allows,
  CONFIRMED,
  lockRegistration,
  STATUS_LABELS,
  TRANSFERABLE,
  transition,
  type RegistrationEvent,
  type TransitionOptions,
} from './lifecycle'
import { queueConfirmation, queueRejection, queueStateMail } from './mails/queue'
import type { ActionResult, CancelInput, RejectInput, ReviewAction } from './review-schema'

type Tx = Prisma.TransactionClient

export const REGISTRATION_NOT_FOUND = 'No registration was found with this id.'

/** A registration id from a URL segment; null when it is not one (the caller answers 404). */
export function registrationIdOf(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : null
}

export const stateConflict = (p: Registration, rule: string) =>
  conflict(`Registration ${p.registrationNumber} is ${STATUS_LABELS[p.status]}: ${rule}`)

/** Applies an organiser's event, or throws what the API answers: 404, or 409 naming the state. */
async function decide(
  tx: Tx,
  id: number,
  event: RegistrationEvent,
  rule: string,
  options?: TransitionOptions,
) {
  const t = await transition(tx, id, event, options)
  if (t.outcome === 'missing') throw notFound(REGISTRATION_NOT_FOUND)
  if (t.outcome !== 'applied') throw stateConflict(t.current, rule)
  return t
}

export const resultOf = (p: Registration, message: string, ok = true): ActionResult => ({
  ok,
  message,
  status: p.status,
  refundedPaise: p.refundedPaise,
})

/** Received (paid_at set) and not refunded: what cancelling leaves with the association. */
export const heldPaise = (p: Registration) => (p.paidAt ? Math.max(0, p.amountPaise - p.refundedPaise) : 0)

const latestProof = (tx: Tx, registrationId: number) =>
  tx.paymentProof.findFirst({ where: { registrationId }, orderBy: { id: 'desc' } })

/**
 * proof_submitted → proof_verified. A registration never paid online (paid_at empty) was paid
 * offline, as the proof shows: the money counts as received now (paid_at, which also numbers the
 * receipt) and the delegate is mailed the confirmation with the proof's transaction id.
 */
export function verifyProof(id: number, actor: Actor): Promise<ActionResult> {
  return domainWrite(actor, (w) => verifyLatestProof(w, id))
}

/**
 * verifyProof's change inside the caller's domain write: an organiser's review, or a bank
 * statement's credit that paid the registration exactly (`source`, in the audit entry).
 */
export async function verifyLatestProof(
  w: Write,
  id: number,
  source: 'review' | 'statement' = 'review',
): Promise<ActionResult> {
  const proof = await latestProof(w.tx, id)
  const now = new Date()
  const { before, after } = await decide(w.tx, id, 'verified', 'only a submitted proof can be verified.', {
    check: () => proof !== null,
    data: (p) => ({ paidAt: p.paidAt ?? now }),
  })
  const offline = before.paidAt === null
  await issueInvoice(w, after)
  // Paid offline: the confirmation says it; paid online (confirmed then): the proof's own mail.
  const mailJob = offline
    ? await queueConfirmation(w, after, proof!.transactionId, 'verified')
    : await queueStateMail(w, 'mail.proof-verified', after, proof!.id)
  await w.audit('registration.verify', {
    entityId: id,
    detail: {
      proofId: proof!.id,
      transactionId: proof!.transactionId,
      offlinePayment: offline,
      mailJob,
      ...(source === 'statement' && { source }),
    },
  })
  return resultOf(
    after,
    offline
      ? `Proof verified. The payment counts as received; the confirmation e-mail to ${after.email} is queued.`
      : `Proof verified. The e-mail to ${after.email} is queued.`,
  )
}

/**
 * proof_submitted → proof_rejected with the reason as the review note, mailed to the delegate; its
 * workshop seats are held again for the edition's time, for a new proof to come.
 */
export function rejectProof(id: number, input: RejectInput, actor: Actor): Promise<ActionResult> {
  return domainWrite(actor, async (w) => {
    const proof = await latestProof(w.tx, id)
    const { after } = await decide(w.tx, id, 'rejected', 'only a submitted proof can be rejected.', {
      data: () => ({ reviewNote: input.reason }),
    })
    await renewHold(w, after)
    const mailJob = await queueRejection(w, after, input.reason, proof?.id ?? randomUUID())
    await w.audit('registration.reject', {
      entityId: id,
      detail: { proofId: proof?.id ?? null, reason: input.reason, mailJob },
    })
    return resultOf(after, `Proof rejected. The e-mail with the reason to ${after.email} is queued.`)
  })
}

/** Any state but cancelled or refunded → cancelled. Money received stays until refunded. */
export function cancelRegistration(id: number, input: CancelInput, actor: Actor): Promise<ActionResult> {
  return domainWrite(actor, async (w) => {
    const { before, after } = await decide(w.tx, id, 'cancelled', 'it cannot be cancelled.', {
      data: () => (input.reason ? { reviewNote: input.reason } : {}),
    })
    const held = heldPaise(after)
    // Its workshop seats no longer count (lib/workshops): the events' seats left change, and the
    // workshops' waiting lists are offered them (it leaves any list it is on).
    w.invalidate(TAGS.events)
    await leaveWaitlistsOnClose(w, id, 'cancelled')
    const mailJob = await queueStateMail(w, 'mail.cancelled', after, 'cancel', {
      reason: input.reason ?? null,
    })
    await w.audit('registration.cancel', {
      entityId: id,
      detail: { from: before.status, reason: input.reason, heldPaise: held, mailJob },
    })
    return resultOf(
      after,
      held
        ? `Registration cancelled. The ${formatPaise(held)} received has not been refunded.`
        : 'Registration cancelled.',
    )
  })
}

/** The confirmation mail again, in a confirmed state, with the transaction that paid for it. */
export function resendConfirmation(id: number, actor: Actor): Promise<ActionResult> {
  return domainWrite(actor, async (w) => {
    const p = await lockRegistration(w.tx, id)
    if (!p) throw notFound(REGISTRATION_NOT_FOUND)
    if (!CONFIRMED.includes(p.status))
      throw stateConflict(
        p,
        'only a confirmed registration (paid, free or proof verified) has a confirmation to resend.',
      )
    const transactionId = await payingTransaction(w.tx, p)
    const mailJob = await queueConfirmation(w, p, transactionId, `resend:${randomUUID()}`)
    await w.audit('registration.resend', { entityId: id, detail: { to: p.email, transactionId, mailJob } })
    return resultOf(p, `The confirmation e-mail to ${p.email} is queued to be sent again.`)
  })
}

/** The transaction a confirmation names: the successful sale, else the latest proof (none: free). */
export async function payingTransaction(tx: Tx, p: Registration): Promise<string | null> {
  const sale = await tx.paymentAttempt.findFirst({
    where: { registrationId: p.id, kind: 'sale', txnStatus: 'SUC' },
    orderBy: { id: 'desc' },
  })
  if (sale) return sale.gatewayTxnId || sale.merchantTxnNo
  if (p.status === 'free') return null
  return (await latestProof(tx, p.id))?.transactionId ?? null
}

/**
 * The actions a registration's state allows, as the console offers them: the lifecycle's table
 * for verify, reject and cancel; a confirmed state for resend; money left on a successful online
 * sale for refund, and a refund not yet settled for refund-status; money received outside the
 * gateway and not refunded for refund-transfer (a refund the organisers sent, recorded).
 */
export function allowedActions(
  p: Registration,
  money: { refundable: boolean; pendingRefunds: number; transferRefundable?: boolean },
): ReviewAction[] {
  const actions: ReviewAction[] = []
  if (allows('verified', p.status)) actions.push('verify')
  if (allows('rejected', p.status)) actions.push('reject')
  if (money.refundable) actions.push('refund')
  if (money.pendingRefunds) actions.push('refund-status')
  if (money.transferRefundable) actions.push('refund-transfer')
  if (CONFIRMED.includes(p.status)) actions.push('resend')
  // A transfer to a colleague (./transfer.ts), while no refund is under way or made.
  if (TRANSFERABLE.includes(p.status) && !money.pendingRefunds && p.refundedPaise === 0)
    actions.push('transfer')
  if (allows('cancelled', p.status)) actions.push('cancel')
  return actions
}

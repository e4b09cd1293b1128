// A registration's review in the organisers' console: its whole record (fields, documents,
// payments, gateway exchanges, audit history) and the organisers' actions on it.
//   proof_submitted ──verify──> proof_verified   (an offline payment: paid_at set, confirmation mailed)
//   proof_submitted ──reject──> proof_rejected   (reason e-mailed; the delegate may send a new proof)
//   any but cancelled/refunded ──cancel──> cancelled   (money held is not refunded by it)
//   refund: REFUND then STATUS on the successful online sale; all of it back ──> refunded
// Each transition locks the registration's row and checks its state under the lock, so two
// clicks at once apply once: the second sees the new state and answers 409.
import 'server-only'
import { ApiError, notFound } from '@/lib/api/errors'
import { listAudit } from '@/lib/audit/service'
import { toIsoDate } from '@/lib/dates'
import { db, Prisma } from '@/lib/db/client'
import { env } from '@/lib/env'
import type {
  GatewayExchange,
  Participant,
  PaymentAttempt,
  PaymentProof,
} from '@/lib/generated/prisma/client'
import { escapeHtml, mailHtml, sendMail, SITE_NAME } from '@/lib/mail'
import { amountToPaise, formatPaise, paiseToAmount } from '@/lib/money'
import { GatewayError } from '@/lib/payments/client'
import { refreshAttempt, refundablePaise, refundSale, type TxnStatus } from '@/lib/payments/service'
import { sendConfirmation } from '@/lib/registrations/service'
import type {
  ActionResult,
  CancelInput,
  DocumentDto,
  HashCheck,
  RefundInput,
  RegistrationDetailDto,
  RejectInput,
  ReviewAction,
} from './review-schema'
import { STATUS_LABELS, type RegistrationStatus } from './schema'

export const REGISTRATION_NOT_FOUND = 'No registration was found with this id.'

/** A registration id from a URL segment; null when it is not one (the caller answers 404). */
export function registrationIdOf(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : null
}

const CONFIRMED: RegistrationStatus[] = ['paid', 'free', 'proof_verified']
const CLOSED: RegistrationStatus[] = ['cancelled', 'refunded']

function documentOf(key: string | null): DocumentDto | null {
  if (!key) return null
  const ext = /\.(pdf|jpg|png)$/.exec(key)?.[1]
  return {
    key,
    url: `/adminpanel/files/${key}`,
    kind: ext === 'pdf' ? 'pdf' : ext === 'jpg' ? 'jpeg' : ext === 'png' ? 'png' : null,
  }
}

const hashCheck = (valid: boolean | null): HashCheck =>
  valid === null ? 'not applicable' : valid ? 'verified' : 'NOT verified'

interface Registration {
  participant: Participant
  proofs: PaymentProof[]
  attempts: PaymentAttempt[]
}

async function loadRecord(id: number): Promise<Registration | null> {
  const participant = await db().participant.findUnique({ where: { id } })
  if (!participant) return null
  const [proofs, attempts] = await Promise.all([
    db().paymentProof.findMany({ where: { participantId: id }, orderBy: { id: 'asc' } }),
    db().paymentAttempt.findMany({ where: { participantId: id }, orderBy: { id: 'asc' } }),
  ])
  return { participant, proofs, attempts }
}

/** The sale the next gateway refund goes against: the newest successful one with money left on it. */
function refundTarget(attempts: PaymentAttempt[]): { sale: PaymentAttempt; refundable: number } | null {
  const sales = attempts
    .filter((a) => a.kind === 'sale' && a.txnStatus === 'SUC' && a.gateway === 'payphi')
    .reverse()
  for (const sale of sales) {
    const refundable = refundablePaise(sale, attempts)
    if (refundable > 0) return { sale, refundable }
  }
  return null
}

const pendingRefunds = (attempts: PaymentAttempt[]) =>
  attempts.filter((a) => a.kind === 'refund' && !a.finalizedAt)
const heldPaise = (p: Participant) => (p.paidAt ? Math.max(0, p.amountPaise - p.refundedPaise) : 0)

function allowedActions({ participant: p, attempts }: Registration): ReviewAction[] {
  const actions: ReviewAction[] = []
  if (p.status === 'proof_submitted') actions.push('verify', 'reject')
  if (refundTarget(attempts)) actions.push('refund')
  if (pendingRefunds(attempts).length) actions.push('refund-status')
  if (CONFIRMED.includes(p.status)) actions.push('resend')
  if (!CLOSED.includes(p.status)) actions.push('cancel')
  return actions
}

/** Everything about a registration, as the page and GET /adminpanel/registrations/<id>/ show it. */
export async function registrationDetail(id: number): Promise<RegistrationDetailDto | null> {
  const record = await loadRecord(id)
  if (!record) return null
  const { participant: p, proofs, attempts } = record
  const numbers = attempts.map((a) => a.merchantTxnNo)
  const [exchanges, history] = await Promise.all([
    attempts.length
      ? db().gatewayExchange.findMany({
          where: {
            OR: [{ paymentAttemptId: { in: attempts.map((a) => a.id) } }, { merchantTxnNo: { in: numbers } }],
          },
          orderBy: { id: 'asc' },
        })
      : Promise.resolve([] as GatewayExchange[]),
    listAudit({ entity: 'registration', entityId: String(id), page: 1 }),
  ])
  return {
    id: p.id,
    registrationNumber: p.registrationNumber,
    name: p.name,
    email: p.email,
    mobileNumber: p.mobileNumber,
    dateOfBirth: toIsoDate(p.dateOfBirth),
    age: p.age,
    address: p.address,
    designation: p.designation,
    ciapMembership: p.ciapMembership,
    aopUpMembership: p.aopUpMembership,
    accompanyingPerson: p.accompanyingPerson,
    category: p.category,
    status: p.status,
    amountPaise: p.amountPaise,
    refundedPaise: p.refundedPaise,
    paidAt: p.paidAt?.toISOString() ?? null,
    amountMismatch: p.amountMismatch,
    reviewNote: p.reviewNote,
    receiptNumber: p.receiptNumber,
    createdAt: p.createdAt.toISOString(),
    lop: documentOf(p.lop),
    proofs: proofs.map((f) => ({
      id: f.id,
      paymentOption: f.paymentOption,
      transactionId: f.transactionId,
      transactionDate: toIsoDate(f.transactionDate),
      submittedAt: f.createdAt.toISOString(),
      file: documentOf(f.proofOfPayment),
    })),
    attempts: attempts.map((a) => ({
      id: a.id,
      kind: a.kind,
      gateway: a.gateway,
      merchantTxnNo: a.merchantTxnNo,
      originalTxnNo: a.originalTxnNo,
      amountPaise: a.amountPaise,
      txnStatus: a.txnStatus,
      gatewayTxnId: a.gatewayTxnId,
      createdAt: a.createdAt.toISOString(),
      finalizedAt: a.finalizedAt?.toISOString() ?? null,
    })),
    exchanges: exchanges.map((x) => ({
      id: x.id,
      operation: x.operation,
      merchantTxnNo: x.merchantTxnNo,
      at: x.createdAt.toISOString(),
      httpStatus: x.httpStatus,
      hash: hashCheck(x.hashValid),
      error: x.error,
      request: x.request,
      response: x.response,
    })),
    money: {
      heldPaise: heldPaise(p),
      refundablePaise: refundTarget(attempts)?.refundable ?? 0,
      pendingRefunds: pendingRefunds(attempts).length,
    },
    actions: allowedActions(record),
    history: history.items,
  }
}

const conflict = (p: Participant, rule: string) =>
  new ApiError('conflict', `Registration ${p.registrationNumber} is ${STATUS_LABELS[p.status]}: ${rule}`)

/**
 * Moves a registration on under a row lock: `allowed` is checked against the state read under
 * the lock (409 with `rule` otherwise), then `data` (computed from that state) is written.
 */
async function transition(
  id: number,
  allowed: (s: RegistrationStatus) => boolean,
  rule: string,
  data: (p: Participant) => Prisma.ParticipantUpdateInput,
) {
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM participants WHERE id = ${id} FOR UPDATE`
    const before = await tx.participant.findUnique({ where: { id } })
    if (!before) throw notFound(REGISTRATION_NOT_FOUND)
    if (!allowed(before.status)) throw conflict(before, rule)
    const after = await tx.participant.update({ where: { id }, data: data(before) })
    return { before, after }
  })
}

async function mustFind(id: number): Promise<Participant> {
  const p = await db().participant.findUnique({ where: { id } })
  if (!p) throw notFound(REGISTRATION_NOT_FOUND)
  return p
}

const latestProof = (participantId: number) =>
  db().paymentProof.findFirst({ where: { participantId }, orderBy: { id: 'desc' } })

/** An action's answer and what the audit trail records of it. */
export interface ActionOutcome {
  result: ActionResult
  detail: Prisma.InputJsonObject
}

const resultOf = (p: Participant, r: Omit<ActionResult, 'status' | 'refundedPaise'>): ActionResult => ({
  ...r,
  status: p.status,
  refundedPaise: p.refundedPaise,
})

/**
 * proof_submitted → proof_verified. A registration never paid online (paid_at empty) was paid
 * offline, as the proof shows: the money counts as received now (paid_at, which also numbers the
 * receipt) and the delegate gets the confirmation with the proof's transaction id.
 */
export async function verifyProof(id: number): Promise<ActionOutcome> {
  const proof = await latestProof(id)
  const now = new Date()
  const { before, after } = await transition(
    id,
    (s) => s === 'proof_submitted' && !!proof,
    'only a submitted proof can be verified.',
    (p) => ({ status: 'proof_verified', paidAt: p.paidAt ?? now }),
  )
  const offline = before.paidAt === null
  const mailed = offline ? await sendConfirmation(after, proof!.transactionId) : null
  const message = !offline
    ? 'Proof verified.'
    : `Proof verified. The payment counts as received${mailed ? ` and the confirmation was e-mailed to ${after.email}` : ''}.`
  return {
    result: resultOf(after, {
      ok: true,
      message,
      ...(mailed === false ? { problem: MAIL_PROBLEM(after.email) } : {}),
    }),
    detail: {
      proofId: proof!.id,
      transactionId: proof!.transactionId,
      offlinePayment: offline,
      ...(offline ? { mailed } : {}),
    },
  }
}

const MAIL_PROBLEM = (email: string) =>
  `The e-mail to ${email} could not be sent: tell the delegate another way.`

/** The delegate's mail about a rejected proof: the reason and how to send a new one. */
async function mailRejection(p: Participant, reason: string): Promise<boolean> {
  const link = `${env().siteUrl}/payment-details`
  const text = [
    `Dear ${p.name},`,
    '',
    `The payment proof you submitted for your ${SITE_NAME} registration ${p.registrationNumber} could not be accepted.`,
    '',
    'Reason:',
    reason,
    '',
    `Please submit a new proof of payment at ${link} with your registration details and the transaction id of your payment.`,
    'If you have questions, reply to the organisers through the contact page of the site.',
  ].join('\n')
  const html = mailHtml(
    'Your payment proof needs attention',
    `<p>Dear ${escapeHtml(p.name)},</p><p>The payment proof you submitted for your ${SITE_NAME} registration <strong>${escapeHtml(p.registrationNumber)}</strong> could not be accepted.</p>` +
      `<p style="margin:0 0 4px;font-weight:bold">Reason</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #b91c1c;background:#fef2f2">${escapeHtml(reason).replace(/\r?\n/g, '<br>')}</blockquote>` +
      `<p>Please submit a new proof of payment at <a href="${escapeHtml(link)}">${escapeHtml(link)}</a> with your registration details and the transaction id of your payment.</p>`,
  )
  try {
    await sendMail({
      to: p.email,
      subject: `${SITE_NAME}: payment proof for registration ${p.registrationNumber} not accepted`,
      text,
      html,
    })
    return true
  } catch (error) {
    console.error(`[console] rejection mail for ${p.registrationNumber} failed:`, error)
    return false
  }
}

/**
 * proof_submitted → proof_rejected with the reason as the review note, e-mailed to the delegate.
 * The rejection stands when the mail fails: the answer says so, for the organiser to call.
 */
export async function rejectProof(id: number, input: RejectInput): Promise<ActionOutcome> {
  const proof = await latestProof(id)
  const { after } = await transition(
    id,
    (s) => s === 'proof_submitted',
    'only a submitted proof can be rejected.',
    () => ({ status: 'proof_rejected', reviewNote: input.reason }),
  )
  const mailed = await mailRejection(after, input.reason)
  return {
    result: resultOf(after, {
      ok: true,
      message: mailed ? `Proof rejected. The reason was e-mailed to ${after.email}.` : 'Proof rejected.',
      ...(mailed ? {} : { problem: MAIL_PROBLEM(after.email) }),
    }),
    detail: { proofId: proof?.id ?? null, reason: input.reason, mailed },
  }
}

/** Any state but cancelled or refunded → cancelled. Money received stays until refunded. */
export async function cancelRegistration(id: number, input: CancelInput): Promise<ActionOutcome> {
  const { before, after } = await transition(
    id,
    (s) => !CLOSED.includes(s),
    'it cannot be cancelled.',
    () => ({ status: 'cancelled', ...(input.reason ? { reviewNote: input.reason } : {}) }),
  )
  const held = heldPaise(after)
  return {
    result: resultOf(after, {
      ok: true,
      message: held
        ? `Registration cancelled. The ${formatPaise(held)} received has not been refunded.`
        : 'Registration cancelled.',
    }),
    detail: { from: before.status, reason: input.reason, heldPaise: held },
  }
}

const refundView = (r: PaymentAttempt, status: string) => ({
  merchantTxnNo: r.merchantTxnNo,
  amount: paiseToAmount(r.amountPaise),
  status,
})

/** STATUS of a refund; no answer from the gateway leaves it pending (REQ). */
async function settle(refund: PaymentAttempt): Promise<TxnStatus> {
  try {
    return await refreshAttempt(refund)
  } catch (error) {
    if (error instanceof GatewayError) return 'REQ'
    throw error
  }
}

function refundSentence(amountPaise: number, status: string): { ok: boolean; text: string } {
  const amount = formatPaise(amountPaise)
  switch (status) {
    case 'SUC':
      return { ok: true, text: `Refund of ${amount} completed.` }
    case 'REQ':
      return {
        ok: true,
        text: `Refund of ${amount} requested; the gateway has not confirmed it yet. Check its status later.`,
      }
    case 'REJ':
      return { ok: false, text: `The gateway rejected the refund of ${amount}: nothing was refunded.` }
    default:
      return { ok: false, text: `The refund of ${amount} failed at the gateway: nothing was refunded.` }
  }
}

/**
 * Refunds through the gateway (REFUND, then STATUS at once) against the successful online sale:
 * the amount asked for, or everything refundable. Never more than paid minus refunded (422).
 */
export async function refundRegistration(id: number, input: RefundInput): Promise<ActionOutcome> {
  const record = await loadRecord(id)
  if (!record) throw notFound(REGISTRATION_NOT_FOUND)
  const p = record.participant
  const target = refundTarget(record.attempts)
  if (!target) {
    const paidOnline = record.attempts.some((a) => a.kind === 'sale' && a.txnStatus === 'SUC')
    if (!paidOnline)
      throw new ApiError(
        'conflict',
        `Registration ${p.registrationNumber} has no successful online payment to refund through the gateway. A payment made offline (bank transfer, UPI) must be refunded the same way, outside this site.`,
      )
    throw new ApiError(
      'conflict',
      `Nothing is left to refund on registration ${p.registrationNumber}: everything paid online has been refunded or a refund is pending.`,
    )
  }
  const amountPaise = input.amount ? amountToPaise(input.amount)! : target.refundable
  if (amountPaise > target.refundable)
    throw new ApiError(
      'unprocessable',
      `The refund cannot exceed ${formatPaise(target.refundable)} (paid minus refunded).`,
    )
  const refund = await refundSale(target.sale.merchantTxnNo, amountPaise)
  const status = refund.finalizedAt ? (refund.txnStatus as TxnStatus) : await settle(refund)
  const after = await mustFind(id)
  const sentence = refundSentence(amountPaise, status)
  return {
    result: resultOf(after, {
      ok: sentence.ok,
      message: `${sentence.text} Refunded in all: ${formatPaise(after.refundedPaise)}.`,
      refunds: [refundView(refund, status)],
    }),
    detail: {
      refund: refund.merchantTxnNo,
      sale: target.sale.merchantTxnNo,
      amount: paiseToAmount(amountPaise),
      status,
      refundedPaise: after.refundedPaise,
    },
  }
}

/** Asks the gateway again about this registration's pending refunds. */
export async function checkRefunds(id: number): Promise<ActionOutcome> {
  const record = await loadRecord(id)
  if (!record) throw notFound(REGISTRATION_NOT_FOUND)
  const open = pendingRefunds(record.attempts)
  if (!open.length)
    throw new ApiError(
      'conflict',
      `Registration ${record.participant.registrationNumber} has no pending refund.`,
    )
  const statuses: string[] = []
  for (const refund of open) statuses.push(await settle(refund))
  const after = await mustFind(id)
  const sentences = open.map((r, i) => refundSentence(r.amountPaise, statuses[i]))
  return {
    result: resultOf(after, {
      ok: sentences.every((s) => s.ok),
      message: `${sentences.map((s) => s.text).join(' ')} Refunded in all: ${formatPaise(after.refundedPaise)}.`,
      refunds: open.map((r, i) => refundView(r, statuses[i])),
    }),
    detail: { refunds: open.map((r, i) => refundView(r, statuses[i])), refundedPaise: after.refundedPaise },
  }
}

/** The confirmation mail again, in a confirmed state, with the transaction that paid for it. */
export async function resendConfirmation(id: number): Promise<ActionOutcome> {
  const p = await mustFind(id)
  if (!CONFIRMED.includes(p.status))
    throw conflict(
      p,
      'only a confirmed registration (paid, free or proof verified) has a confirmation to resend.',
    )
  const sale = await db().paymentAttempt.findFirst({
    where: { participantId: id, kind: 'sale', txnStatus: 'SUC' },
    orderBy: { id: 'desc' },
  })
  const proof = sale ? null : await latestProof(id)
  const transactionId = sale
    ? sale.gatewayTxnId || sale.merchantTxnNo
    : p.status === 'free'
      ? null
      : (proof?.transactionId ?? null)
  const mailed = await sendConfirmation(p, transactionId)
  return {
    result: resultOf(
      p,
      mailed
        ? { ok: true, message: `Confirmation e-mail sent again to ${p.email}.` }
        : { ok: false, message: 'The confirmation e-mail was not sent.', problem: MAIL_PROBLEM(p.email) },
    ),
    detail: { to: p.email, transactionId, mailed },
  }
}

// A registration's whole record for the organisers (the page /admin/registrations/<id> and GET
// /adminpanel/registrations/<id>/): every field, the documents, payments, gateway exchanges, the
// mails with their delivery state, the audit history and the actions its state allows. Reads only:
// the actions are domain writes (lib/registrations/review.ts, lib/payments/refunds.ts).
import 'server-only'
import { listAudit } from '@/lib/audit/service'
import { councilName } from '@/lib/cme/councils'
import { todayInIndia, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { findEdition } from '@/lib/editions/service'
import type {
  GatewayExchange,
  PaymentAttempt,
  PaymentProof,
  Registration,
  TaxDocument,
} from '@/lib/generated/prisma/client'
import { creditNotesOf } from '@/lib/invoices/service'
import { jobsOf } from '@/lib/jobs/queue'
import { policyRefundPaise, refundCutoff } from '@/lib/payments/service/refund-policy'
import {
  pendingRefunds,
  refundTargetOf,
  transferRefundablePaise,
} from '@/lib/payments/service/refund-targets'
import { remindersOf } from '@/lib/registrations/reminders-record'
import { allowedActions, heldPaise } from '@/lib/registrations/review'
import { standingOf } from '@/lib/workshops/holds'
import { breakdownOf, seatsOf } from '@/lib/workshops/service'
import type {
  AttemptDto,
  DocumentDto,
  ExchangeDto,
  HashCheck,
  ProofDto,
  RegistrationDetailDto,
} from './detail-schema'

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

const proofDto = (f: PaymentProof): ProofDto => ({
  id: f.id,
  paymentOption: f.paymentOption,
  transactionId: f.transactionId,
  transactionDate: toIsoDate(f.transactionDate),
  submittedAt: f.createdAt.toISOString(),
  file: documentOf(f.proofOfPayment),
})

const attemptDto = (a: PaymentAttempt): AttemptDto => ({
  id: a.id,
  kind: a.kind,
  gateway: a.gateway,
  merchantTxnNo: a.merchantTxnNo,
  originalTxnNo: a.originalTxnNo,
  amountPaise: a.amountPaise,
  txnStatus: a.txnStatus,
  gatewayTxnId: a.gatewayTxnId,
  sentOn: a.sentOn ? toIsoDate(a.sentOn) : null,
  createdAt: a.createdAt.toISOString(),
  finalizedAt: a.finalizedAt?.toISOString() ?? null,
})

const exchangeDto = (x: GatewayExchange): ExchangeDto => ({
  id: x.id,
  operation: x.operation,
  merchantTxnNo: x.merchantTxnNo,
  at: x.createdAt.toISOString(),
  httpStatus: x.httpStatus,
  hash: hashCheck(x.hashValid),
  error: x.error,
  request: x.request,
  response: x.response,
})

/** The submitted fields, as the delegate sent them. */
const fieldsOf = (p: Registration) => ({
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
  council: p.medicalCouncil ? `${councilName(p.medicalCouncil)} ${p.councilRegNumber}` : '',
  accompanyingPerson: p.accompanyingPerson,
  category: p.category,
  createdAt: p.createdAt.toISOString(),
  lop: documentOf(p.lop),
})

/** Every gateway message about these attempts (by attempt, or by number for messages that came first). */
function exchangesOf(attempts: PaymentAttempt[]): Promise<GatewayExchange[]> {
  if (!attempts.length) return Promise.resolve([])
  return db().gatewayExchange.findMany({
    where: {
      OR: [
        { paymentAttemptId: { in: attempts.map((a) => a.id) } },
        { merchantTxnNo: { in: attempts.map((a) => a.merchantTxnNo) } },
      ],
    },
    orderBy: { id: 'asc' },
  })
}

const creditNoteDto = (c: TaxDocument) => ({
  id: c.id,
  number: c.number,
  issuedAt: c.issuedAt.toISOString(),
  totalPaise: c.totalPaise,
})

/** What may be refunded and how, what the policy proposes, and the actions the state allows. */
async function moneyOf(
  p: Registration,
  attempts: PaymentAttempt[],
): Promise<Pick<RegistrationDetailDto, 'money' | 'actions'>> {
  const target = await refundTargetOf(p, attempts)
  const pending = pendingRefunds(attempts)
  const byTransfer = transferRefundablePaise(p, attempts)
  // The refund policy counts from the first day of the registration's own edition.
  const conferenceStart = (await findEdition(p.editionId)).starts_on
  return {
    money: {
      heldPaise: heldPaise(p),
      refundablePaise: target?.refundable ?? 0,
      pendingRefunds: pending.length,
      transferRefundablePaise: byTransfer,
      // The policy is the same whichever way the money goes back.
      policyRefundPaise: policyRefundPaise({
        feePaise: p.amountPaise,
        refundedPaise: p.refundedPaise,
        refundablePaise: target?.refundable ?? byTransfer,
        conferenceStart,
        today: todayInIndia(),
      }),
      refundCutoff: conferenceStart && refundCutoff(conferenceStart),
    },
    actions: allowedActions(p, {
      refundable: target !== null,
      pendingRefunds: pending.length,
      transferRefundable: byTransfer > 0,
    }),
  }
}

/** Everything about a registration (null: no such registration). */
export async function registrationDetail(id: number): Promise<RegistrationDetailDto | null> {
  const p = await db().registration.findUnique({ where: { id } })
  if (!p) return null
  const [proofs, attempts, mails, history, workshops, price, reminders, creditNotes] = await Promise.all([
    db().paymentProof.findMany({ where: { registrationId: id }, orderBy: { id: 'asc' } }),
    db().paymentAttempt.findMany({ where: { registrationId: id }, orderBy: { id: 'asc' } }),
    jobsOf('registration', id),
    listAudit({ entity: 'registration', entityId: String(id), page: 1 }),
    seatsOf(id),
    breakdownOf(p),
    remindersOf(p),
    creditNotesOf(id),
  ])
  return {
    ...fieldsOf(p),
    workshops,
    lines: price.lines,
    seats: workshops.length
      ? { standing: standingOf(p), heldUntil: p.seatsHeldUntil?.toISOString() ?? null }
      : null,
    status: p.status,
    amountPaise: p.amountPaise,
    refundedPaise: p.refundedPaise,
    paidAt: p.paidAt?.toISOString() ?? null,
    amountMismatch: p.amountMismatch,
    reviewNote: p.reviewNote,
    receiptNumber: p.receiptNumber,
    creditNotes: creditNotes.map(creditNoteDto),
    proofs: proofs.map(proofDto),
    attempts: attempts.map(attemptDto),
    exchanges: (await exchangesOf(attempts)).map(exchangeDto),
    ...(await moneyOf(p, attempts)),
    mails,
    reminders,
    history: history.items,
  }
}

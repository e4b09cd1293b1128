// Registrations: creation with the amount computed on the server, and the state machine
//   pending_payment ──SUC──> paid ──proof──> proof_submitted
//        │  ▲ retry                     (also from pending/failed: an offline payment's proof)
//        ▼  │
//   payment_failed                      free: a zero-amount category, confirmed at once
// Every transition is a conditional update on the current state, so concurrent callbacks and
// polls cannot apply one twice.
import 'server-only'
import { randomBytes } from 'node:crypto'
import { ApiError } from '@/lib/api/errors'
import { findConference } from '@/lib/conference/service'
import { fromIsoDate } from '@/lib/dates'
import { db, Prisma } from '@/lib/db/client'
import { CATEGORY_LABELS, FEES } from '@/lib/fees'
import type { Participant, RegistrationStatus } from '@/lib/generated/prisma/client'
import { escapeHtml, mailHtml, sendMail, SITE_NAME } from '@/lib/mail'
import { formatRupees } from '@/lib/money'
import { hasReceipt, receiptFilename, receiptPdf, receiptUrl } from '@/lib/receipts/service'
import { CONFERENCE_DATES } from '@/lib/site'
import { saveDocument } from '@/lib/uploads/store'
import type { ParticipantInput, PaymentDetailsInput } from './schema'

/** States in which a delegate may (re)start paying. */
export const PAYABLE: RegistrationStatus[] = ['pending_payment', 'payment_failed']
/** States that mean "already registered": a new registration with the same e-mail + phone is a 409. */
const DONE: RegistrationStatus[] = ['paid', 'free', 'proof_submitted', 'proof_verified', 'proof_rejected']

export const registrationNumberOf = (id: number) => `UPP25-${String(id).padStart(6, '0')}`

export interface RegistrationDto {
  id: number
  registration_number: string
  name: string
  email: string
  mobile_number: string
  category: string
  /** Rupees, as computed by the server. */
  amount: number
  status: RegistrationStatus
}

export function toRegistrationDto(p: Participant): RegistrationDto {
  return {
    id: p.id,
    registration_number: p.registrationNumber,
    name: p.name,
    email: p.email,
    mobile_number: p.mobileNumber,
    category: p.category,
    amount: p.amountPaise / 100,
    status: p.status,
  }
}

/**
 * Registers a delegate. The amount comes from the category (the client's is ignored). A delegate
 * who already has an unpaid registration with the same e-mail and mobile number gets that one
 * back, updated; one who already paid (or is registered free) gets a 409.
 */
export async function registerParticipant(
  input: ParticipantInput,
  lop?: Uint8Array,
): Promise<RegistrationDto> {
  const lopKey = lop && lop.byteLength > 0 ? (await saveDocument(lop, 'lop')).key : undefined
  const amountPaise = FEES[input.category] * 100
  const data = {
    name: input.name,
    mobileNumber: input.mobile_number,
    email: input.email.toLowerCase(),
    dateOfBirth: fromIsoDate(input.date_of_birth),
    address: input.address,
    age: input.age,
    designation: input.designation,
    ciapMembership: input.ciapMembership,
    aopUpMembership: input.aopUpMembership,
    accompanyingPerson: input.accompanying_person,
    category: input.category,
    amountPaise,
    // A zero-amount category (senior citizens) is confirmed at once: there is nothing to pay.
    status: (amountPaise === 0 ? 'free' : 'pending_payment') as RegistrationStatus,
    ...(lopKey ? { lop: lopKey } : {}),
  }
  const participant = await db().$transaction(async (tx) => {
    // Serialise registrations of the same person so two quick submissions make one registration.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`${data.email}|${data.mobileNumber}`}))`
    const existing = await tx.participant.findMany({
      where: { email: data.email, mobileNumber: data.mobileNumber },
      orderBy: { id: 'desc' },
    })
    const done = existing.find((p) => DONE.includes(p.status))
    if (done) {
      const what = done.status === 'free' ? 'already confirmed' : 'already paid'
      throw new ApiError(
        'conflict',
        `A registration with this e-mail address and mobile number is ${what} (registration number ${done.registrationNumber}).`,
      )
    }
    const retry = existing.find((p) => PAYABLE.includes(p.status))
    if (retry) return tx.participant.update({ where: { id: retry.id }, data })
    const created = await tx.participant.create({
      data: { ...data, registrationNumber: `tmp${randomBytes(8).toString('hex')}` },
    })
    return tx.participant.update({
      where: { id: created.id },
      data: { registrationNumber: registrationNumberOf(created.id) },
    })
  })
  if (participant.status === 'free') await sendConfirmation(participant, null)
  return toRegistrationDto(participant)
}

export async function findParticipant(id: number): Promise<Participant | null> {
  return db().participant.findUnique({ where: { id } })
}

type Tx = Prisma.TransactionClient

/**
 * pending/failed → paid, only if the registration still costs what was paid (the delegate may
 * have changed category after starting this payment). An earlier amount flag stays for the
 * organisers. Answers 'paid', 'already' (a final state was reached before) or 'amount' (the fee
 * changed meanwhile: flagged instead).
 */
export async function markPaid(
  tx: Tx,
  participantId: number,
  paidPaise: number,
  at: Date,
): Promise<'paid' | 'already' | 'amount'> {
  const { count } = await tx.participant.updateMany({
    where: { id: participantId, status: { in: PAYABLE }, amountPaise: paidPaise },
    data: { status: 'paid', paidAt: at },
  })
  if (count === 1) return 'paid'
  const p = await tx.participant.findUnique({ where: { id: participantId } })
  if (p && PAYABLE.includes(p.status)) {
    await flagAmountMismatch(tx, participantId)
    return 'amount'
  }
  return 'already'
}

/** pending → payment_failed (a paid or proven registration is never downgraded). */
export async function markPaymentFailed(tx: Tx, participantId: number): Promise<void> {
  await tx.participant.updateMany({
    where: { id: participantId, status: 'pending_payment' },
    data: { status: 'payment_failed' },
  })
}

/** The gateway reported a different amount than asked: flagged for the organisers, not paid. */
export async function flagAmountMismatch(tx: Tx, participantId: number): Promise<void> {
  await tx.participant.update({ where: { id: participantId }, data: { amountMismatch: true } })
}

/**
 * The confirmation e-mail; with the receipt (PDF attached, and the delegate's link) when the
 * registration has one. The receipt number is issued by the database as the payment is recorded,
 * so the registration is read again here when the caller's copy predates it. A failure to build
 * the receipt or to send is logged and never undoes the recorded payment; the answer says whether
 * the mail went (the organisers' console tells them when it did not).
 */
export async function sendConfirmation(p: Participant, transactionId: string | null): Promise<boolean> {
  try {
    if (!p.receiptNumber && p.amountPaise > 0) p = (await findParticipant(p.id)) ?? p
    const conference = await findConference()
    const venue = conference
      ? [conference.venue, conference.address].filter(Boolean).join(', ')
      : 'Gorakhpur, Uttar Pradesh'
    let receipt: { number: string; url: string; pdf?: Buffer } | null = null
    if (hasReceipt(p)) {
      receipt = { number: p.receiptNumber, url: receiptUrl(p.receiptToken) }
      try {
        receipt.pdf = await receiptPdf(p)
      } catch (error) {
        console.error(
          `[registrations] receipt ${p.receiptNumber} could not be built; the confirmation goes without the PDF:`,
          error,
        )
      }
    }
    const rows: [string, string][] = [
      ['Registration number', p.registrationNumber],
      ['Name', p.name],
      ['Category', CATEGORY_LABELS[p.category]],
      [
        'Amount',
        p.amountPaise === 0 ? `${formatRupees(0)} (free registration)` : formatRupees(p.amountPaise / 100),
      ],
      ['Transaction ID', transactionId ?? 'Not applicable (free registration)'],
      ...(receipt ? [['Receipt number', receipt.number] as [string, string]] : []),
      ['Conference dates', CONFERENCE_DATES],
      ['Venue', venue],
    ]
    const receiptText = receipt
      ? [
          '',
          `Your receipt${receipt.pdf ? ' is attached and' : ''} can be downloaded at any time from this link (keep it private):`,
          receipt.url,
        ]
      : []
    const receiptHtml = receipt
      ? `<p>Your receipt${receipt.pdf ? ' is attached and' : ''} can be downloaded at any time from this link (keep it private):<br><a href="${escapeHtml(receipt.url)}" style="color:#b91c1c;font-weight:bold">Download receipt ${escapeHtml(receipt.number)}</a></p>`
      : ''
    const text = [
      `Dear ${p.name},`,
      '',
      `Your registration for ${SITE_NAME} is confirmed.`,
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      ...receiptText,
      '',
      'Please keep this e-mail and bring your registration number to the registration desk.',
    ].join('\n')
    const table = rows
      .map(
        ([k, v]) =>
          `<tr><th align="left" style="padding:6px 12px 6px 0;color:#4b5563;font-weight:normal">${escapeHtml(k)}</th><td style="padding:6px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
      )
      .join('')
    await sendMail({
      to: p.email,
      subject: `${SITE_NAME}: registration ${p.registrationNumber} confirmed`,
      text,
      html: mailHtml(
        'Your registration is confirmed',
        `<p>Dear ${escapeHtml(p.name)},</p><p>Your registration for ${SITE_NAME} is confirmed.</p><table role="presentation" cellpadding="0" cellspacing="0">${table}</table>${receiptHtml}<p>Please keep this e-mail and bring your registration number to the registration desk.</p>`,
      ),
      ...(receipt?.pdf
        ? {
            attachments: [
              {
                filename: receiptFilename(receipt.number),
                content: receipt.pdf,
                contentType: 'application/pdf',
              },
            ],
          }
        : {}),
    })
    return true
  } catch (error) {
    console.error(`[registrations] confirmation mail for ${p.registrationNumber} failed:`, error)
    return false
  }
}

/**
 * A payment proof from /payment-details. It is linked to the registration by participant_id or
 * by the transaction id (our merchantTxnNo or the gateway's txnID); a paid or unpaid (offline
 * payment) registration moves to proof_submitted for the organisers' review.
 */
export async function submitPaymentProof(
  input: PaymentDetailsInput,
  file: Uint8Array,
): Promise<{ id: number; participant_id: number | null; registration_number: string | null }> {
  const { key } = await saveDocument(file, 'proofs')
  let participantId = input.participant_id ?? null
  if (participantId && !(await findParticipant(participantId)))
    throw new ApiError('not_found', 'No registration was found for this participant.')
  if (!participantId) {
    const attempt = await db().paymentAttempt.findFirst({
      where: {
        kind: 'sale',
        OR: [{ merchantTxnNo: input.transaction_id }, { gatewayTxnId: input.transaction_id }],
      },
      orderBy: { id: 'desc' },
    })
    participantId = attempt?.participantId ?? null
  }
  return db().$transaction(async (tx) => {
    const proof = await tx.paymentProof.create({
      data: {
        participantId,
        paymentOption: input.payment_option,
        transactionId: input.transaction_id,
        transactionDate: fromIsoDate(input.transaction_date),
        proofOfPayment: key,
      },
    })
    let registrationNumber: string | null = null
    if (participantId) {
      await tx.participant.updateMany({
        where: {
          id: participantId,
          status: { in: ['paid', 'pending_payment', 'payment_failed', 'proof_rejected'] },
        },
        data: { status: 'proof_submitted' },
      })
      registrationNumber =
        (await tx.participant.findUnique({ where: { id: participantId } }))?.registrationNumber ?? null
    }
    return { id: proof.id, participant_id: participantId, registration_number: registrationNumber }
  })
}

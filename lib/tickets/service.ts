// A registration's e-ticket: its signed code (lib/tickets/code.ts) and whether it admits its
// holder today. A ticket admits a confirmed registration (paid, free, proof verified: CONFIRMED
// in lib/registrations/lifecycle.ts) and also a registration paid online whose delegate then sent
// a proof that is still under review (proof_submitted with paid_at set): the money arrived
// through the gateway, the proof changes nothing about that. A cancelled or refunded
// registration's ticket stops working at once (the state is read at every scan).
import 'server-only'
import type { Registration } from '@/lib/generated/prisma/client'
import { CONFIRMED, STATUS_LABELS, type RegistrationStatus } from '@/lib/registrations/lifecycle'
import { ticketCode } from './code'
import { qrPng, qrSvg } from './qr'

type Admissible = Pick<Registration, 'status' | 'paidAt'>

export interface Ticket {
  code: string
  admits: boolean
  /** Why the ticket does not admit (null when it does). */
  refusal: string | null
}

const REFUSALS: Partial<Record<RegistrationStatus, string>> = {
  cancelled: 'Registration cancelled: this ticket no longer admits.',
  refunded: 'Registration refunded: this ticket no longer admits.',
  pending_payment: 'Not paid: the payment is pending.',
  payment_failed: 'Not paid: the payment failed.',
  proof_submitted: 'Not paid yet: the payment proof is still under review.',
  proof_rejected: 'Not paid: the payment proof was rejected.',
}

/** Null when the registration's ticket admits, else the reason it does not. */
export function refusalOf(p: Admissible): string | null {
  const status = p.status as RegistrationStatus
  if ((CONFIRMED as readonly string[]).includes(status)) return null
  if (status === 'proof_submitted' && p.paidAt) return null
  return REFUSALS[status] ?? `Not admitted: the registration is ${STATUS_LABELS[status]}.`
}

export const admits = (p: Admissible) => refusalOf(p) === null

/** The ticket of a registration. */
type Holder = Pick<Registration, 'id' | 'transfers'>

export function ticketOf(p: Admissible & Holder): Ticket {
  const refusal = refusalOf(p)
  return { code: ticketCode(p.id, p.transfers), admits: refusal === null, refusal }
}

/** The ticket's QR code as a PNG (mails, PDFs). */
export const ticketPng = (p: Holder, size = 360) => qrPng(ticketCode(p.id, p.transfers), size)

/** The ticket's QR code as an SVG (the delegate's page). */
export const ticketSvg = (p: Holder) => qrSvg(ticketCode(p.id, p.transfers))

// The delegate's own page (app/(site)/registration/[id]): what a registration is, in words, and
// what its owner can do next, for whoever holds the link mailed to its address (the registration
// token, lib/registrations/token.ts). No account: the token is the key; a wrong one finds nothing.
import 'server-only'
import { certificateOf } from '@/lib/certificates/issue'
import { certificatePdfPath } from '@/lib/certificates/links'
import { cmeView } from '@/lib/cme/delegate'
import type { CmeView } from '@/lib/cme/schema'
import { formatLongDate, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import type { EditionDto } from '@/lib/editions/schema'
import { findEdition } from '@/lib/editions/service'
import { lastTransferDay, transferRefusal } from '@/lib/editions/window'
import { feedbackStatus } from '@/lib/feedback/responses'
import type { FeedbackQuestionDto } from '@/lib/feedback/schema'
import type { Registration } from '@/lib/generated/prisma/client'
import { taxDocumentLinks, type TaxDocumentLinks } from '@/lib/invoices/service'
import { formatPaise, paiseToRupees } from '@/lib/money'
import { svgSrc, type PayTo } from '@/lib/payments/direct/pay-to'
import { lineDtos, type PriceLineDto } from '@/lib/pricing'
import { hasReceipt } from '@/lib/receipts/service'
import { CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import { ticketOf, ticketSvg } from '@/lib/tickets/service'
import { standingOf } from '@/lib/workshops/holds'
import type { DelegateWaitlistItem } from '@/lib/workshops/offers'
import { pricedSeatsOf } from '@/lib/workshops/service'
import { delegateWaitlist } from '@/lib/workshops/waitlist-read'
import { PAID_MESSAGE } from './flow'
import { allows, CONFIRMED, PAYABLE, TRANSFERABLE, type RegistrationStatus } from './lifecycle'
import { payToOf } from './pay-by-transfer'
import { findRegistration } from './records'
import { registrationIdOf } from './review'
import { isRegistrationToken } from './token'
import { tokenTransfers } from './token-hmac'
import { lastTransfer } from './transfer'

/** The status as a delegate reads it. */
export const STATUS_IN_WORDS: Record<RegistrationStatus, string> = {
  pending_payment: 'Waiting for your payment.',
  paid: `${PAID_MESSAGE} Your payment through the bank is confirmed.`,
  payment_failed: 'Your last payment did not go through. You can try again.',
  free: 'Confirmed: a free registration.',
  proof_submitted: 'Payment proof received: the organisers will verify it and e-mail you.',
  proof_verified: 'Payment proof verified: your registration is confirmed.',
  proof_rejected: 'Your payment proof was not accepted. Please upload a new one.',
  refunded: 'Refunded.',
  cancelled: 'Cancelled.',
}

export type NextStep = 'pay' | 'retry' | 'proof' | 'wait' | 'nothing'

export interface DelegateView {
  id: number
  token: string
  registrationNumber: string
  name: string
  category: string
  edition: string
  /** The workshops added, by name. */
  workshops: string[]
  /** The amount line by line (registration, each workshop), in rupees, and in all. */
  lines: PriceLineDto[]
  total: number
  /** The edition's full workshops it could wait for, and the waiting lists it is on (lib/workshops/waitlist.ts). */
  waitlist: DelegateWaitlistItem[]
  /** While unpaid with workshops: until when their seats are held, or since when they are back on sale. */
  seats: { held: boolean; until: string } | null
  amount: string
  status: RegistrationStatus
  statusInWords: string
  next: NextStep
  /** The checkout for this registration (pay or retry). */
  checkoutPath: string | null
  /** Whether the proof form is offered: to those who pay outside the gateway (never once paid through it). */
  proofForm: boolean
  /** The organisers' reason for a rejected proof or a cancellation. */
  note: string | null
  refunded: string | null
  receiptPath: string | null
  /** The receipt is a GST tax invoice (its number), and the credit notes of refunds against it. */
  taxDocuments: TaxDocumentLinks
  /** The e-ticket while the registration admits: its code and QR code (an SVG data URI). */
  ticket: { code: string; qrSrc: string } | null
  /** The certificate of attendance (PDF), once issued. */
  certificatePath: string | null
  /** Under CME settings: the release, the days attended and the hours earned (lib/cme). */
  cme: CmeView | null
  /**
   * The edition's feedback form while the delegate owes it: asked before the certificate's
   * download (lib/feedback), which waits for it; skippable where the organisers allow it.
   */
  feedback: { questions: FeedbackQuestionDto[]; skippable: boolean } | null
  /** Paid and before the edition's deadline: the transfer form, with the last day and the category kept. */
  transfer: { lastDay: string; category: Category } | null
  /** Received by transfer: when, and whether the tax invoice names the one who paid (B2C) or an institution. */
  transferred: { on: string; invoice: 'b2b' | 'b2c' | null } | null
  /** Unpaid while the edition takes money: the association's UPI ID and bank account to pay to. */
  payTo: PayTo | null
}

function nextStep(status: RegistrationStatus): NextStep {
  if (status === 'payment_failed') return 'retry'
  if (PAYABLE.includes(status)) return 'pay'
  if (status === 'proof_rejected') return 'proof'
  if (status === 'proof_submitted') return 'wait'
  return 'nothing'
}

/** The hold on an unpaid registration's workshop seats, as the page tells it (null: nothing held). */
function seatsOfView(p: Registration, hasWorkshops: boolean): DelegateView['seats'] {
  const standing = standingOf(p)
  if (!hasWorkshops || !p.seatsHeldUntil || (standing !== 'held' && standing !== 'released')) return null
  return { held: standing === 'held', until: p.seatsHeldUntil.toISOString() }
}

/** The transfer form, while the registration may pass to a colleague (paid, before the deadline). */
function transferOffer(p: Registration, edition: EditionDto, now = new Date()): DelegateView['transfer'] {
  if (!TRANSFERABLE.includes(p.status) || transferRefusal(edition, now)) return null
  return { lastDay: lastTransferDay(edition), category: p.category }
}

/**
 * Whether `token` was this registration's before it was transferred (the previous holder, who
 * lands on the page's address after transferring it and is told so, nothing more).
 */
export async function formerHolder(idSegment: string, token: string | undefined): Promise<boolean> {
  const id = registrationIdOf(idSegment)
  if (!id || !token || !isRegistrationToken(id, token)) return false
  const p = await findRegistration(id)
  return Boolean(p && (tokenTransfers(token) ?? p.transfers) < p.transfers)
}

/** What was refunded, with each refund the organisers sent by bank transfer (its day and reference); null: nothing. */
async function refundedInWords(p: Registration): Promise<string | null> {
  if (!p.refundedPaise) return null
  const transfers = await db().paymentAttempt.findMany({
    where: { registrationId: p.id, kind: 'refund', gateway: 'transfer', txnStatus: 'SUC' },
    orderBy: { id: 'asc' },
  })
  const sent = transfers.map(
    (t) =>
      `${formatPaise(t.amountPaise)} by bank transfer${t.sentOn ? ` on ${formatLongDate(toIsoDate(t.sentOn))}` : ''}, UTR ${t.gatewayTxnId}`,
  )
  return sent.length ? `${formatPaise(p.refundedPaise)} (${sent.join('; ')})` : formatPaise(p.refundedPaise)
}

/** The registration behind a delegate's link; null (the page answers 404) for a wrong id or token. */
export async function delegateView(
  idSegment: string,
  token: string | undefined,
): Promise<DelegateView | null> {
  const id = registrationIdOf(idSegment)
  if (!id || !token || !isRegistrationToken(id, token)) return null
  const p = await findRegistration(id)
  // A transferred registration answers only its current holder's token.
  if (!p || !isRegistrationToken(id, token, p.transfers)) return null
  const [edition, certificate, cme, taxDocuments, transferred, waitlist, refunded] = await Promise.all([
    findEdition(p.editionId),
    certificateOf(p.id),
    CONFIRMED.includes(p.status) ? cmeView(p.editionId, p.id) : null,
    taxDocumentLinks(p),
    p.transfers > 0 ? lastTransfer(p.id) : null,
    delegateWaitlist(p),
    refundedInWords(p),
  ])
  const feedback =
    certificate && !cme?.refusal && cme?.released !== false ? await feedbackStatus(p.editionId, p.id) : null
  const feedbackDue = feedback?.state === 'due'
  const next = nextStep(p.status)
  const { price, workshops } = await pricedSeatsOf(p)
  const ticket = ticketOf(p)
  const qrSrc = ticket.admits ? svgSrc(await ticketSvg(p)) : null
  const proofForm = p.status !== 'paid' && allows('proof_submitted', p.status)
  return {
    id,
    token,
    registrationNumber: p.registrationNumber,
    name: p.name,
    category: CATEGORY_LABELS[p.category],
    edition: edition.name,
    workshops: workshops.map((w) => w.title),
    lines: lineDtos(price),
    total: paiseToRupees(p.amountPaise),
    waitlist,
    seats: seatsOfView(p, price.lines.length > 1),
    amount: p.amountPaise === 0 ? 'Free' : formatPaise(p.amountPaise),
    status: p.status,
    statusInWords: STATUS_IN_WORDS[p.status],
    next,
    // The page's cookie opens the checkout too (lib/net/private-requests.ts): no token in the address.
    checkoutPath: next === 'pay' || next === 'retry' ? `/checkout?registration=${id}` : null,
    proofForm,
    note: p.status === 'proof_rejected' || p.status === 'cancelled' ? p.reviewNote || null : null,
    refunded,
    receiptPath: hasReceipt(p) ? `/receipt/${p.receiptToken}` : null,
    taxDocuments,
    ticket: qrSrc ? { code: ticket.code, qrSrc } : null,
    certificatePath: certificate && !feedbackDue ? certificatePdfPath(certificate.code) : null,
    cme,
    feedback:
      feedback && feedbackDue ? { questions: feedback.questions, skippable: feedback.skippable } : null,
    transfer: transferOffer(p, edition),
    transferred: transferred && { on: transferred.at.toISOString(), invoice: transferred.invoiceKept },
    payTo: await payToOf(p, edition),
  }
}

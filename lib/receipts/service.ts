// Receipts of paid registrations. The number (UPP25-R-000001, …) and the delegate's link token
// are issued by the database when the payment is recorded (trigger participants_receipt, see
// the receipt_numbering migration); this module reads them, gathers the receipt's facts and
// renders the PDF. Nothing here writes.
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { findEdition } from '@/lib/editions/service'
import { conferenceDates } from '@/lib/editions/wording'
import { env } from '@/lib/env'
import type { Registration } from '@/lib/generated/prisma/client'
import {
  creditNotesOf,
  invoiceOf,
  pdfResponse,
  taxDocumentFilename,
  taxDocumentPdf,
} from '@/lib/invoices/service'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import { ticketOf } from '@/lib/tickets/service'
import { breakdownOf } from '@/lib/workshops/service'
import { renderReceiptPdf, type ReceiptData } from './pdf'

/** A registration whose receipt has been issued. */
export type Receipted = Registration & { receiptNumber: string; receiptToken: string; paidAt: Date }

export const hasReceipt = (p: Registration): p is Receipted =>
  Boolean(p.receiptNumber && p.receiptToken && p.paidAt)

/** The shape of the tokens the database issues (64 hex characters). */
export const RECEIPT_TOKEN = /^[0-9a-f]{64}$/

export const receiptFilename = (receiptNumber: string) => `receipt-${receiptNumber}.pdf`

/** The delegate's link to the receipt (public, unguessable). */
export const receiptUrl = (token: string) => `${env().siteUrl}/receipt/${token}`

/**
 * The transaction the receipt names: the gateway's id of the sale that paid (the first
 * successful one), else that sale's merchantTxnNo, else the transaction id of the delegate's
 * latest payment proof (an offline payment verified by the organisers).
 */
async function transactionIdOf(registrationId: number): Promise<{ id: string; sandbox: boolean }> {
  const sale = await db().paymentAttempt.findFirst({
    where: { registrationId, kind: 'sale', txnStatus: 'SUC' },
    orderBy: [{ finalizedAt: 'asc' }, { id: 'asc' }],
  })
  if (sale) return { id: sale.gatewayTxnId || sale.merchantTxnNo, sandbox: sale.gateway === 'sandbox' }
  const proof = await db().paymentProof.findFirst({ where: { registrationId }, orderBy: { id: 'desc' } })
  return { id: proof?.transactionId ?? 'Not recorded', sandbox: false }
}

/** The facts printed on a registration's receipt. */
export async function receiptData(p: Receipted): Promise<ReceiptData> {
  const ticket = ticketOf(p)
  const [transaction, edition, price] = await Promise.all([
    transactionIdOf(p.id),
    findEdition(p.editionId),
    breakdownOf(p),
  ])
  return {
    receiptNumber: p.receiptNumber,
    registrationNumber: p.registrationNumber,
    delegateName: p.name,
    email: p.email,
    category: CATEGORY_LABELS[p.category],
    price,
    amountPaise: p.amountPaise,
    refundedPaise: p.refundedPaise,
    transactionId: transaction.id,
    testPayment: transaction.sandbox,
    paidAt: p.paidAt,
    // The registration's own edition: a past edition's receipt stays as it was issued.
    conference: { name: edition.name, dates: conferenceDates(edition), venue: edition.venue },
    ...(ticket.admits ? { ticket: { code: ticket.code } } : {}),
  }
}

const noReceipt = (p: Registration) =>
  new ApiError(
    'not_found',
    p.amountPaise === 0
      ? `Registration ${p.registrationNumber} is free: there is no payment to give a receipt for.`
      : `Registration ${p.registrationNumber} has no receipt: no payment has been recorded for it.`,
  )

/** A registration that has a receipt, or a 404 saying why there is none. */
export async function findReceipted(registrationId: number): Promise<Receipted> {
  const p = await db().registration.findUnique({ where: { id: registrationId } })
  if (!p) throw new ApiError('not_found', 'No registration was found with this id.')
  if (!hasReceipt(p)) throw noReceipt(p)
  return p
}

/** The registration behind a delegate's receipt link, or null (unknown or malformed token). */
export async function findByReceiptToken(token: string): Promise<Receipted | null> {
  if (!RECEIPT_TOKEN.test(token)) return null
  const p = await db().registration.findUnique({ where: { receiptToken: token } })
  return p && hasReceipt(p) ? p : null
}

/**
 * The receipt PDF of a registration (by id or as read); 404 when it has none. When the payment
 * was given a tax invoice (the association is GST-registered), the invoice is the receipt.
 */
export async function receiptPdf(registration: number | Registration): Promise<Buffer> {
  const p = typeof registration === 'number' ? await findReceipted(registration) : registration
  if (!hasReceipt(p)) throw noReceipt(p)
  return (await invoicePdf(p)) ?? renderReceiptPdf(await receiptData(p))
}

/** The registration's tax invoice, with its receipt number and transaction; null when none was issued. */
async function invoicePdf(p: Receipted): Promise<Buffer | null> {
  const invoice = await invoiceOf(p.id)
  if (!invoice) return null
  const transaction = await transactionIdOf(p.id)
  return taxDocumentPdf(invoice, p, { receiptNumber: p.receiptNumber, transactionId: transaction.id })
}

/**
 * The answer of both receipt routes: the PDF shown inline, never cached or indexed; the tax
 * invoice when there is one, or one of its credit notes (`creditNote`: its id; 404 if not this
 * registration's).
 */
export async function receiptResponse(p: Receipted, creditNote?: number): Promise<Response> {
  if (creditNote !== undefined) {
    const note = (await creditNotesOf(p.id)).find((c) => c.id === creditNote)
    if (!note) throw new ApiError('not_found', 'No credit note was found for this registration.')
    return pdfResponse(await taxDocumentPdf(note, p), taxDocumentFilename(note))
  }
  return pdfResponse(await receiptPdf(p), receiptFilename(p.receiptNumber))
}

// Sending the confirmation (the job of kind mail.confirmation): what it tells is read when it is
// sent, from the registration as it is then: its edition, its receipt (the PDF rendered now), its
// e-ticket and its amount line by line.
import 'server-only'
import { findEdition } from '@/lib/editions/service'
import { env } from '@/lib/env'
import type { Registration } from '@/lib/generated/prisma/client'
import { sendMail, type MailMessage } from '@/lib/mail'
import { hasReceipt, receiptFilename, receiptPdf, receiptUrl } from '@/lib/receipts/service'
import { ticketMailParts } from '@/lib/tickets/mail'
import { breakdownOf } from '@/lib/workshops/service'
import { mustFindRegistration } from '../records'
import { confirmationMail, type ConfirmationFacts } from './confirmation'

/** The receipt's number, link and PDF; a PDF that cannot be built leaves the mail without it. */
async function receiptOf(p: Registration): Promise<ConfirmationFacts['receipt']> {
  if (!hasReceipt(p)) return null
  const receipt: NonNullable<ConfirmationFacts['receipt']> = {
    number: p.receiptNumber,
    url: receiptUrl(p.receiptToken),
    filename: receiptFilename(p.receiptNumber),
  }
  try {
    receipt.pdf = await receiptPdf(p)
  } catch (error) {
    console.error(
      `[registrations] receipt ${p.receiptNumber} could not be built; mailed without the PDF:`,
      error,
    )
  }
  return receipt
}

/** The confirmation mail of a registration; `transactionId`: the payment it names (null: free). */
export async function confirmationOf(p: Registration, transactionId: string | null): Promise<MailMessage> {
  const edition = await findEdition(p.editionId)
  const [receipt, ticket, price] = await Promise.all([receiptOf(p), ticketMailParts(p), breakdownOf(p)])
  const test = env().paymentMode === 'sandbox'
  return confirmationMail(p, { transactionId, edition, receipt, ticket, price, test })
}

/** Sends the confirmation (a job of kind mail.confirmation); throws when the SMTP server refuses it. */
export async function sendConfirmation(
  registrationId: number,
  transactionId: string | null,
  messageId?: string,
): Promise<void> {
  await sendMail({
    ...(await confirmationOf(await mustFindRegistration(registrationId), transactionId)),
    messageId,
  })
}

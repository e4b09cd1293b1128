// The delegate's mails: the confirmation (with the receipt when there is one) and the rejection
// of a payment proof. They are jobs of the outbox (lib/jobs): queued in the transaction of the
// change that causes them, sent after commit, retried when the SMTP server fails; what is sent
// is built at sending time from the registration as it is then.
import 'server-only'
import type { Write } from '@/lib/domain-write'
import { findEdition } from '@/lib/editions/service'
import { conferenceDates } from '@/lib/editions/wording'
import { env } from '@/lib/env'
import type { Participant } from '@/lib/generated/prisma/client'
import { escapeHtml, mailHtml, sendMail, type MailMessage } from '@/lib/mail'
import { TEST_MAIL_NOTICE, TEST_SUBJECT_PREFIX } from '@/lib/payments/schema'
import { summaryRows } from '@/lib/pricing'
import { hasReceipt, receiptFilename, receiptPdf, receiptUrl } from '@/lib/receipts/service'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import { ticketMailParts } from '@/lib/tickets/mail'
import { breakdownOf } from '@/lib/workshops/service'
import { delegateUrl, pageLinkParts } from './continue-mail'
import { findParticipant } from './register'

type Row = [string, string]

const tableHtml = (rows: Row[]) =>
  `<table role="presentation" cellpadding="0" cellspacing="0">${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;color:#4b5563;font-weight:normal">${escapeHtml(k)}</th><td style="padding:6px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>`

async function mustFind(participantId: number): Promise<Participant> {
  const p = await findParticipant(participantId)
  if (!p) throw new Error(`registration ${participantId} no longer exists`)
  return p
}

/** The receipt's number, link and PDF; a PDF that cannot be built leaves the mail without it. */
async function receiptOf(p: Participant) {
  if (!hasReceipt(p)) return null
  const receipt: { number: string; url: string; pdf?: Buffer } = {
    number: p.receiptNumber,
    url: receiptUrl(p.receiptToken),
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

const receiptAttachment = (receipt: Awaited<ReturnType<typeof receiptOf>>) =>
  receipt?.pdf
    ? [{ filename: receiptFilename(receipt.number), content: receipt.pdf, contentType: 'application/pdf' }]
    : []

/** The confirmation mail of a registration; `transactionId`: the payment it names (null: free). */
export async function confirmationMail(p: Participant, transactionId: string | null): Promise<MailMessage> {
  // The registration's own edition (a past edition's mail names that conference).
  const edition = await findEdition(p.editionId)
  const venue = edition.venue
  const [receipt, ticket, price] = await Promise.all([receiptOf(p), ticketMailParts(p), breakdownOf(p)])
  const rows: Row[] = [
    ['Registration number', p.registrationNumber],
    ['Name', p.name],
    ['Category', CATEGORY_LABELS[p.category]],
    // The amount line by line: the registration, each workshop, the total.
    ...summaryRows(price, p.amountPaise === 0 ? 'Amount (free registration)' : 'Amount paid'),
    ['Transaction ID', transactionId ?? 'Not applicable (free registration)'],
    ...(receipt ? [['Receipt number', receipt.number] as Row] : []),
    ['Conference dates', conferenceDates(edition)],
    ['Venue', venue],
  ]
  const receiptLine = `Your receipt${receipt?.pdf ? ' is attached and' : ''} can be downloaded at any time from this link (keep it private):`
  const closing = ticket
    ? 'Please keep this e-mail: the QR code above is your ticket at the registration desk.'
    : 'Please keep this e-mail and bring your registration number to the registration desk.'
  // A sandbox site (PAYMENT_MODE=sandbox) says plainly that nothing was paid for real.
  const test = env().paymentMode === 'sandbox' ? TEST_MAIL_NOTICE : ''
  const page = pageLinkParts(p.id)
  const confirmed = `Your registration for ${edition.name} is confirmed. ${test}`.trim()
  return {
    to: p.email,
    subject: `${test ? TEST_SUBJECT_PREFIX : ''}${edition.name}: registration ${p.registrationNumber} confirmed`,
    text: [
      `Dear ${p.name},`,
      '',
      confirmed,
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      ...(receipt ? ['', receiptLine, receipt.url] : []),
      ...(ticket ? ['', ...ticket.text] : []),
      '',
      closing,
      '',
      ...page.text,
    ].join('\n'),
    html: mailHtml(
      'Your registration is confirmed',
      `<p>Dear ${escapeHtml(p.name)},</p><p>${confirmed}</p>${tableHtml(rows)}` +
        (receipt
          ? `<p>${receiptLine}<br><a href="${escapeHtml(receipt.url)}" style="color:#b91c1c;font-weight:bold">Download receipt ${escapeHtml(receipt.number)}</a></p>`
          : '') +
        (ticket?.html ?? '') +
        `<p>${closing}</p>${page.html}`,
      edition.name,
    ),
    attachments: [...receiptAttachment(receipt), ...(ticket?.attachments ?? [])],
  }
}

/** Sends the confirmation (a job of kind mail.confirmation); throws when the SMTP server refuses it. */
export async function sendConfirmation(
  participantId: number,
  transactionId: string | null,
  messageId?: string,
): Promise<void> {
  await sendMail({ ...(await confirmationMail(await mustFind(participantId), transactionId)), messageId })
}

/** The delegate's mail about a rejected proof: the reason and how to send a new one. */
export function rejectionMail(p: Participant, reason: string, site: string): MailMessage {
  // The delegate's page holds the proof form for this registration.
  const link = delegateUrl(p.id)
  const intro = `The payment proof you submitted for your ${site} registration`
  const again = 'on your registration page (keep this link private), with the transaction id of your payment.'
  return {
    to: p.email,
    subject: `${site}: payment proof for registration ${p.registrationNumber} not accepted`,
    text: [
      `Dear ${p.name},`,
      '',
      `${intro} ${p.registrationNumber} could not be accepted.`,
      '',
      'Reason:',
      reason,
      '',
      `Please submit a new proof of payment at ${link} ${again}`,
      'If you have questions, reply to the organisers through the contact page of the site.',
    ].join('\n'),
    html: mailHtml(
      'Your payment proof needs attention',
      `<p>Dear ${escapeHtml(p.name)},</p><p>${intro} <strong>${escapeHtml(p.registrationNumber)}</strong> could not be accepted.</p>` +
        `<p style="margin:0 0 4px;font-weight:bold">Reason</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #b91c1c;background:#fef2f2">${escapeHtml(reason).replace(/\r?\n/g, '<br>')}</blockquote>` +
        `<p>Please submit a new proof of payment at <a href="${escapeHtml(link)}">${escapeHtml(link)}</a> ${again}</p>`,
      site,
    ),
  }
}

/** Sends the rejection (a job of kind mail.rejection); throws when the SMTP server refuses it. */
export async function sendRejection(
  participantId: number,
  reason: string,
  messageId?: string,
): Promise<void> {
  const p = await mustFind(participantId)
  await sendMail({ ...rejectionMail(p, reason, (await findEdition(p.editionId)).name), messageId })
}

/** Queues the confirmation in the write that confirms the registration; `occasion` names that change. */
export function queueConfirmation(
  w: Write,
  p: Participant,
  transactionId: string | null,
  occasion: string,
): Promise<number> {
  return w.enqueue(
    'mail.confirmation',
    { participantId: p.id, transactionId, to: p.email },
    { key: `registration:${p.id}:confirmation:${occasion}`, entity: 'registration', entityId: p.id },
  )
}

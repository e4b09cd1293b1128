// The confirmation mail of a registration, with its receipt (number, link, PDF) when it has one
// and its e-ticket when it has one. A template: what it tells is gathered by its sender
// (./send-confirmation.ts) and handed in; the message comes out.
import 'server-only'
import type { EditionDto } from '@/lib/editions/schema'
import { conferenceDates } from '@/lib/editions/wording'
import type { Registration } from '@/lib/generated/prisma/client'
import { escapeHtml, mailHtml, type MailMessage } from '@/lib/mail'
import { TEST_MAIL_NOTICE, TEST_SUBJECT_PREFIX } from '@/lib/payments/schema'
import { summaryRows, type PriceBreakdown } from '@/lib/pricing'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import type { TicketMailParts } from '@/lib/tickets/mail'
import { pageLinkParts } from './page-link'

type Row = [string, string]

/** What the confirmation tells besides the registration. */
export interface ConfirmationFacts {
  /** The payment it names (null: a free registration). */
  transactionId: string | null
  /** The registration's own edition (a past edition's mail names that conference). */
  edition: Pick<EditionDto, 'name' | 'venue' | 'starts_on' | 'ends_on'>
  /** The receipt's number, link and file name, and its PDF unless it could not be built. */
  receipt: { number: string; url: string; filename: string; pdf?: Buffer } | null
  ticket: TicketMailParts | null
  price: PriceBreakdown
  /** A sandbox site (PAYMENT_MODE=sandbox): the mail says plainly that nothing was paid for real. */
  test: boolean
}

const tableHtml = (rows: Row[]) =>
  `<table role="presentation" cellpadding="0" cellspacing="0">${rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;color:#4b5563;font-weight:normal">${escapeHtml(k)}</th><td style="padding:6px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>`

const receiptAttachment = (receipt: ConfirmationFacts['receipt']) =>
  receipt?.pdf ? [{ filename: receipt.filename, content: receipt.pdf, contentType: 'application/pdf' }] : []

export function confirmationMail(
  p: Registration,
  { transactionId, edition, receipt, ticket, price, test: sandbox }: ConfirmationFacts,
): MailMessage {
  const rows: Row[] = [
    ['Registration number', p.registrationNumber],
    ['Name', p.name],
    ['Category', CATEGORY_LABELS[p.category]],
    // The amount line by line: the registration, each workshop, the total.
    ...summaryRows(price, p.amountPaise === 0 ? 'Amount (free registration)' : 'Amount paid'),
    ['Transaction ID', transactionId ?? 'Not applicable (free registration)'],
    ...(receipt ? [['Receipt number', receipt.number] as Row] : []),
    ['Conference dates', conferenceDates(edition)],
    ['Venue', edition.venue],
  ]
  const receiptLine = `Your receipt${receipt?.pdf ? ' is attached and' : ''} can be downloaded at any time from this link (keep it private):`
  const closing = ticket
    ? 'Please keep this e-mail: the QR code above is your ticket at the registration desk.'
    : 'Please keep this e-mail and bring your registration number to the registration desk.'
  const test = sandbox ? TEST_MAIL_NOTICE : ''
  const page = pageLinkParts(p)
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

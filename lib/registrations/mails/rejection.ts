// The delegate's mail about a rejected payment proof: the reason and how to send a new one. A
// template: the registration in, the message out.
import 'server-only'
import type { Registration } from '@/lib/generated/prisma/client'
import { escapeHtml, mailHtml, type MailMessage } from '@/lib/mail'
import { delegateUrl } from './page-link'

/** The delegate's mail about a rejected proof: the reason and how to send a new one. */
export function rejectionMail(p: Registration, reason: string, site: string): MailMessage {
  // The delegate's page holds the proof form for this registration.
  const link = delegateUrl(p)
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

// The notice to a delegate whose unpaid registration's seat hold ended: their workshop seats went
// back on sale, and how to keep the workshop. A template: the registration and its amount in, the
// message out (sent by ./send-seats-released.ts).
import 'server-only'
import { formatIndianDateTime } from '@/lib/dates'
import type { Registration } from '@/lib/generated/prisma/client'
import { escapeHtml, mailHtml, type MailMessage } from '@/lib/mail'
import { summaryRows, type PriceBreakdown } from '@/lib/pricing'
import { pageLinkParts } from '@/lib/registrations/mails/page-link'

export function seatsReleasedMail(p: Registration, price: PriceBreakdown, site: string): MailMessage {
  const names = price.lines
    .filter((l) => l.kind === 'workshop')
    .map((l) => l.label.replace(/^Workshop: /, ''))
  const seats = names.length > 1 ? 'seats' : 'seat'
  const when = p.seatsHeldUntil ? ` at ${formatIndianDateTime(p.seatsHeldUntil)} (India time)` : ''
  const paragraphs = [
    `Your registration ${p.registrationNumber} was not paid in time, so your ${seats} in ${names.join(', ')} went back on sale${when}. Unpaid registrations hold workshop seats for a limited time, so that delegates who pay are not turned away.`,
    `Your registration is still open. To keep the workshop, pay now from your page: if a seat is still free, it is yours again; if the workshop has filled up, you are told before paying and can continue without it.`,
  ]
  const rows = summaryRows(price, 'Amount to pay')
  const link = pageLinkParts(p)
  return {
    to: p.email,
    subject: `${site}: your workshop ${seats} went back on sale`,
    text: [
      `Dear ${p.name},`,
      '',
      ...paragraphs.flatMap((s) => [s, '']),
      ...rows.map(([k, v]) => `${k}: ${v}`),
      '',
      ...link.text,
    ].join('\n'),
    html: mailHtml(
      `Your workshop ${seats} went back on sale`,
      `<p>Dear ${escapeHtml(p.name)},</p>${paragraphs.map((s) => `<p>${escapeHtml(s)}</p>`).join('')}<table role="presentation">${rows
        .map(
          ([k, v]) =>
            `<tr><th align="left" style="padding:4px 12px 4px 0;font-weight:normal">${escapeHtml(k)}</th><td style="padding:4px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>${link.html}`,
      site,
    ),
  }
}

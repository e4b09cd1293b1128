// The mail offering a delegate a seat from a workshop's waiting list: the workshop, its fee, until
// when the seat is held, and the link to their page to accept it. A template: data in, message out
// (sent by ./waitlist-jobs.ts).
import 'server-only'
import { formatIndianDateTime } from '@/lib/dates'
import type { Registration } from '@/lib/generated/prisma/client'
import { escapeHtml, mailHtml, type MailMessage } from '@/lib/mail'
import { formatPaise } from '@/lib/money'
import { pageLinkParts } from '@/lib/registrations/mails/page-link'
import { HOLDING } from './holds'

export function waitlistOfferMail(
  p: Registration,
  offer: { title: string; feePaise: number; expiresAt: Date },
  site: string,
): MailMessage {
  const until = `${formatIndianDateTime(offer.expiresAt)} (India time)`
  const pay =
    offer.feePaise === 0
      ? 'The workshop is free of charge.'
      : HOLDING.includes(p.status)
        ? `Its fee of ${formatPaise(offer.feePaise)} is added to your registration's amount, which you then pay from your page.`
        : `Its fee is ${formatPaise(offer.feePaise)}.`
  const paragraphs = [
    `A seat has become free in ${offer.title}, and you are next on its waiting list. It is held for you until ${until}.`,
    `To take it, open your registration page and press "Accept the seat". ${pay}`,
    'If you do not accept it by then, or decline it, the seat goes to the next delegate in line.',
  ]
  const link = pageLinkParts(p)
  return {
    to: p.email,
    subject: `${site}: a seat in ${offer.title} is free for you until ${until}`,
    text: [`Dear ${p.name},`, '', ...paragraphs.flatMap((s) => [s, '']), ...link.text].join('\n'),
    html: mailHtml(
      'A workshop seat is free for you',
      `<p>Dear ${escapeHtml(p.name)},</p>${paragraphs.map((s) => `<p>${escapeHtml(s)}</p>`).join('')}${link.html}`,
      site,
    ),
  }
}

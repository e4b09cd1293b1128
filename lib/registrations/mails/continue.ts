// The mail to a registered address when someone registers its e-mail and mobile number again
// (lib/registrations/register.ts): the answer to that request says nothing about the
// registration; its owner gets the link to continue it (the checkout with its id and token), or
// is told it is already complete. A template: the registration in, the message out.
import 'server-only'
import type { Registration } from '@/lib/generated/prisma/client'
import { escapeHtml, mailHtml, type MailMessage } from '@/lib/mail'
import { summaryRows, type PriceBreakdown } from '@/lib/pricing'
import { PAYABLE, STATUS_LABELS } from '../lifecycle'
import { continueUrl, pageLinkParts } from './page-link'

/** `price`: the amount line by line, told with the link while the registration waits for payment. */
export function continueMail(p: Registration, site: string, price?: PriceBreakdown): MailMessage {
  const payable = PAYABLE.includes(p.status)
  const money = payable && price ? summaryRows(price, 'Amount to pay') : []
  const attempt = `Someone, perhaps you, tried to register for ${site} again with this e-mail address and mobile number.`
  const state = payable
    ? `Your registration ${p.registrationNumber} is waiting for payment. To continue it, open this link (keep it private):`
    : `Your registration ${p.registrationNumber} already exists (${STATUS_LABELS[p.status].toLowerCase()}); you need not register again.`
  const link = payable ? continueUrl(p) : null
  const ignore = 'If this was not you, you can ignore this e-mail: nothing was changed.'
  const page = pageLinkParts(p)
  return {
    to: p.email,
    subject: `${site}: your registration ${p.registrationNumber}`,
    text: [
      `Dear ${p.name},`,
      '',
      attempt,
      '',
      state,
      ...(link ? [link] : []),
      '',
      ...(money.length ? [...money.map(([k, v]) => `${k}: ${v}`), ''] : []),
      ...page.text,
      '',
      ignore,
    ].join('\n'),
    html: mailHtml(
      'You are already registered',
      `<p>Dear ${escapeHtml(p.name)},</p><p>${escapeHtml(attempt)}</p><p>${escapeHtml(state)}` +
        (link
          ? `<br><a href="${escapeHtml(link)}" style="color:#b91c1c;font-weight:bold">Continue registration ${escapeHtml(p.registrationNumber)}</a>`
          : '') +
        `</p>${money.length ? `<p>${money.map(([k, v]) => `${escapeHtml(k)}: <strong>${escapeHtml(v)}</strong>`).join('<br>')}</p>` : ''}${page.html}<p>${escapeHtml(ignore)}</p>`,
      site,
    ),
  }
}

// "Already registered? Get your link" (lib/registrations/link-request.ts): the mail listing the
// links of an address's registrations in an edition. A template: the registrations in, the
// message out.
import 'server-only'
import type { Registration } from '@/lib/generated/prisma/client'
import { escapeHtml, mailHtml, type MailMessage } from '@/lib/mail'
import { STATUS_LABELS } from '../lifecycle'
import { delegateUrl } from './page-link'

export function linksMail(to: string, registrations: Registration[], site: string): MailMessage {
  const rows = registrations.map((p) => ({
    label: `${p.registrationNumber} · ${p.name} · ${STATUS_LABELS[p.status]}`,
    url: delegateUrl(p),
  }))
  const intro = `You asked for the link to your ${site} registration. Keep these links private: each opens your own page, with its status, what to do next and the receipt.`
  const ignore = 'If you did not ask for this, you can ignore this e-mail: nothing was changed.'
  return {
    to,
    subject: `${site}: the link to your registration`,
    text: [intro, '', ...rows.flatMap((r) => [r.label, r.url, '']), ignore].join('\n'),
    html: mailHtml(
      'The link to your registration',
      `<p>${escapeHtml(intro)}</p><ul>${rows
        .map(
          (r) =>
            `<li><a href="${escapeHtml(r.url)}" style="color:#b91c1c;font-weight:bold">${escapeHtml(r.label)}</a></li>`,
        )
        .join('')}</ul><p>${escapeHtml(ignore)}</p>`,
      site,
    ),
  }
}

// "Already registered? Get your link" (/register): a delegate who lost the mails asks for the link
// to their own page by e-mail address. The answer is the same whether or not the address is
// registered (nothing to learn from it); the mail, to that address only, lists the links of its
// registrations in the current edition. The job is queued in every case and finds the
// registrations when it runs, so a registered and an unknown address take the same path and time.
// The address is compared normalised (lib/input-rules.ts, normalizeEmail) and for equality, never
// as a pattern: "_______@example.org" is an address of its own, not every seven-letter one.
import 'server-only'
import { randomUUID } from 'node:crypto'
import { SYSTEM } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { findCurrentEdition, findEdition } from '@/lib/editions/service'
import type { Participant } from '@/lib/generated/prisma/client'
import { normalizeEmail } from '@/lib/input-rules'
import { escapeHtml, mailHtml, sendMail, type MailMessage } from '@/lib/mail'
import { delegateUrl } from './continue-mail'
import { STATUS_LABELS } from './lifecycle'
import type { LinkRequestInput } from './schema'

export async function requestLinks(input: LinkRequestInput): Promise<void> {
  const edition = await findCurrentEdition()
  await domainWrite(SYSTEM, (w) =>
    w.enqueue(
      'mail.links',
      { to: input.email, editionId: edition.id },
      { key: `links:${randomUUID()}`, entity: 'edition', entityId: edition.id },
    ),
  )
}

export function linksMail(to: string, registrations: Participant[], site: string): MailMessage {
  const rows = registrations.map((p) => ({
    label: `${p.registrationNumber} · ${p.name} · ${STATUS_LABELS[p.status]}`,
    url: delegateUrl(p.id),
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

/**
 * The job: mails the address the links of the registrations made with exactly that address; an
 * address without any gets nothing.
 */
export async function sendLinksMail(to: string, editionId: number, messageId?: string): Promise<void> {
  const email = normalizeEmail(to)
  const registrations = await db().participant.findMany({
    where: { editionId, email },
    orderBy: { id: 'asc' },
  })
  if (registrations.length)
    await sendMail({ ...linksMail(email, registrations, (await findEdition(editionId)).name), messageId })
}

// The mail to a registered address when someone registers its e-mail and mobile number again
// (lib/registrations/register.ts): the answer to that request says nothing about the
// registration; its owner gets the link to continue it (the checkout with its id and token), or
// is told it is already complete. An outbox job (lib/jobs), queued with the request's write.
import 'server-only'
import type { Write } from '@/lib/domain-write'
import { findEdition } from '@/lib/editions/service'
import { env } from '@/lib/env'
import type { Participant } from '@/lib/generated/prisma/client'
import { escapeHtml, mailHtml, sendMail, type MailMessage } from '@/lib/mail'
import { summaryRows, type PriceBreakdown } from '@/lib/pricing'
import { breakdownOf } from '@/lib/workshops/service'
import { delegatePath } from './flow'
import { PAYABLE, STATUS_LABELS } from './lifecycle'
import { findParticipant } from './register'
import { participantToken } from './token'

/** Where a delegate continues their registration: the checkout, opened with its id and token. */
export const continueUrl = (participantId: number) =>
  `${env().siteUrl}/checkout?registration=${participantId}&token=${participantToken(participantId)}`

/** The delegate's own page: status, what to do next, the proof form, the receipt (keep it private). */
export const delegateUrl = (participantId: number) =>
  `${env().siteUrl}${delegatePath(participantId, participantToken(participantId))}`

/** The closing paragraph of every delegate mail: the link to their own page. */
export function pageLinkParts(participantId: number): { text: string[]; html: string } {
  const link = delegateUrl(participantId)
  const line =
    'Your registration, its status and what to do next are always on your own page (keep this link private):'
  return {
    text: [line, link],
    html: `<p>${escapeHtml(line)}<br><a href="${escapeHtml(link)}" style="color:#b91c1c;font-weight:bold">View your registration</a></p>`,
  }
}

/** `price`: the amount line by line, told with the link while the registration waits for payment. */
export function continueMail(p: Participant, site: string, price?: PriceBreakdown): MailMessage {
  const payable = PAYABLE.includes(p.status)
  const money = payable && price ? summaryRows(price, 'Amount to pay') : []
  const attempt = `Someone, perhaps you, tried to register for ${site} again with this e-mail address and mobile number.`
  const state = payable
    ? `Your registration ${p.registrationNumber} is waiting for payment. To continue it, open this link (keep it private):`
    : `Your registration ${p.registrationNumber} already exists (${STATUS_LABELS[p.status].toLowerCase()}); you need not register again.`
  const link = payable ? continueUrl(p.id) : null
  const ignore = 'If this was not you, you can ignore this e-mail: nothing was changed.'
  const page = pageLinkParts(p.id)
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

/** Sends the mail (a job of kind mail.continue); throws when the SMTP server refuses it. */
export async function sendContinueMail(participantId: number, messageId?: string): Promise<void> {
  const p = await findParticipant(participantId)
  if (!p) throw new Error(`registration ${participantId} no longer exists`)
  await sendMail({
    ...continueMail(p, (await findEdition(p.editionId)).name, await breakdownOf(p)),
    messageId,
  })
}

/** Queues the mail in the write of the refused registration (one per request). */
export function queueContinueMail(w: Write, p: Participant): Promise<number> {
  return w.enqueue(
    'mail.continue',
    { participantId: p.id, to: p.email },
    {
      key: `registration:${p.id}:continue:${Date.now()}:${Math.random().toString(36).slice(2, 10)}`,
      entity: 'registration',
      entityId: p.id,
    },
  )
}

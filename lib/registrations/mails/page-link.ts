// The links a delegate's mails carry: the checkout to continue an unpaid registration, and the
// delegate's own page (status, what to do next, the proof form, the receipt), each with the
// registration's token, so keep them private.
import 'server-only'
import { env } from '@/lib/env'
import { escapeHtml } from '@/lib/mail'
import { delegatePath } from '../flow'
import { participantToken } from '../token'

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

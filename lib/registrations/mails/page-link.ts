// The links a delegate's mails carry: the checkout to continue an unpaid registration, and the
// delegate's own page (status, what to do next, the proof form, the receipt), each with the
// registration's token, so keep them private; and the reminders' links that stop them (the page
// with its button, and the address mail clients post to for their own one-click unsubscribe).
import 'server-only'
import { env } from '@/lib/env'
import type { Registration } from '@/lib/generated/prisma/client'
import { escapeHtml } from '@/lib/mail'
import { delegatePath } from '../flow'
import { registrationToken } from '../token'
import { remindersToken } from '../token-hmac'

/** A registration as its links need it: the id, and its current holder (the token changes on a transfer). */
export type LinkHolder = Pick<Registration, 'id' | 'transfers'>

/** Where a delegate continues their registration: the checkout, opened with its id and token. */
export const continueUrl = (p: LinkHolder) =>
  `${env().siteUrl}/checkout?registration=${p.id}&token=${registrationToken(p.id, p.transfers)}`

/** The delegate's own page: status, what to do next, the proof form, the receipt (keep it private). */
export const delegateUrl = (p: LinkHolder) =>
  `${env().siteUrl}${delegatePath(p.id, registrationToken(p.id, p.transfers))}`

/** The page that stops a registration's reminders to pay, opened with their own token (good for nothing else). */
export const stopRemindersUrl = (p: Pick<Registration, 'id'>) =>
  `${env().siteUrl}/reminders/${p.id}?token=${remindersToken(p.id)}`

/**
 * The one-click stop of a registration's reminders (RFC 8058, the reminder's List-Unsubscribe):
 * a POST of `List-Unsubscribe=One-Click` stops them; opened (GET) it leads to the page above.
 * The same token as the page's.
 */
export const oneClickStopUrl = (p: Pick<Registration, 'id'>) =>
  `${env().siteUrl}/reminders/${p.id}/stop?token=${remindersToken(p.id)}`

/** The closing paragraph of every delegate mail: the link to their own page. */
export function pageLinkParts(p: LinkHolder): { text: string[]; html: string } {
  const link = delegateUrl(p)
  const line =
    'Your registration, its status and what to do next are always on your own page (keep this link private):'
  return {
    text: [line, link],
    html: `<p>${escapeHtml(line)}<br><a href="${escapeHtml(link)}" style="color:#b91c1c;font-weight:bold">View your registration</a></p>`,
  }
}

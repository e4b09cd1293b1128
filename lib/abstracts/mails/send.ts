// Sending the submitter's mails (the jobs mail.abstracts-link and mail.abstract-received): each
// reads what it needs when it runs and mails under its job's Message-ID; throws when the SMTP
// server refuses the mail (the job is retried). The link's token is signed here, never stored.
import 'server-only'
import { formatIndianDateTime, formatLongDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { findEdition } from '@/lib/editions/service'
import { env } from '@/lib/env'
import { normalizeEmail } from '@/lib/input-rules'
import type { JobPayload, JobRef } from '@/lib/jobs/schema'
import { sendMail } from '@/lib/mail'
import { SUBMITTER_PAGES } from '@/lib/net/private-requests'
import { findCall } from '../call'
import { toAbstractDto } from '../service'
import { SUBMITTER_LINK_DAYS, submitterToken } from '../token'
import { abstractReceivedMail, submitterLinkMail } from './templates'

const DAY_MS = 86_400_000

/** The link to the submitter's pages, good for SUBMITTER_LINK_DAYS from `now`. */
export function submitterUrl(email: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + SUBMITTER_LINK_DAYS * DAY_MS)
  return { url: `${env().siteUrl}${SUBMITTER_PAGES}?token=${submitterToken(email, expiresAt)}`, expiresAt }
}

export async function sendSubmitterLink({ to, editionId }: JobPayload<'mail.abstracts-link'>, job: JobRef) {
  const email = normalizeEmail(to)
  const { url, expiresAt } = submitterUrl(email)
  const site = (await findEdition(editionId)).name
  await sendMail({
    ...submitterLinkMail(email, site, url, formatIndianDateTime(expiresAt)),
    messageId: job.messageId,
  })
}

export async function sendAbstractReceived(
  { abstractId, to }: JobPayload<'mail.abstract-received'>,
  job: JobRef,
) {
  const row = await db().abstract.findUniqueOrThrow({ where: { id: abstractId } })
  const [edition, call] = await Promise.all([findEdition(row.editionId), findCall(row.editionId)])
  const presenterRule =
    call?.presenter_must_register && call.register_by
      ? `The presenting author must be a registered delegate of ${edition.name} by ${formatLongDate(call.register_by)}.`
      : null
  const message = abstractReceivedMail(normalizeEmail(to), toAbstractDto(row), {
    site: edition.name,
    page: `${env().siteUrl}/abstracts`,
    closesAt: call ? formatIndianDateTime(call.closes_at) : '',
    presenterRule,
  })
  await sendMail({ ...message, messageId: job.messageId })
}

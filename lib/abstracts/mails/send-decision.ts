// Sending the committee's mails (the jobs mail.abstract-decision and
// mail.abstract-register-reminder): each reads the abstract, its reviews and the call when it
// runs, mails under its job's Message-ID and records that it went (decision_mailed_at,
// reminded_at), so the same job run again sends nothing more. The reminder withdraws itself (no
// mail) when the presenting author registered meanwhile or the day has passed.
import 'server-only'
import { formatLongDate, todayInIndia } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { findEdition } from '@/lib/editions/service'
import { env } from '@/lib/env'
import type { Abstract } from '@/lib/generated/prisma/client'
import { normalizeEmail } from '@/lib/input-rules'
import type { JobPayload, JobRef } from '@/lib/jobs/schema'
import { sendMail } from '@/lib/mail'
import { findCall } from '../call'
import { presenterEmail, presenterRegistered } from '../presenter'
import { slotsOf, slotWords } from '../slot'
import { decisionMail, registerReminderMail, type DecisionFacts } from './decision'

/** What the presenting author still has to do, if anything: register by the call's day. */
async function registration(a: Abstract, now: Date): Promise<DecisionFacts['register']> {
  const call = await findCall(a.editionId)
  if (a.decision === 'reject' || !call?.presenter_must_register || !call.register_by) return null
  if (todayInIndia(now) > call.register_by) return null
  const email = presenterEmail(a)
  if (await presenterRegistered(a.editionId, email)) return null
  return { email, by: formatLongDate(call.register_by), url: `${env().siteUrl}/register` }
}

export async function sendDecision(
  { abstractId, to }: JobPayload<'mail.abstract-decision'>,
  job: JobRef,
  now = new Date(),
) {
  const a = await db().abstract.findUniqueOrThrow({ where: { id: abstractId } })
  if (a.decisionMailedAt || !a.decision) return
  const [edition, reviews, register, slots] = await Promise.all([
    findEdition(a.editionId),
    db().reviewAssignment.findMany({
      where: { abstractId, state: 'reviewed', comment: { not: '' } },
      orderBy: { id: 'asc' },
      select: { comment: true },
    }),
    registration(a, now),
    slotsOf([abstractId]),
  ])
  const slot = slots.get(abstractId)
  const message = decisionMail(normalizeEmail(to), {
    site: edition.name,
    number: a.number ?? '',
    title: a.title,
    decision: a.decision,
    comments: reviews.map((r) => r.comment),
    register,
    slot: slot ? slotWords(slot) : null,
    page: `${env().siteUrl}/abstracts`,
  })
  await sendMail({ ...message, messageId: job.messageId })
  await db().abstract.update({ where: { id: abstractId }, data: { decisionMailedAt: now } })
}

export async function sendRegisterReminder(
  { abstractId, to }: JobPayload<'mail.abstract-register-reminder'>,
  job: JobRef,
  now = new Date(),
) {
  const a = await db().abstract.findUniqueOrThrow({ where: { id: abstractId } })
  if (a.remindedAt) return
  const register = a.decision && a.decision !== 'reject' ? await registration(a, now) : null
  if (!a.decision || !register) {
    // No longer due: the job leaves the abstract's list of mails, since none was sent.
    await db().job.deleteMany({ where: { id: job.id } })
    return
  }
  const edition = await findEdition(a.editionId)
  const message = registerReminderMail(normalizeEmail(to), {
    site: edition.name,
    number: a.number ?? '',
    title: a.title,
    decision: a.decision,
    register,
  })
  await sendMail({ ...message, messageId: job.messageId })
  await db().abstract.update({ where: { id: abstractId }, data: { remindedAt: now } })
}

// Sending a reminder to pay (a job of kind mail.payment-reminder; the rule: ../reminders.ts). The
// job was queued with the registration, due a day later or before its fee slab ends, and checks
// when it runs whether its reminder still applies: a registration paid, proven, cancelled or
// refunded, whose reminders were stopped, whose edition takes no more money, or (the slab's
// reminder) priced in another slab or past its end, withdraws the job without a mail (it leaves
// the registration's list of mails, since none was due). A reminder sent is recorded
// (../reminders-record.ts), so the same job run again (its lease ran out after the mail went)
// sends nothing more; the mail carries the job's Message-ID like every outbox mail.
import 'server-only'
import { todayInIndia, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import type { EditionDto } from '@/lib/editions/schema'
import { findEdition } from '@/lib/editions/service'
import { env } from '@/lib/env'
import type { Registration } from '@/lib/generated/prisma/client'
import type { JobPayload, JobRef } from '@/lib/jobs/schema'
import { sendMail } from '@/lib/mail'
import { feeRisesAfter } from '@/lib/pricing'
import { breakdownOf } from '@/lib/workshops/service'
import type { Category } from '../categories'
import { findRegistration } from '../records'
import { withdrawal } from '../reminders'
import { recordReminder, remindedBy } from '../reminders-record'
import { reminderMail, type ReminderFacts } from './reminder'

/** The facts the mail tells besides the registration: the amount due and the slab's end. */
async function factsOf(p: Registration, edition: EditionDto, now: Date): Promise<ReminderFacts> {
  const last = p.feeValidUntil ? toIsoDate(p.feeValidUntil) : null
  const ended = last !== null && todayInIndia(now) > last
  return {
    price: await breakdownOf(p),
    feeRisesAfter: last && !ended && feeRisesAfter(edition, p.category as Category, last) ? last : null,
    slabEnded: ended ? last : null,
    test: env().paymentMode === 'sandbox',
  }
}

/** The job: mails the reminder if it still applies, once; else withdraws the job. */
export async function sendPaymentReminder(
  { participantId: registrationId, reminder, slab }: JobPayload<'mail.payment-reminder'>,
  job: JobRef,
  now = new Date(),
): Promise<void> {
  if (await remindedBy(registrationId, job.id)) return
  const p = await findRegistration(registrationId)
  const edition = p && (await findEdition(p.editionId))
  if (!p || !edition || withdrawal(p, edition, reminder, slab, now)) {
    await db().job.deleteMany({ where: { id: job.id } })
    return
  }
  await sendMail({
    ...reminderMail(p, edition.name, await factsOf(p, edition, now)),
    messageId: job.messageId,
  })
  await recordReminder(p.id, reminder, job.id)
}

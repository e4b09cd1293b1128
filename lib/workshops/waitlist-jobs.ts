// The waiting lists' jobs of the outbox (./waitlist.ts): each may run more than once, on any
// server, and applies only while still true. The offer's mail goes only while its offer runs (a
// seat accepted, declined or passed on meanwhile withdraws it); the offer of freed seats counts
// them again under the workshop's lock, so a repeat offers nothing twice; an offer's end passes it
// on only if that very offer is still unanswered and its time is over.
import 'server-only'
import { SYSTEM } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { findEdition } from '@/lib/editions/service'
import type { JobPayload, JobRef } from '@/lib/jobs/schema'
import { sendMail } from '@/lib/mail'
import { lockWorkshops } from './seats'
import { offerSeats } from './waitlist'
import { waitlistOfferMail } from './waitlist-mail'

/** The job (mail.waitlist-offer): mails the offer if it still runs, else withdraws (no mail due). */
export async function sendWaitlistOffer(
  { entryId, expiresAt }: JobPayload<'mail.waitlist-offer'>,
  job: JobRef,
): Promise<void> {
  const entry = await db().waitlistEntry.findUnique({
    where: { id: entryId },
    include: { event: true, registration: true },
  })
  const until = entry?.offerExpiresAt
  if (
    !entry ||
    entry.state !== 'offered' ||
    !until ||
    until.toISOString() !== expiresAt ||
    until <= new Date()
  ) {
    await db().job.deleteMany({ where: { id: job.id } })
    return
  }
  const p = entry.registration
  const offer = { title: entry.event.name, feePaise: entry.event.feePaise, expiresAt: until }
  await sendMail({
    ...waitlistOfferMail(p, offer, (await findEdition(p.editionId)).name),
    messageId: job.messageId,
  })
}

/** The job (waitlist.offer): offers a workshop's free seats to the next in its waiting list. */
export const offerFreedSeats = (eventId: number, now = new Date()) =>
  domainWrite(SYSTEM, (w) => offerSeats(w, eventId, now))

/**
 * When an unpaid registration's seat hold ended (./send-seats-released.ts): its seats went back on
 * sale, and the workshops that have a waiting list offer them to the next in line.
 */
export async function offerReleasedSeats(registrationId: number, now = new Date()) {
  const listed = await db().waitlistEntry.findMany({
    where: { state: 'waiting', event: { seats: { some: { registrationId } } } },
    distinct: ['eventId'],
    select: { eventId: true },
  })
  for (const { eventId } of listed) await offerFreedSeats(eventId, now)
}

/** The job (waitlist.expire): the offer ran out unanswered; the seat goes to the next in line. */
export async function expireOffer(
  { entryId, eventId, expiresAt }: JobPayload<'waitlist.expire'>,
  now = new Date(),
) {
  await domainWrite(SYSTEM, async (w) => {
    await lockWorkshops(w.tx, [eventId])
    const entry = await w.tx.waitlistEntry.findUnique({ where: { id: entryId } })
    if (entry?.state === 'offered' && entry.offerExpiresAt?.toISOString() === expiresAt) {
      // Run early (this server's clock behind the database's): failed, so retried a little later.
      if (entry.offerExpiresAt > now) throw new Error(`the offer runs until ${expiresAt}`)
      await w.tx.waitlistEntry.update({ where: { id: entryId }, data: { state: 'expired' } })
      await w.audit('waitlist.expire', { entityId: entryId, detail: { eventId, expiresAt } })
    }
    await offerSeats(w, eventId, now)
  })
}

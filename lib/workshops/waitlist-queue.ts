// What the domain writes that free a workshop seat queue for its waiting list (./waitlist.ts): a
// job that offers the freed seats to the next in line once the change is committed. A write that
// closes a registration (cancelled, refunded) also takes it off every waiting list in the same
// transaction. Loads the outbox only (the Write type), so any domain write may call it without an
// import cycle; until the job runs, the list's entries keep the freed seat from newcomers
// (lib/workshops/holds.ts, queuedEntry), so nobody jumps the line.
import 'server-only'
import type { Write } from '@/lib/domain-write'

/**
 * Queues the offer of freed seats for those of `eventIds` that have delegates in line; `cause`
 * names the change (one change, one job per workshop).
 */
export async function queueWaitlistOffers(w: Write, eventIds: number[], cause: string) {
  if (!eventIds.length) return
  const waiting = await w.tx.waitlistEntry.findMany({
    where: { eventId: { in: eventIds }, state: 'waiting' },
    distinct: ['eventId'],
    select: { eventId: true },
  })
  for (const { eventId } of waiting)
    await w.enqueue(
      'waitlist.offer',
      { eventId },
      { key: `workshop:${eventId}:waitlist:${cause}`, entity: 'workshop', entityId: eventId },
    )
}

/**
 * In the write that closes registration `registrationId` (cancelled, refunded): it leaves every
 * waiting list it is on (a running offer ends), and the seats it held or was offered go to the
 * next in line.
 */
export async function leaveWaitlistsOnClose(w: Write, registrationId: number, cause: string) {
  const [seats, entries] = await Promise.all([
    w.tx.workshopSeat.findMany({ where: { registrationId }, select: { eventId: true } }),
    w.tx.waitlistEntry.findMany({ where: { registrationId }, select: { eventId: true } }),
  ])
  await w.tx.waitlistEntry.updateMany({
    where: { registrationId, state: { in: ['waiting', 'offered'] } },
    data: { state: 'left' },
  })
  const workshops = [...new Set([...seats, ...entries].map((s) => s.eventId))]
  await queueWaitlistOffers(w, workshops, `registration:${registrationId}:${cause}`)
}

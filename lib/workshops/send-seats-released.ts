// The notice to a delegate whose unpaid registration's seat hold ended (lib/workshops/holds.ts): a
// job of the outbox queued with the hold, due when it ends, so it runs on whichever server sweeps
// first. The seats need no job to return to sale (every count compares the hold's end with the
// time of the query); the job only tells the delegate, and only if that hold really ended: a hold
// that was extended, or a registration paid or cancelled meanwhile, withdraws the job (it leaves
// the registration's list of mails, since no mail was due). The mail itself: ./seats-released-mail.ts.
import 'server-only'
import { db } from '@/lib/db/client'
import { findEdition } from '@/lib/editions/service'
import type { JobRef } from '@/lib/jobs/schema'
import { sendMail } from '@/lib/mail'
import { findRegistration } from '@/lib/registrations/records'
import { standingOf } from './holds'
import { seatsReleasedMail } from './seats-released-mail'
import { breakdownOf } from './service'

/** The job (mail.seats-released): mails the notice if the hold that ended at `heldUntil` still stands. */
export async function sendSeatsReleased(
  { participantId: registrationId, heldUntil }: { participantId: number; heldUntil: string },
  job: JobRef,
): Promise<void> {
  const p = await findRegistration(registrationId)
  const due = p !== null && standingOf(p) === 'released' && p.seatsHeldUntil?.toISOString() === heldUntil
  const price = due ? await breakdownOf(p) : null
  if (!p || !price || price.lines.length < 2) {
    await db().job.deleteMany({ where: { id: job.id } })
    return
  }
  await sendMail({
    ...seatsReleasedMail(p, price, (await findEdition(p.editionId)).name),
    messageId: job.messageId,
  })
}

// The notice to a delegate whose unpaid registration's seat hold ended (lib/workshops/holds.ts): a
// job of the outbox queued with the hold, due when it ends, so it runs on whichever server sweeps
// first. The seats need no job to return to sale (every count compares the hold's end with the
// time of the query); the job only tells the delegate, and only if that hold really ended: a hold
// that was extended, or a registration paid or cancelled meanwhile, withdraws the job (it leaves
// the registration's list of mails, since no mail was due).
import 'server-only'
import { formatIndianDateTime } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { findEdition } from '@/lib/editions/service'
import type { Participant } from '@/lib/generated/prisma/client'
import type { JobRef } from '@/lib/jobs/schema'
import { escapeHtml, mailHtml, sendMail, type MailMessage } from '@/lib/mail'
import { summaryRows, type PriceBreakdown } from '@/lib/pricing'
import { pageLinkParts } from '@/lib/registrations/continue-mail'
import { findParticipant } from '@/lib/registrations/register'
import { standingOf } from './holds'
import { breakdownOf } from './service'

export function seatsReleasedMail(p: Participant, price: PriceBreakdown, site: string): MailMessage {
  const names = price.lines
    .filter((l) => l.kind === 'workshop')
    .map((l) => l.label.replace(/^Workshop: /, ''))
  const seats = names.length > 1 ? 'seats' : 'seat'
  const when = p.seatsHeldUntil ? ` at ${formatIndianDateTime(p.seatsHeldUntil)} (India time)` : ''
  const paragraphs = [
    `Your registration ${p.registrationNumber} was not paid in time, so your ${seats} in ${names.join(', ')} went back on sale${when}. Unpaid registrations hold workshop seats for a limited time, so that delegates who pay are not turned away.`,
    `Your registration is still open. To keep the workshop, pay now from your page: if a seat is still free, it is yours again; if the workshop has filled up, you are told before paying and can continue without it.`,
  ]
  const rows = summaryRows(price, 'Amount to pay')
  const link = pageLinkParts(p.id)
  return {
    to: p.email,
    subject: `${site}: your workshop ${seats} went back on sale`,
    text: [
      `Dear ${p.name},`,
      '',
      ...paragraphs.flatMap((s) => [s, '']),
      ...rows.map(([k, v]) => `${k}: ${v}`),
      '',
      ...link.text,
    ].join('\n'),
    html: mailHtml(
      `Your workshop ${seats} went back on sale`,
      `<p>Dear ${escapeHtml(p.name)},</p>${paragraphs.map((s) => `<p>${escapeHtml(s)}</p>`).join('')}<table role="presentation">${rows
        .map(
          ([k, v]) =>
            `<tr><th align="left" style="padding:4px 12px 4px 0;font-weight:normal">${escapeHtml(k)}</th><td style="padding:4px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>${link.html}`,
      site,
    ),
  }
}

/** The job (mail.seats-released): mails the notice if the hold that ended at `heldUntil` still stands. */
export async function sendSeatsReleased(
  { participantId, heldUntil }: { participantId: number; heldUntil: string },
  job: JobRef,
): Promise<void> {
  const p = await findParticipant(participantId)
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

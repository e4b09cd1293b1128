// Sending the delegate's mails other than the confirmation (./send-confirmation.ts): the jobs of
// kinds mail.rejection, mail.continue, mail.links and the mails about a change of state. Each
// reads the registration when it runs and throws when the SMTP server refuses the mail (the job is
// retried).
import 'server-only'
import { db } from '@/lib/db/client'
import { findEdition } from '@/lib/editions/service'
import type { Registration } from '@/lib/generated/prisma/client'
import { normalizeEmail } from '@/lib/input-rules'
import { sendMail } from '@/lib/mail'
import { breakdownOf } from '@/lib/workshops/service'
import { PAYABLE } from '../lifecycle'
import { mustFindRegistration } from '../records'
import { continueMail } from './continue'
import { linksMail } from './links'
import { rejectionMail } from './rejection'
import { stateMail, type StateMailFacts, type StateMailKind } from './state'

/** The rejection of a payment proof (a job of kind mail.rejection). */
export async function sendRejection(
  registrationId: number,
  reason: string,
  messageId?: string,
): Promise<void> {
  const p = await mustFindRegistration(registrationId)
  await sendMail({ ...rejectionMail(p, reason, (await findEdition(p.editionId)).name), messageId })
}

/** The link to continue a registration registered again (a job of kind mail.continue). */
export async function sendContinueMail(registrationId: number, messageId?: string): Promise<void> {
  const p = await mustFindRegistration(registrationId)
  await sendMail({
    ...continueMail(p, (await findEdition(p.editionId)).name, await breakdownOf(p)),
    messageId,
  })
}

/**
 * "Get your link" (a job of kind mail.links): mails the address the links of the registrations
 * made with exactly that address; an address without any gets nothing.
 */
export async function sendLinksMail(to: string, editionId: number, messageId?: string): Promise<void> {
  const email = normalizeEmail(to)
  const registrations = await db().registration.findMany({
    where: { editionId, email },
    orderBy: { id: 'asc' },
  })
  if (registrations.length)
    await sendMail({ ...linksMail(email, registrations, (await findEdition(editionId)).name), messageId })
}

/** A mail that is sent only if it still applies when its job runs (else nothing is sent). */
const STILL_APPLIES: Partial<Record<StateMailKind, (p: Registration) => boolean>> = {
  'mail.payment-pending': (p) => PAYABLE.includes(p.status),
  'mail.registration-saved': (p) => PAYABLE.includes(p.status),
}

/** One of the mails about a change of state (its job). */
export async function sendStateMail(
  kind: StateMailKind,
  payload: { participantId: number } & StateMailFacts,
  messageId?: string,
): Promise<void> {
  const p = await mustFindRegistration(payload.participantId)
  if (STILL_APPLIES[kind] && !STILL_APPLIES[kind](p)) return
  await sendMail({ ...stateMail(kind, p, (await findEdition(p.editionId)).name, payload), messageId })
}

// What each kind of job does when it runs, and whether it may run twice. A mail must go at most
// once: one interrupted mid-send is reported, not retried (lib/jobs/runner.ts).
import 'server-only'
import { sendCertificates, type JobRef } from '@/lib/certificates/sending'
import { sendContinueMail } from '@/lib/registrations/continue-mail'
import { sendLinksMail } from '@/lib/registrations/link-request'
import { sendConfirmation, sendRejection } from '@/lib/registrations/mails'
import { sendStateMail } from '@/lib/registrations/state-mails'
import { sendSeatsReleased } from '@/lib/workshops/seats-released'
import type { JobKind, JobPayload } from './schema'

interface KindSpec<K extends JobKind> {
  atMostOnce: boolean
  /** `job`: the claim running it (its id, and which attempt). */
  run(payload: JobPayload<K>, job: JobRef): Promise<void>
}

export const KINDS: { [K in JobKind]: KindSpec<K> } = {
  'mail.confirmation': {
    atMostOnce: true,
    run: ({ participantId, transactionId }) => sendConfirmation(participantId, transactionId),
  },
  'mail.rejection': {
    atMostOnce: true,
    run: ({ participantId, reason }) => sendRejection(participantId, reason),
  },
  'mail.continue': {
    atMostOnce: true,
    run: ({ participantId }) => sendContinueMail(participantId),
  },
  'mail.links': { atMostOnce: true, run: ({ to, editionId }) => sendLinksMail(to, editionId) },
  'mail.proof-received': { atMostOnce: true, run: (p) => sendStateMail('mail.proof-received', p) },
  'mail.proof-verified': { atMostOnce: true, run: (p) => sendStateMail('mail.proof-verified', p) },
  'mail.refund-started': { atMostOnce: true, run: (p) => sendStateMail('mail.refund-started', p) },
  'mail.refund-completed': { atMostOnce: true, run: (p) => sendStateMail('mail.refund-completed', p) },
  'mail.cancelled': { atMostOnce: true, run: (p) => sendStateMail('mail.cancelled', p) },
  // Withdraws itself (no mail) when the hold it is about was extended or the registration paid.
  'mail.seats-released': { atMostOnce: true, run: (p, job) => sendSeatsReleased(p, job) },
  // Runs again safely: each certificate's mail is claimed before it is sent (at most once).
  'certificates.send': {
    atMostOnce: false,
    run: async ({ editionId }, job) => void (await sendCertificates(editionId, job)),
  },
}

export const AT_MOST_ONCE = (Object.keys(KINDS) as JobKind[]).filter((kind) => KINDS[kind].atMostOnce)

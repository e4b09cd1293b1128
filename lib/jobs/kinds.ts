// What each kind of job does when it runs. Every job may run more than once (lib/jobs/runner.ts:
// at least once); a mail is sent under its job's Message-ID, the same at every attempt, so a
// repeat after a crash is recognisably the same mail.
import 'server-only'
import { sendCertificates } from '@/lib/certificates/sending'
import { sendContinueMail } from '@/lib/registrations/continue-mail'
import { sendLinksMail } from '@/lib/registrations/link-request'
import { sendConfirmation, sendRejection } from '@/lib/registrations/mails'
import { sendStateMail } from '@/lib/registrations/state-mails'
import { sendSeatsReleased } from '@/lib/workshops/seats-released'
import type { JobKind, JobPayload, JobRef } from './schema'

interface KindSpec<K extends JobKind> {
  /** `job`: the claim running it (its id, which attempt, its mail's Message-ID). */
  run(payload: JobPayload<K>, job: JobRef): Promise<void>
}

export const KINDS: { [K in JobKind]: KindSpec<K> } = {
  'mail.confirmation': {
    run: ({ participantId, transactionId }, job) =>
      sendConfirmation(participantId, transactionId, job.messageId),
  },
  'mail.rejection': {
    run: ({ participantId, reason }, job) => sendRejection(participantId, reason, job.messageId),
  },
  'mail.continue': { run: ({ participantId }, job) => sendContinueMail(participantId, job.messageId) },
  'mail.links': { run: ({ to, editionId }, job) => sendLinksMail(to, editionId, job.messageId) },
  'mail.proof-received': { run: (p, job) => sendStateMail('mail.proof-received', p, job.messageId) },
  'mail.proof-verified': { run: (p, job) => sendStateMail('mail.proof-verified', p, job.messageId) },
  'mail.refund-started': { run: (p, job) => sendStateMail('mail.refund-started', p, job.messageId) },
  'mail.refund-completed': { run: (p, job) => sendStateMail('mail.refund-completed', p, job.messageId) },
  'mail.cancelled': { run: (p, job) => sendStateMail('mail.cancelled', p, job.messageId) },
  'mail.payment-pending': { run: (p, job) => sendStateMail('mail.payment-pending', p, job.messageId) },
  // Withdraws itself (no mail) when the hold it is about was extended or the registration paid.
  'mail.seats-released': { run: (p, job) => sendSeatsReleased(p, job) },
  // Each certificate's mail is claimed before it is sent, so a run again sends only what is left.
  'certificates.send': {
    run: async ({ editionId }, job) => void (await sendCertificates(editionId, job)),
  },
}

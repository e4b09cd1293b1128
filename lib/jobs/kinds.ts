// What each kind of job does when it runs. The outbox knows a kind by its name and its payload's
// schema (./schema.ts); its handler is imported only when a job of that kind runs, so queueing a
// job (any domain write) never loads the mail templates, the PDF renderers or the domains that
// queue jobs themselves. Every job may run more than once (lib/jobs/runner.ts: at least once); a
// mail is sent under its job's Message-ID, the same at every attempt, so a repeat after a crash is
// recognisably the same mail.
import 'server-only'
import type { StateMailKind } from '@/lib/registrations/mails/state'
import type { JobKind, JobPayload, JobRef } from './schema'

interface KindSpec<K extends JobKind> {
  /** `job`: the claim running it (its id, which attempt, its mail's Message-ID). */
  run(payload: JobPayload<K>, job: JobRef): Promise<void>
}

/** The mails about a change of a registration's state share one payload and one sender. */
const stateMail = async (kind: StateMailKind, payload: JobPayload<StateMailKind>, job: JobRef) =>
  (await import('@/lib/registrations/mails/send')).sendStateMail(kind, payload, job.messageId)

export const KINDS: { [K in JobKind]: KindSpec<K> } = {
  'mail.confirmation': {
    run: async ({ participantId: registrationId, transactionId }, job) =>
      (await import('@/lib/registrations/mails/send-confirmation')).sendConfirmation(
        registrationId,
        transactionId,
        job.messageId,
      ),
  },
  'mail.rejection': {
    run: async ({ participantId: registrationId, reason }, job) =>
      (await import('@/lib/registrations/mails/send')).sendRejection(registrationId, reason, job.messageId),
  },
  'mail.continue': {
    run: async ({ participantId: registrationId }, job) =>
      (await import('@/lib/registrations/mails/send')).sendContinueMail(registrationId, job.messageId),
  },
  'mail.links': {
    run: async ({ to, editionId }, job) =>
      (await import('@/lib/registrations/mails/send')).sendLinksMail(to, editionId, job.messageId),
  },
  'mail.proof-received': { run: (p, job) => stateMail('mail.proof-received', p, job) },
  'mail.proof-verified': { run: (p, job) => stateMail('mail.proof-verified', p, job) },
  'mail.refund-started': { run: (p, job) => stateMail('mail.refund-started', p, job) },
  'mail.refund-completed': { run: (p, job) => stateMail('mail.refund-completed', p, job) },
  'mail.cancelled': { run: (p, job) => stateMail('mail.cancelled', p, job) },
  'mail.payment-pending': { run: (p, job) => stateMail('mail.payment-pending', p, job) },
  'mail.registration-saved': { run: (p, job) => stateMail('mail.registration-saved', p, job) },
  // Withdraws itself (no mail) when the registration was paid, its reminders stopped, or its
  // edition takes no more money; sent once even when its job runs again.
  'mail.payment-reminder': {
    run: async (p, job) =>
      (await import('@/lib/registrations/mails/send-reminder')).sendPaymentReminder(p, job),
  },
  // Withdraws itself (no mail) when the hold it is about was extended or the registration paid.
  'mail.seats-released': {
    run: async (p, job) => (await import('@/lib/workshops/send-seats-released')).sendSeatsReleased(p, job),
  },
  // The waiting lists (lib/workshops/waitlist-jobs.ts): each applies only while still true.
  'mail.waitlist-offer': {
    run: async (p, job) => (await import('@/lib/workshops/waitlist-jobs')).sendWaitlistOffer(p, job),
  },
  'waitlist.offer': {
    run: async ({ eventId }) =>
      void (await (await import('@/lib/workshops/waitlist-jobs')).offerFreedSeats(eventId)),
  },
  'waitlist.expire': {
    run: async (p) => (await import('@/lib/workshops/waitlist-jobs')).expireOffer(p),
  },
  // Read when it runs: the group's delegates and what they owe then.
  'mail.group-link': {
    run: async (p, job) => (await import('@/lib/groups/mails/send')).sendGroupLink(p, job),
  },
  // The call for abstracts (lib/abstracts/mails): each reads the abstract or the call when it runs.
  'mail.abstracts-link': {
    run: async (p, job) => (await import('@/lib/abstracts/mails/send')).sendSubmitterLink(p, job),
  },
  'mail.abstract-received': {
    run: async (p, job) => (await import('@/lib/abstracts/mails/send')).sendAbstractReceived(p, job),
  },
  // Each records that it went, so a run again sends nothing more; the reminder withdraws itself
  // when the presenting author registered meanwhile.
  'mail.abstract-decision': {
    run: async (p, job) => (await import('@/lib/abstracts/mails/send-decision')).sendDecision(p, job),
  },
  'mail.abstract-register-reminder': {
    run: async (p, job) => (await import('@/lib/abstracts/mails/send-decision')).sendRegisterReminder(p, job),
  },
  // Each certificate's mail is claimed before it is sent, so a run again sends only what is left.
  'certificates.send': {
    run: async ({ editionId }, job) =>
      void (await (await import('@/lib/certificates/sending')).sendCertificates(editionId, job)),
  },
}

// The outbox's vocabulary (docs/architecture.md, "Side effects"): the kinds of job with the
// payload each carries, their states as the console shows them, and a job as a page lists it.
// Client-safe.
import { z } from 'zod'
import { JobStatus } from '@/lib/generated/prisma/enums'

export const JOB_STATUSES = Object.values(JobStatus)
export type JobState = (typeof JOB_STATUSES)[number]

/**
 * Each kind's payload, checked again when the job runs (a stored payload may be old). The
 * registration a mail is about is stored as `participantId`, the name jobs have always been
 * queued with (the code calls it registrationId): jobs queued by an older build still run.
 */
/** A mail about a change of a registration's state (lib/registrations/mails/state.ts). */
/** The reminders to pay an unpaid registration gets: a day after, and before its fee slab ends (lib/registrations/reminders.ts). */
export const REMINDERS = ['day', 'slab'] as const

const stateMailPayload = z.object({
  participantId: z.number().int().positive(),
  to: z.string(),
  /** The refund's amount (refund mails). */
  amountPaise: z.number().int().nonnegative().optional(),
  /** The organisers' reason (cancellation). */
  reason: z.string().nullable().optional(),
  /** Workshops dropped when the proof came (full after the seat hold ended). */
  released: z.array(z.string()).optional(),
  /** The money is the sandbox gateway's (a test): the mail says so in its subject and body. */
  test: z.boolean().optional(),
  /** A refund the organisers sent by bank transfer: the bank's reference (UTR) and the day sent. */
  bankReference: z.string().optional(),
  sentOn: z.string().optional(),
})

export const JOB_PAYLOADS = {
  /** The registration is confirmed: the mail with its receipt (PDF and link) when it has one. */
  'mail.confirmation': z.object({
    participantId: z.number().int().positive(),
    /** The transaction that paid, as the mail names it (null: a free registration). */
    transactionId: z.string().nullable(),
    to: z.string(),
  }),
  /** The organisers rejected a payment proof: the reason and how to send a new one. */
  'mail.rejection': z.object({
    participantId: z.number().int().positive(),
    reason: z.string(),
    to: z.string(),
  }),
  /** Someone registered this registration's e-mail and mobile number again: the link to continue it. */
  'mail.continue': z.object({
    participantId: z.number().int().positive(),
    to: z.string(),
  }),
  /** "Get your link": the links of this address's registrations in an edition (none: no mail). */
  'mail.links': z.object({ to: z.string(), editionId: z.number().int().positive() }),
  'mail.proof-received': stateMailPayload,
  'mail.proof-verified': stateMailPayload,
  'mail.refund-started': stateMailPayload,
  'mail.refund-completed': stateMailPayload,
  'mail.cancelled': stateMailPayload,
  /**
   * An unpaid registration's seat hold ended at `heldUntil` (ISO): its workshop seats are back on
   * sale; the delegate is told, unless the hold was extended or the registration paid meanwhile.
   */
  'mail.seats-released': z.object({
    participantId: z.number().int().positive(),
    to: z.string(),
    heldUntil: z.iso.datetime(),
  }),
  /**
   * A seat of a full workshop is offered to the registration's place on its waiting list, until
   * `expiresAt` (ISO): the mail with the link to accept it (none if the offer ended meanwhile).
   */
  'mail.waitlist-offer': z.object({
    participantId: z.number().int().positive(),
    entryId: z.number().int().positive(),
    to: z.string(),
    expiresAt: z.iso.datetime(),
  }),
  /** Seats of a workshop may have been freed: offer them to the next in its waiting list. */
  'waitlist.offer': z.object({ eventId: z.number().int().positive() }),
  /** An offer's time ran out (`expiresAt`, ISO): unaccepted, it passes to the next in line. */
  'waitlist.expire': z.object({
    entryId: z.number().int().positive(),
    eventId: z.number().int().positive(),
    expiresAt: z.iso.datetime(),
  }),
  /** A payment was started and is still not made a while later: the link to come back and pay. */
  'mail.payment-pending': stateMailPayload,
  /** A registration was made and waits for payment: it is saved, and the link to pay. */
  'mail.registration-saved': stateMailPayload,
  /**
   * A reminder to pay an unpaid registration (lib/registrations/reminders.ts): a day after it was
   * made, or before the end of its fee slab (`slab`: that slab's last day). It withdraws itself
   * when it runs if it no longer applies.
   */
  'mail.payment-reminder': z.object({
    participantId: z.number().int().positive(),
    to: z.string(),
    reminder: z.enum(REMINDERS),
    slab: z.iso.date().nullable(),
  }),
  /**
   * An institution's group was registered (or an organiser asks for its mail again): its contact
   * gets the delegates, what is due, how to pay and the link to the group's page (lib/groups/mails).
   */
  'mail.group-link': z.object({
    groupId: z.number().int().positive(),
    to: z.string(),
    /** The site takes sandbox money (a test): the mail says so in its subject and body. */
    test: z.boolean().optional(),
  }),
  /**
   * "Send me a link" (/abstracts): the link to the submitter's pages of an edition's call, signed
   * when the job runs (the token is never stored); sent to any address, as anyone may submit.
   */
  'mail.abstracts-link': z.object({ to: z.string(), editionId: z.number().int().positive() }),
  /** An abstract was submitted: its number, what was received, and the link to the submitter's pages. */
  'mail.abstract-received': z.object({ abstractId: z.number().int().positive(), to: z.string() }),
  /**
   * The committee's decision on an abstract, mailed to its submitter: the outcome, the reviewers'
   * comments (anonymous), and whether the presenting author must still register (lib/abstracts/mails).
   */
  'mail.abstract-decision': z.object({ abstractId: z.number().int().positive(), to: z.string() }),
  /** A few days before the call's register-by day: the presenting author has still not registered. */
  'mail.abstract-register-reminder': z.object({ abstractId: z.number().int().positive(), to: z.string() }),
  /** Mail an edition's pending certificates (lib/certificates/sending.ts). */
  'certificates.send': z.object({ editionId: z.number().int().positive() }),
} as const
export type JobKind = keyof typeof JOB_PAYLOADS
export type JobPayload<K extends JobKind> = z.infer<(typeof JOB_PAYLOADS)[K]>

/** The claim that runs a job: which job, which attempt, and the Message-ID of the mail it sends. */
export interface JobRef {
  id: number
  attempts: number
  /** The same at every attempt of the job: a mail sent twice is recognisably one mail. */
  messageId: string
}

export const JOB_LABELS: Record<JobKind, string> = {
  'mail.confirmation': 'Confirmation e-mail',
  'mail.rejection': 'Proof rejection e-mail',
  'mail.continue': 'Already registered: link to continue',
  'mail.links': 'Links to registrations (requested)',
  'mail.proof-received': 'Proof received e-mail',
  'mail.proof-verified': 'Proof verified e-mail',
  'mail.refund-started': 'Refund started e-mail',
  'mail.refund-completed': 'Refund completed e-mail',
  'mail.cancelled': 'Cancellation e-mail',
  'mail.seats-released': 'Workshop seats released e-mail',
  'mail.payment-pending': 'Payment not completed: link to pay',
  'mail.waitlist-offer': 'Waiting list: seat offered e-mail',
  'waitlist.offer': 'Waiting list: offer freed seats',
  'waitlist.expire': 'Waiting list: offer ran out',
  'mail.registration-saved': 'Registration saved: link to pay',
  'mail.payment-reminder': 'Reminder to pay',
  'mail.group-link': 'Group registered: link to its page',
  'mail.abstracts-link': 'Call for abstracts: link to the submitter’s page',
  'mail.abstract-received': 'Abstract received e-mail',
  'mail.abstract-decision': 'Abstract decision e-mail',
  'mail.abstract-register-reminder': 'Abstract: reminder to register',
  'certificates.send': 'Certificates by e-mail',
}

/** How a mail's state reads on a registration's page. */
export const MAIL_STATE_LABELS: Record<JobState, string> = {
  queued: 'Queued',
  running: 'Sending',
  done: 'Sent',
  failed: 'Failed',
  interrupted: 'Stopped mid-send: will be sent again',
}

export interface JobDto {
  id: number
  kind: string
  label: string
  /** The mail's recipient, when the job is a mail. */
  to: string | null
  status: JobState
  attempts: number
  /** Why the last attempt failed (the SMTP server's answer, for a mail). */
  lastError: string | null
  createdAt: string
  finishedAt: string | null
  /** When the next attempt is due (queued jobs). */
  runAfter: string
}

/** A batch's progress (e.g. a certificate mailing): how many are done, failed and left. */
export interface BatchProgress {
  total: number
  done: number
  /** Failed for good: for a person to see. */
  failed: number
  /** Queued or running (or stopped mid-run: about to run again). */
  remaining: number
}

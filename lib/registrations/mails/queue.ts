// Queueing the delegate's mails: each is a job of the outbox (lib/jobs), queued in the domain
// write of the change that causes it (the change and its mail commit together, or neither does),
// sent after commit and retried when the SMTP server fails (./send.ts, ./send-confirmation.ts).
// What a mail says is built when it is sent, from the registration as it is then.
import 'server-only'
import { toIsoDate } from '@/lib/dates'
import type { Write } from '@/lib/domain-write'
import type { RegistrationWindow } from '@/lib/editions/window'
import type { Registration } from '@/lib/generated/prisma/client'
import type { JobSpec } from '@/lib/jobs/queue'
import { reminderPlan } from '../reminders'
import type { StateMailFacts, StateMailKind } from './state'

/** Queues the confirmation in the write that confirms the registration; `occasion` names that change. */
export function queueConfirmation(
  w: Write,
  p: Registration,
  transactionId: string | null,
  occasion: string,
): Promise<number> {
  return w.enqueue(
    'mail.confirmation',
    { participantId: p.id, transactionId, to: p.email },
    { key: `registration:${p.id}:confirmation:${occasion}`, entity: 'registration', entityId: p.id },
  )
}

/** Queues the rejection of a payment proof with its reason; `occasion`: that proof. */
export function queueRejection(
  w: Write,
  p: Registration,
  reason: string,
  occasion: string | number,
): Promise<number> {
  return w.enqueue(
    'mail.rejection',
    { participantId: p.id, reason, to: p.email },
    { key: `registration:${p.id}:rejection:${occasion}`, entity: 'registration', entityId: p.id },
  )
}

/** Queues the "already registered" mail in the write of the refused registration (one per request). */
export function queueContinueMail(w: Write, p: Registration): Promise<number> {
  return w.enqueue(
    'mail.continue',
    { participantId: p.id, to: p.email },
    {
      key: `registration:${p.id}:continue:${Date.now()}:${Math.random().toString(36).slice(2, 10)}`,
      entity: 'registration',
      entityId: p.id,
    },
  )
}

/**
 * A mail about a change of state, to queue in the write that changes it; `occasion` makes it once
 * per change. `runAfter`: not before then (a reminder, sent only if it still applies).
 */
export function stateMailJob(
  kind: StateMailKind,
  p: Registration,
  occasion: string | number,
  facts: StateMailFacts = {},
  runAfter?: Date,
): JobSpec {
  return {
    kind,
    payload: { participantId: p.id, to: p.email, ...facts },
    options: {
      key: `registration:${p.id}:${kind}:${occasion}`,
      entity: 'registration',
      entityId: p.id,
      runAfter,
    },
  } as JobSpec
}

/** Queues a mail about a change of state in the write that changes it (stateMailJob). */
export async function queueStateMail(w: Write, ...mail: Parameters<typeof stateMailJob>): Promise<number> {
  const [id] = await w.enqueueAll([stateMailJob(...mail)])
  return id
}

/**
 * The reminders to pay of an unpaid registration (../reminders.ts), to queue in the write that
 * makes it: a day after it was made, and before its fee slab ends, while its edition takes money.
 * Once per registration (the slab's once per slab it is priced in); each checks when it runs
 * whether it still applies, and withdraws itself if not.
 */
export function reminderJobs(p: Registration, edition: RegistrationWindow, now = new Date()): JobSpec[] {
  const slab = p.feeValidUntil ? toIsoDate(p.feeValidUntil) : null
  return reminderPlan(p.createdAt, slab, edition, now).map(({ reminder, at }) => ({
    kind: 'mail.payment-reminder',
    payload: { participantId: p.id, to: p.email, reminder, slab: reminder === 'slab' ? slab : null },
    options: {
      key: `registration:${p.id}:reminder:${reminder === 'slab' ? `slab:${slab}` : 'day'}`,
      entity: 'registration',
      entityId: p.id,
      runAfter: at,
    },
  }))
}

/** Queues the reminders to pay of an unpaid registration in the write that makes it (reminderJobs). */
export async function queueReminders(
  w: Write,
  p: Registration,
  edition: RegistrationWindow,
  now = new Date(),
): Promise<void> {
  await w.enqueueAll(reminderJobs(p, edition, now))
}

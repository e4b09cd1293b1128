// Queueing the delegate's mails: each is a job of the outbox (lib/jobs), queued in the domain
// write of the change that causes it (the change and its mail commit together, or neither does),
// sent after commit and retried when the SMTP server fails (./send.ts, ./send-confirmation.ts).
// What a mail says is built when it is sent, from the registration as it is then.
import 'server-only'
import { toIsoDate } from '@/lib/dates'
import type { Write } from '@/lib/domain-write'
import type { RegistrationWindow } from '@/lib/editions/window'
import type { Registration } from '@/lib/generated/prisma/client'
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
 * Queues a mail about a change of state in the write that changes it; `occasion` makes it once
 * per change. `runAfter`: not before then (a reminder, sent only if it still applies).
 */
export function queueStateMail(
  w: Write,
  kind: StateMailKind,
  p: Registration,
  occasion: string | number,
  facts: StateMailFacts = {},
  runAfter?: Date,
): Promise<number> {
  return w.enqueue(
    kind,
    { participantId: p.id, to: p.email, ...facts },
    { key: `registration:${p.id}:${kind}:${occasion}`, entity: 'registration', entityId: p.id, runAfter },
  )
}

/**
 * Queues the reminders to pay of an unpaid registration (../reminders.ts) in the write that makes
 * it: a day after it was made, and before its fee slab ends, while its edition takes money. Once
 * per registration (the slab's once per slab it is priced in); each checks when it runs whether
 * it still applies, and withdraws itself if not.
 */
export async function queueReminders(
  w: Write,
  p: Registration,
  edition: RegistrationWindow,
  now = new Date(),
): Promise<void> {
  const slab = p.feeValidUntil ? toIsoDate(p.feeValidUntil) : null
  for (const { reminder, at } of reminderPlan(p.createdAt, slab, edition, now))
    await w.enqueue(
      'mail.payment-reminder',
      { participantId: p.id, to: p.email, reminder, slab: reminder === 'slab' ? slab : null },
      {
        key: `registration:${p.id}:reminder:${reminder === 'slab' ? `slab:${slab}` : 'day'}`,
        entity: 'registration',
        entityId: p.id,
        runAfter: at,
      },
    )
}

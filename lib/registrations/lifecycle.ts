// A registration's lifecycle (docs/architecture.md, "The registration lifecycle"): its states,
// the named sets of states the rules speak of, which event moves which states where, and
// transition(), the only code that changes a status. A transition runs inside its caller's
// transaction (with the caller's audit entry and jobs), locks the registration's row, and
// answers what happened: applied, already there, or refused because of the current state.
// Closing a registration (cancelled, refunded) also revokes its certificates, in the same
// transaction: whoever checks one sees "revoked" from then on (lib/certificates/verification.ts).
// Client-safe: the table is also what the console shows; the function only uses the caller's tx.
import type { Prisma, Registration } from '@/lib/generated/prisma/client'
import { RegistrationStatus as STATUSES } from '@/lib/generated/prisma/enums'

export const REGISTRATION_STATUSES = Object.values(STATUSES)
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  free: 'Free',
  proof_submitted: 'Proof submitted',
  proof_verified: 'Proof verified',
  proof_rejected: 'Proof rejected',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
}

const all = (...except: RegistrationStatus[]) => REGISTRATION_STATUSES.filter((s) => !except.includes(s))

/** The delegate may (re)start paying. */
export const PAYABLE: readonly RegistrationStatus[] = ['pending_payment', 'payment_failed']
/**
 * Unpaid: no payment has reached the organisers and none is being checked (a failed payment, a
 * rejected proof); the delegate is reminded to pay (./reminders.ts).
 */
export const UNPAID: readonly RegistrationStatus[] = [...PAYABLE, 'proof_rejected']
/** Confirmed: a confirmation e-mail exists (and may be sent again). */
export const CONFIRMED: readonly RegistrationStatus[] = ['paid', 'free', 'proof_verified']
/**
 * Paid for, so the delegate may pass it to a colleague (lib/registrations/transfer.ts): the
 * registration keeps its number, payment and state; only its holder changes.
 */
export const TRANSFERABLE: readonly RegistrationStatus[] = ['paid', 'proof_verified']
/** Closed: nothing changes any more. */
export const CLOSED: readonly RegistrationStatus[] = ['cancelled', 'refunded']
/** A new registration: free categories are confirmed at once, the others wait for payment. */
export const initialStatus = (amountPaise: number): RegistrationStatus =>
  amountPaise === 0 ? 'free' : 'pending_payment'

/** Every event, the states it may start from, and where it leads. */
export const TRANSITIONS = {
  /** The delegate registers again before paying (same e-mail and mobile): the form replaces the old. */
  reregistered: { from: PAYABLE, to: 'pending_payment' },
  /** …and chooses a free category this time. */
  free: { from: PAYABLE, to: 'free' },
  /**
   * A signed STATUS answer confirms the amount asked for (after a refused proof too: the money came
   * online instead, e.g. with the rest of the delegate's group).
   */
  paid: { from: UNPAID, to: 'paid' },
  /** The gateway rejected the payment (a paid or proven registration is never downgraded). */
  payment_failed: { from: ['pending_payment'], to: 'payment_failed' },
  /** A payment proof arrives (of the online payment, or of an offline one). */
  proof_submitted: {
    from: ['paid', 'pending_payment', 'payment_failed', 'proof_rejected'],
    to: 'proof_submitted',
  },
  /** The organisers accept the proof (an offline payment then counts as received). */
  verified: { from: ['proof_submitted'], to: 'proof_verified' },
  /** The organisers refuse the proof; the delegate may send another. */
  rejected: { from: ['proof_submitted'], to: 'proof_rejected' },
  /** The organisers cancel (money received stays until refunded). */
  cancelled: { from: all(...CLOSED), to: 'cancelled' },
  /** Everything received online is back with the delegate. */
  refunded: { from: all('refunded'), to: 'refunded' },
} as const satisfies Record<string, { from: readonly RegistrationStatus[]; to: RegistrationStatus }>
export type RegistrationEvent = keyof typeof TRANSITIONS

/** Whether the event may happen in this state. */
export const allows = (event: RegistrationEvent, status: RegistrationStatus) =>
  (TRANSITIONS[event].from as readonly RegistrationStatus[]).includes(status)

export type TransitionOutcome =
  | { outcome: 'applied'; before: Registration; after: Registration }
  /** The registration is in the event's target state already (e.g. a repeated click). */
  | { outcome: 'already'; current: Registration }
  /** The current state does not allow the event, or the caller's check refused it. */
  | { outcome: 'conflict'; current: Registration }
  | { outcome: 'missing' }

/** The registration as it is after a transition, whatever the outcome (null: no such registration). */
export const registrationAfter = (t: TransitionOutcome): Registration | null =>
  t.outcome === 'applied' ? t.after : t.outcome === 'missing' ? null : t.current

export interface TransitionOptions {
  /** What else the event writes, computed from the registration as locked. */
  data?: (before: Registration) => Prisma.RegistrationUncheckedUpdateInput
  /** A further condition on the locked registration (false: conflict, nothing written). */
  check?: (before: Registration) => boolean
}

/** Locks a registration's row for the rest of the caller's transaction and reads it (null: none). */
export async function lockRegistration(
  tx: Prisma.TransactionClient,
  id: number,
): Promise<Registration | null> {
  await tx.$executeRaw`SELECT 1 FROM participants WHERE id = ${id} FOR UPDATE`
  return tx.registration.findUnique({ where: { id } })
}

/**
 * Applies an event to a registration inside the caller's transaction: the row is locked, its
 * state checked against the table (and `check`), then the new state and `data` written. Two
 * callers at once are serialised by the lock; the second sees the first one's state.
 */
export async function transition(
  tx: Prisma.TransactionClient,
  id: number,
  event: RegistrationEvent,
  { data, check }: TransitionOptions = {},
): Promise<TransitionOutcome> {
  const before = await lockRegistration(tx, id)
  if (!before) return { outcome: 'missing' }
  const { to } = TRANSITIONS[event]
  if (!allows(event, before.status))
    return before.status === to
      ? { outcome: 'already', current: before }
      : { outcome: 'conflict', current: before }
  if (check && !check(before)) return { outcome: 'conflict', current: before }
  const after = await tx.registration.update({ where: { id }, data: { ...data?.(before), status: to } })
  if ((CLOSED as readonly string[]).includes(to))
    await tx.certificate.updateMany({
      where: { registrationId: id, revokedAt: null },
      data: { revokedAt: new Date() },
    })
  return { outcome: 'applied', before, after }
}

// How long a registration holds its workshop seats (docs/organisers.md, "Seat holds"). A seat
// counts against its workshop's capacity while its registration is neither cancelled nor refunded
// and either is paid for (paid, free, payment proof sent or verified: counted without a time
// limit) or is unpaid (pending, failed, proof rejected) with its hold still running: from
// seats_held_since until seats_held_until, the edition's seat hold (30 minutes unless the
// organisers set another), longer while a payment is in flight at the gateway. A hold that ended
// needs no process or timer to end it: every count compares seats_held_until with the time of the
// query, so the seat is back on sale at once, on every server. The delegate's notice is a job of
// the outbox that runs when the hold ends (lib/workshops/send-seats-released.ts).
import 'server-only'
import type { Prisma } from '@/lib/db/client'
import type { Write } from '@/lib/domain-write'
import type { Registration } from '@/lib/generated/prisma/client'
import { CLOSED, type RegistrationStatus } from '@/lib/registrations/lifecycle'
import type { SeatStanding } from './offers'

/** States whose seats count only while their hold runs: nothing has been paid yet. */
export const HOLDING: readonly RegistrationStatus[] = ['pending_payment', 'payment_failed', 'proof_rejected']
/** States whose seats count without a time limit. */
const FIRM = ['paid', 'free', 'proof_submitted', 'proof_verified'] as const satisfies RegistrationStatus[]

/** The seats that count against their workshop's capacity at `now`. */
export function liveSeat(now = new Date()): Prisma.WorkshopSeatWhereInput {
  return {
    registration: {
      OR: [{ status: { in: [...FIRM] } }, { status: { in: [...HOLDING] }, seatsHeldUntil: { gt: now } }],
    },
  }
}

type HoldFacts = Pick<Registration, 'status' | 'seatsHeldSince' | 'seatsHeldUntil'>

export function standingOf(p: HoldFacts, now = new Date()): SeatStanding {
  if (CLOSED.includes(p.status)) return 'closed'
  if (!HOLDING.includes(p.status)) return 'firm'
  return p.seatsHeldUntil && p.seatsHeldUntil > now ? 'held' : 'released'
}

const MINUTE = 60_000

/** The columns of a hold starting `now` for the edition's minutes (longer for a payment in flight). */
export const holdFrom = (now: Date, holdMinutes: number, atLeastMs = 0) => ({
  seatsHeldSince: now,
  seatsHeldUntil: new Date(now.getTime() + Math.max(holdMinutes * MINUTE, atLeastMs)),
})

/** No hold running (paid for, or no seats to hold). */
export const NO_HOLD = { seatsHeldSince: null, seatsHeldUntil: null }

/**
 * The end of a running hold once a payment starts `now`: kept for the payment's life at the
 * gateway (`paymentMs`), but never past the hold's own end plus that life, however many payments
 * are started: repeated starts cannot keep seats from sale for ever.
 */
export function extendedFor(p: HoldFacts, holdMinutes: number, paymentMs: number, now: Date): Date | null {
  if (!p.seatsHeldSince || !p.seatsHeldUntil) return null
  const cap = p.seatsHeldSince.getTime() + holdMinutes * MINUTE + paymentMs
  const until = Math.max(p.seatsHeldUntil.getTime(), Math.min(now.getTime() + paymentMs, cap))
  return until > p.seatsHeldUntil.getTime() ? new Date(until) : null
}

/**
 * Queues the notice that runs when the registration's hold ends (one per end: a hold moved on
 * gets a new one, and the old one finds its hold still running and withdraws).
 */
export async function queueHoldEnd(w: Write, p: Pick<Registration, 'id' | 'email' | 'seatsHeldUntil'>) {
  if (!p.seatsHeldUntil) return
  await w.enqueue(
    'mail.seats-released',
    { participantId: p.id, to: p.email, heldUntil: p.seatsHeldUntil.toISOString() },
    {
      key: `registration:${p.id}:seats-released:${p.seatsHeldUntil.getTime()}`,
      entity: 'registration',
      entityId: p.id,
      runAfter: p.seatsHeldUntil,
    },
  )
}

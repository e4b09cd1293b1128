// Reminders to pay (docs/organisers.md, "Reminders to pay"): an unpaid registration is mailed its
// link a day after it was made, and again shortly before the fee slab it was priced in ends, while
// its edition still takes money. Both are jobs of the outbox queued with the registration
// (./mails/queue.ts, `queueReminders`); each checks when it runs whether it still applies
// (./mails/send-reminder.ts), and the delegate stops them with one click (./stop-reminders.ts).
// This module is the rule of when, and of whether a reminder still applies: pure, the instant
// passed in.
import { addIsoDays, startOfIndianDay, toIsoDate } from '@/lib/dates'
import { registrationState, type RegistrationWindow } from '@/lib/editions/window'
import type { REMINDERS } from '@/lib/jobs/schema'
import { UNPAID, type RegistrationStatus } from './lifecycle'

/** `day`: a day after registering; `slab`: before the end of the registration's fee slab. */
export type Reminder = (typeof REMINDERS)[number]

/** The first reminder comes this long after the registration was made. */
export const FIRST_REMINDER_AFTER_MS = 24 * 3_600_000
/**
 * The slab's reminder comes at this hour (India time) on the day before the slab's last day: a
 * civil hour rather than 48 hours before midnight, and the delegate still has two days to pay.
 */
export const SLAB_REMINDER_HOUR = 10
/** Two reminders never come closer together than this: the slab's is left out (the first names its end too). */
export const REMINDER_GAP_MS = 12 * 3_600_000

/** The instant a slab ends: when the India day after its last day begins. */
export const slabEndsAt = (lastDay: string): Date => startOfIndianDay(addIsoDays(lastDay, 1))

/** When the slab's reminder is due: 10:00 India time on the day before its last day. */
export const slabReminderAt = (lastDay: string): Date =>
  new Date(startOfIndianDay(addIsoDays(lastDay, -1)).getTime() + SLAB_REMINDER_HOUR * 3_600_000)

/** Whether the edition takes money at `at`: its registration window is open (never past its last day). */
export const takesMoney = (edition: RegistrationWindow, at: Date): boolean =>
  registrationState(edition, at) === 'open'

export interface PlannedReminder {
  reminder: Reminder
  at: Date
}

/**
 * The reminders of a registration made at `registeredAt` and priced in a slab whose last India
 * day is `slabLastDay` (null: open-ended): a day later, then on the slab's reminder time, each only
 * while the edition takes money then, in the future (`now`), and the slab's at least
 * REMINDER_GAP_MS after the first.
 */
export function reminderPlan(
  registeredAt: Date,
  slabLastDay: string | null,
  edition: RegistrationWindow,
  now = registeredAt,
): PlannedReminder[] {
  const first = new Date(registeredAt.getTime() + FIRST_REMINDER_AFTER_MS)
  const due = (at: Date) => at.getTime() > now.getTime() && takesMoney(edition, at)
  const plan: PlannedReminder[] = due(first) ? [{ reminder: 'day', at: first }] : []
  if (slabLastDay) {
    const at = slabReminderAt(slabLastDay)
    if (due(at) && at.getTime() >= first.getTime() + REMINDER_GAP_MS) plan.push({ reminder: 'slab', at })
  }
  return plan
}

/** What a reminder reads of its registration when it runs. */
export interface RemindedRegistration {
  status: RegistrationStatus
  remindersStoppedAt: Date | null
  /** The last day of the slab the registration is priced in now (a DATE column). */
  feeValidUntil: Date | null
}

/** Why a reminder is withdrawn when its job runs; null: it is still due. */
export type Withdrawal = 'not unpaid' | 'stopped' | 'not taking money' | 'slab changed' | 'slab ended'

/**
 * Whether a reminder still applies at `now`: the registration still unpaid (not paid, proven,
 * cancelled or refunded), its reminders not stopped, the edition still taking money; the slab's
 * reminder also needs the registration still priced in that slab (`slabLastDay`), not yet ended.
 */
export function withdrawal(
  p: RemindedRegistration,
  edition: RegistrationWindow,
  reminder: Reminder,
  slabLastDay: string | null,
  now: Date,
): Withdrawal | null {
  if (!UNPAID.includes(p.status)) return 'not unpaid'
  if (p.remindersStoppedAt) return 'stopped'
  if (!takesMoney(edition, now)) return 'not taking money'
  if (reminder === 'slab') {
    if (!slabLastDay || !p.feeValidUntil || toIsoDate(p.feeValidUntil) !== slabLastDay) return 'slab changed'
    if (now.getTime() >= slabEndsAt(slabLastDay).getTime()) return 'slab ended'
  }
  return null
}

// What the reminders to pay leave behind (./reminders.ts). Each reminder sent is an entry of the
// audit trail (`registration.remind`, with its kind and its job): the console reads them to show
// who was reminded and when (one registration's page, and the list's filter and last reminder),
// and a job that runs again reads them so as not to send its reminder twice. The delegate's click
// that stops the reminders (the stop page's button, or the mail client's one-click unsubscribe)
// sets `reminders_stopped_at`, once, with an entry of its own (`registration.reminders-stop`).
import 'server-only'
import { SYSTEM } from '@/lib/audit/actions'
import { db, Prisma } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import type { Registration } from '@/lib/generated/prisma/client'
import { lockRegistration } from './lifecycle'
import type { Reminder } from './reminders'
import { isRemindersToken } from './token-hmac'

const REMINDED = 'registration.remind'
const remindedEntries = (registrationId: number) => ({
  action: REMINDED,
  entity: 'registration',
  entityId: String(registrationId),
})

/**
 * SQL: when the last reminder was sent to the registration of the query's `participants` row
 * (null: never), for the console's list, its filter and its export.
 */
export const LAST_REMINDED_SQL = Prisma.sql`(SELECT max(reminded.created_at) FROM audit_logs reminded
  WHERE reminded.entity = 'registration' AND reminded.entity_id = participants.id::text
    AND reminded.action = ${REMINDED})`

/** Records a reminder whose mail the mail server accepted. */
export function recordReminder(registrationId: number, reminder: Reminder, jobId: number): Promise<void> {
  return domainWrite(SYSTEM, (w) =>
    w.audit(REMINDED, { entityId: registrationId, detail: { reminder, job: jobId } }),
  )
}

/** Whether this job's reminder was sent already (the job runs again). */
export async function remindedBy(registrationId: number, jobId: number): Promise<boolean> {
  const entries = await db().auditLog.findMany({
    where: remindedEntries(registrationId),
    select: { detail: true },
  })
  return entries.some((e) => (e.detail as { job?: unknown } | null)?.job === jobId)
}

/** A registration's reminders as the console shows them (ISO instants). */
export interface RemindersDto {
  /** When each reminder was sent, oldest first. */
  sentAt: string[]
  /** When the delegate stopped them (null: they go on while the registration is unpaid). */
  stoppedAt: string | null
}

export async function remindersOf(p: Pick<Registration, 'id' | 'remindersStoppedAt'>): Promise<RemindersDto> {
  const sent = await db().auditLog.findMany({
    where: remindedEntries(p.id),
    orderBy: { id: 'asc' },
    select: { createdAt: true },
  })
  return {
    sentAt: sent.map((e) => e.createdAt.toISOString()),
    stoppedAt: p.remindersStoppedAt?.toISOString() ?? null,
  }
}

/** What the page the stop link opens shows; null unless `token` is this registration's reminders token. */
export async function remindersPageOf(
  id: number,
  token: string | undefined,
): Promise<{ registrationNumber: string; stoppedAt: Date | null } | null> {
  if (!isRemindersToken(id, token)) return null
  const p = await db().registration.findUnique({
    where: { id },
    select: { registrationNumber: true, remindersStoppedAt: true },
  })
  return p && { registrationNumber: p.registrationNumber, stoppedAt: p.remindersStoppedAt }
}

/** Where the delegate stopped them: the stop page's button, or their mail client's unsubscribe (RFC 8058). */
export type StopVia = 'page' | 'one-click'

/**
 * Stops a registration's reminders: sets reminders_stopped_at with an audit entry, once; asked
 * again, nothing changes. Answers when they were stopped, or null for a token that is not this
 * registration's reminders token.
 */
export async function stopReminders(
  id: number,
  token: string | null | undefined,
  now = new Date(),
  via: StopVia = 'page',
) {
  if (!isRemindersToken(id, token)) return null
  return domainWrite(SYSTEM, async (w): Promise<Date | null> => {
    const p = await lockRegistration(w.tx, id)
    if (!p) return null
    if (p.remindersStoppedAt) return p.remindersStoppedAt
    await w.tx.registration.update({ where: { id }, data: { remindersStoppedAt: now } })
    await w.audit('registration.reminders-stop', { entityId: id, detail: { by: 'delegate', via } })
    return now
  })
}

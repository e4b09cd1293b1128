// The check-in desk's write: a registration arrives at the conference. One row per registration
// and conference day (check_ins, unique (participant_id, day)), inserted first, a conflicting row
// left as it is: of two desks scanning one ticket at once exactly one inserts (first: true), the
// other waits for that commit and reads the row (first: false, with when and by whom). Only the
// arrival that was recorded is audited, with the account that recorded it. Check-ins are taken
// only while the desk is open (lib/editions/window.ts); one made during a rehearsal is recorded as
// practice, and a real arrival later that day replaces it.
import 'server-only'
import { ApiError, notFound } from '@/lib/api/errors'
import { deskSessionOf, recordSessionAttendance, type DeskSession } from '@/lib/attendance/sessions'
import type { AdminActor } from '@/lib/auth/guard'
import type { AdminSession } from '@/lib/auth/session'
import { dayIn } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import type { Registration } from '@/lib/generated/prisma/client'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import { STATUS_LABELS } from '@/lib/registrations/lifecycle'
import { workshopsOf } from '@/lib/workshops/service'
import { parseTicket } from './code'
import { currentDesk } from './desk-window'
import type { CheckinInput, CheckinResult } from './schema'
import { refusalOf } from './service'

export const UNKNOWN_TICKET = 'Unknown ticket: this code was not issued by this site.'
export const NO_REGISTRATION = 'No registration was found for this ticket.'
export const REPLACED_TICKET =
  'This ticket was replaced: the registration was transferred to another delegate, whose ticket admits.'

export interface Desk {
  session: AdminSession
  actor: AdminActor
  /** The desk's name as typed by the volunteer (may be empty). */
  desk?: string
}

/** The name other desks see: the typed desk name, else the account's name, else its e-mail. */
export async function deskName(desk: Desk): Promise<string> {
  if (desk.desk) return desk.desk.slice(0, 120)
  const admin = await db().admin.findUnique({ where: { id: desk.session.id }, select: { name: true } })
  return (admin?.name || desk.session.email).slice(0, 120)
}

function resultOf(
  p: Registration,
  row: { checkedInAt: Date; byName: string; rehearsal: boolean },
  first: boolean,
  workshops: string[],
  session?: DeskSession,
): CheckinResult {
  return {
    id: p.id,
    registration_number: p.registrationNumber,
    name: p.name,
    category: CATEGORY_LABELS[p.category],
    status: STATUS_LABELS[p.status],
    workshops,
    checked_in_at: row.checkedInAt.toISOString(),
    checked_in_by: row.byName,
    first,
    rehearsal: row.rehearsal,
    ...(session && { session: { title: session.title, credit_hours: session.creditHours } }),
  }
}

/**
 * The registration a desk asks for (by ticket code or by id), of the current edition, while the
 * desk takes arrivals (422 with when it opens, or that it closed, otherwise).
 */
async function target(input: CheckinInput, now: Date) {
  const ticket = input.code ? parseTicket(input.code) : null
  const id = input.code ? (ticket?.id ?? null) : (input.id ?? null)
  if (!id) throw notFound(UNKNOWN_TICKET)
  const [p, { edition, state }] = await Promise.all([
    db().registration.findUnique({ where: { id } }),
    currentDesk(now),
  ])
  if (state.refusal) throw new ApiError('unprocessable', state.refusal)
  if (!p) throw notFound(NO_REGISTRATION)
  if (ticket && ticket.transfers !== p.transfers) throw new ApiError('unprocessable', REPLACED_TICKET)
  if (p.editionId !== edition.id)
    throw new ApiError(
      'unprocessable',
      `This ticket is not for ${edition.name}: it belongs to another edition.`,
    )
  return { p, edition, rehearsal: state.phase === 'early' }
}

/**
 * Checks a delegate in for today (the edition's day); 422 with the reason when the ticket does not
 * admit. A desk at a hall's door (input.session_id) records the session's attendance too: its
 * answer is then the session's (first scan into it, when and by whom).
 */
export async function checkIn(input: CheckinInput, desk: Desk, now = new Date()): Promise<CheckinResult> {
  const { p: found, edition, rehearsal } = await target(input, now)
  const day = dayIn(edition.timeZone, now)
  // Read before the transaction: on the embedded database a second connection inside it would wait
  // for the transaction itself.
  const [byName, workshops, session] = await Promise.all([
    deskName(desk),
    workshopsOf([found.id]).then((m) => (m.get(found.id) ?? []).map((w) => w.title)),
    input.session_id ? deskSessionOf(edition.id, input.session_id, edition.timeZone, day) : undefined,
  ])
  return domainWrite(desk.actor, async (w) => {
    // Read again in the transaction: a cancellation committed a moment ago refuses the ticket.
    const p = (await w.tx.registration.findUnique({ where: { id: found.id } })) ?? found
    const refusal = refusalOf(p)
    if (refusal) throw new ApiError('unprocessable', `${p.name} (${p.registrationNumber}): ${refusal}`)
    // A rehearsal's row of the same day gives way to the real arrival.
    const inserted = await w.tx.$queryRaw<{ id: number }[]>`
      INSERT INTO check_ins AS c (participant_id, edition_id, day, checked_in_at, by_admin_id, by_name, rehearsal)
      VALUES (${p.id}, ${edition.id}, ${day}::date, ${now}, ${desk.session.id}, ${byName}, ${rehearsal})
      ON CONFLICT (participant_id, day) DO UPDATE
        SET checked_in_at = EXCLUDED.checked_in_at, by_admin_id = EXCLUDED.by_admin_id,
            by_name = EXCLUDED.by_name, rehearsal = false
        WHERE c.rehearsal AND NOT EXCLUDED.rehearsal
      RETURNING id`
    const first = inserted.length === 1
    if (first)
      await w.audit('registration.checkin', {
        entityId: p.id,
        detail: {
          day,
          desk: byName,
          by: input.code ? 'ticket' : 'search',
          account: desk.session.email,
          ...(rehearsal && { rehearsal: true }),
        },
      })
    if (session) {
      const at = { registrationId: p.id, sessionId: session.id, at: now, byName, rehearsal }
      const firstHere = await recordSessionAttendance(w.tx, at)
      const row = await w.tx.sessionAttendance.findUniqueOrThrow({
        where: { registrationId_sessionId: { registrationId: p.id, sessionId: session.id } },
      })
      return resultOf(p, { ...row, checkedInAt: row.attendedAt }, firstHere, workshops, session)
    }
    const row = await w.tx.checkIn.findUniqueOrThrow({
      where: { registrationId_day: { registrationId: p.id, day: new Date(`${day}T00:00:00Z`) } },
    })
    return resultOf(p, row, first, workshops)
  })
}

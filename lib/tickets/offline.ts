// The desk without the network. The desk's device downloads the current edition's tickets (only
// what the desk shows: code, name, category, state, the mobile number's last four digits), checks
// a scanned ticket against them while the network is slow or gone, and sends its waiting scans
// when it returns, oldest first. Each scan carries an id the device made: stored once in
// desk_scans, so a resent scan (a sync that timed out, two syncs at once) does its work once and
// gets the same answer. The day's check-in (check_ins, the day of the scan's time) is recorded by
// the first scan that reaches the site, from any desk, on or off line; a later one is told when
// and by which desk. The desk must have been open at the scan's time, and the ticket must still
// admit when the scan arrives (a registration cancelled meanwhile is refused). A scan of a desk at
// a hall's door carries the session: its attendance is recorded too (lib/attendance/sessions.ts).
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import { recordSessionAttendance, sessionOnDay } from '@/lib/attendance/sessions'
import { dayIn } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { findCurrentEdition } from '@/lib/editions/service'
import type { Registration } from '@/lib/generated/prisma/client'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import { STATUS_LABELS } from '@/lib/registrations/lifecycle'
import { deskName, NO_REGISTRATION, REPLACED_TICKET, UNKNOWN_TICKET, type Desk } from './checkin'
import { parseTicket, ticketCode } from './code'
import { currentDesk } from './desk-window'
import type { DeskScanInput, DeskScanResult, DeskTickets } from './schema'
import { refusalOf } from './service'

/** The current edition's tickets, as the desk keeps them on its device. */
export async function deskTickets(now = new Date()): Promise<DeskTickets> {
  const edition = await findCurrentEdition()
  const rows = await db().registration.findMany({
    where: { editionId: edition.id },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      name: true,
      category: true,
      status: true,
      paidAt: true,
      mobileNumber: true,
      transfers: true,
    },
  })
  return {
    edition: edition.name,
    time_zone: edition.time_zone,
    downloaded_at: now.toISOString(),
    tickets: rows.map((p) => ({
      code: ticketCode(p.id, p.transfers),
      name: p.name,
      category: CATEGORY_LABELS[p.category],
      status: STATUS_LABELS[p.status],
      paid: refusalOf(p) === null,
      mobile_end: p.mobileNumber.slice(-4),
    })),
  }
}

const refused = (id: string, message: string, name: string | null = null): DeskScanResult => ({
  id,
  outcome: 'refused',
  name,
  checked_in_at: null,
  checked_in_by: null,
  message,
})

/** The answer to a scan stored before: what it did then, with the day's check-in as it stands. */
async function replay(id: string): Promise<DeskScanResult | null> {
  const scan = await db().deskScan.findUnique({
    where: { id },
    include: { registration: { select: { name: true } } },
  })
  if (!scan) return null
  const row = await db().checkIn.findUnique({
    where: { registrationId_day: { registrationId: scan.registrationId, day: scan.day } },
  })
  return {
    id,
    outcome: scan.recorded ? 'recorded' : 'duplicate',
    name: scan.registration.name,
    checked_in_at: (row?.checkedInAt ?? scan.scannedAt).toISOString(),
    checked_in_by: row?.byName ?? scan.desk,
    message: null,
  }
}

/**
 * The scan's row and, if it is the first of the day, the check-in, in one transaction: a refusal,
 * null when a twin of this scan was recorded meanwhile, undefined when recorded now.
 */
async function record(
  scan: DeskScanInput,
  found: Registration,
  at: Date,
  desk: Desk,
  {
    editionId,
    day,
    rehearsal,
    sessionId,
  }: { editionId: number; day: string; rehearsal: boolean; sessionId: number | null },
) {
  const byName = await deskName(desk)
  return domainWrite(desk.actor, async (w): Promise<DeskScanResult | null | undefined> => {
    const p = (await w.tx.registration.findUnique({ where: { id: found.id } })) ?? found
    const refusal = refusalOf(p)
    if (refusal) return refused(scan.id, `${p.name} (${p.registrationNumber}): ${refusal}`, p.name)
    // The scan's id first: a twin of this scan (the same id, sent again meanwhile) waits here for
    // this transaction and then finds the row, so only one of them goes on.
    const stored = await w.tx.$queryRaw<{ id: string }[]>`
      INSERT INTO desk_scans (id, participant_id, day, scanned_at, desk, recorded)
      VALUES (${scan.id}, ${p.id}, ${day}::date, ${at}, ${byName}, false)
      ON CONFLICT (id) DO NOTHING
      RETURNING id`
    if (stored.length === 0) return null
    // As at the desk online: the first check-in of the day wins; a rehearsal's gives way.
    const inserted = await w.tx.$queryRaw<{ id: number }[]>`
      INSERT INTO check_ins AS c (participant_id, edition_id, day, checked_in_at, by_admin_id, by_name, rehearsal)
      VALUES (${p.id}, ${editionId}, ${day}::date, ${at}, ${desk.session.id}, ${byName}, ${rehearsal})
      ON CONFLICT (participant_id, day) DO UPDATE
        SET checked_in_at = EXCLUDED.checked_in_at, by_admin_id = EXCLUDED.by_admin_id,
            by_name = EXCLUDED.by_name, rehearsal = false
        WHERE c.rehearsal AND NOT EXCLUDED.rehearsal
      RETURNING id`
    // A desk at a hall's door: the session's attendance too (first scan wins there as well).
    if (sessionId)
      await recordSessionAttendance(w.tx, { registrationId: p.id, sessionId, at, byName, rehearsal })
    if (inserted.length === 1) {
      await w.tx.deskScan.update({ where: { id: scan.id }, data: { recorded: true } })
      await w.audit('registration.checkin', {
        entityId: p.id,
        detail: {
          day,
          desk: byName,
          by: 'offline',
          scanned_at: at.toISOString(),
          account: desk.session.email,
          ...(rehearsal && { rehearsal: true }),
        },
      })
    }
    return undefined
  })
}

/** Records one scan of a desk's device (see above); never throws for the ticket's sake. */
export async function syncScan(scan: DeskScanInput, desk: Desk, now = new Date()): Promise<DeskScanResult> {
  const before = await replay(scan.id)
  if (before) return before
  const ticket = parseTicket(scan.code)
  if (!ticket) return refused(scan.id, UNKNOWN_TICKET)
  const registrationId = ticket.id
  // A device's clock ahead of the site's does not move a scan into the future.
  const at = new Date(Math.min(new Date(scan.scanned_at).getTime(), now.getTime()))
  const [found, { edition, state }] = await Promise.all([
    db().registration.findUnique({ where: { id: registrationId } }),
    currentDesk(at),
  ])
  if (!found) return refused(scan.id, NO_REGISTRATION)
  if (found.transfers !== ticket.transfers) return refused(scan.id, REPLACED_TICKET, found.name)
  if (found.editionId !== edition.id)
    return refused(
      scan.id,
      `This ticket is not for ${edition.name}: it belongs to another edition.`,
      found.name,
    )
  if (state.refusal) return refused(scan.id, state.refusal, found.name)
  const day = dayIn(edition.timeZone, at)
  // A session not in that day's programme (the desk set the day before): the day's check-in only.
  const session = scan.session_id
    ? await sessionOnDay(edition.id, scan.session_id, edition.timeZone, day)
    : null
  const done = await record(scan, found, at, desk, {
    editionId: edition.id,
    day,
    rehearsal: state.phase === 'early',
    sessionId: session?.id ?? null,
  })
  if (done) return done
  const answer = await replay(scan.id)
  if (!answer) throw new ApiError('conflict', 'The scan could not be recorded. Please try again.')
  return answer
}

/** Records a desk's waiting scans one after the other, in the order the device made them. */
export async function syncScans(scans: DeskScanInput[], desk: Desk, now = new Date()) {
  const results: DeskScanResult[] = []
  for (const scan of scans) results.push(await syncScan(scan, desk, now))
  return results
}

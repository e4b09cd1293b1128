// The console's workshops: every workshop with the registrations whose seats count
// (lib/workshops/holds.ts), how many are paid for, awaiting a proof's review or only held by an
// unpaid registration (and until when), and the CSV of one workshop's attendees, like the
// registrations' export (recorded in the audit trail).
import 'server-only'
import type { Actor } from '@/lib/audit/actions'
import { csvStream, type CsvValue } from '@/lib/csv'
import { spreadsheetDateTime, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { paiseToRupees } from '@/lib/money'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'
import { STATUS_LABELS, type RegistrationStatus } from '@/lib/registrations/lifecycle'
import { liveSeat, standingOf } from './holds'

export interface AttendeeDto {
  participant_id: number
  registration_number: string
  name: string
  email: string
  mobile_number: string
  category: string
  status: RegistrationStatus
  /** Rupees, as priced when the seat was taken. */
  fee: number
  added_at: string
  /** Paid for (`firm`: paid, free or a proof sent) or held by an unpaid registration until held_until. */
  seat: 'firm' | 'held'
  held_until: string | null
}

/** A workshop's seats: paid (or free), awaiting a proof's review, held unpaid, and left for sale. */
export interface SeatCounts {
  paid: number
  under_review: number
  held: number
  left: number | null
}

export interface WorkshopRosterDto {
  id: number
  title: string
  date: string
  edition: string | null
  fee: number
  capacity: number | null
  registration_deadline: string | null
  seats: SeatCounts
  attendees: AttendeeDto[]
}

function countsOf(capacity: number | null, attendees: AttendeeDto[]): SeatCounts {
  const held = attendees.filter((a) => a.seat === 'held').length
  const under_review = attendees.filter((a) => a.status === 'proof_submitted').length
  const paid = attendees.length - held - under_review
  return { paid, under_review, held, left: capacity === null ? null : capacity - attendees.length }
}

/** Every workshop (newest first, those of earlier editions too) with its attendees. */
export async function workshopRoster(eventId?: number, now = new Date()): Promise<WorkshopRosterDto[]> {
  const rows = await db().event.findMany({
    where: { OR: [{ registrable: true }, { seats: { some: {} } }], ...(eventId ? { id: eventId } : {}) },
    orderBy: [{ date: 'desc' }, { id: 'desc' }],
    include: {
      edition: { select: { name: true } },
      seats: { where: liveSeat(now), orderBy: { id: 'asc' }, include: { registration: true } },
    },
  })
  return rows.map((e) => {
    const attendees = e.seats.map(({ registration: p, feePaise, createdAt }) => ({
      participant_id: p.id,
      registration_number: p.registrationNumber,
      name: p.name,
      email: p.email,
      mobile_number: p.mobileNumber,
      category: p.category,
      status: p.status,
      fee: paiseToRupees(feePaise),
      added_at: createdAt.toISOString(),
      seat: standingOf(p, now) === 'held' ? ('held' as const) : ('firm' as const),
      held_until: standingOf(p, now) === 'held' ? (p.seatsHeldUntil?.toISOString() ?? null) : null,
    }))
    return {
      id: e.id,
      title: e.name,
      date: toIsoDate(e.date),
      edition: e.edition?.name ?? null,
      fee: paiseToRupees(e.feePaise),
      capacity: e.capacity,
      registration_deadline: e.registrationDeadline ? toIsoDate(e.registrationDeadline) : null,
      seats: countsOf(e.capacity, attendees),
      attendees,
    }
  })
}

export const ATTENDEE_COLUMNS = [
  'Workshop',
  'Registration number',
  'Name',
  'Email',
  'Mobile number',
  'Category',
  'Status',
  'Workshop fee',
  'Added at (IST)',
  'Seat held until (IST)',
] as const

async function* attendeeRows(w: WorkshopRosterDto): AsyncIterable<readonly CsvValue[]> {
  for (const a of w.attendees)
    yield [
      w.title,
      a.registration_number,
      a.name,
      a.email,
      a.mobile_number,
      CATEGORY_LABELS[a.category as keyof typeof CATEGORY_LABELS] ?? a.category,
      STATUS_LABELS[a.status],
      a.fee,
      spreadsheetDateTime(new Date(a.added_at)),
      a.held_until ? spreadsheetDateTime(new Date(a.held_until)) : '',
    ]
}

/** One workshop's attendees as CSV (null: no such workshop), recorded in the audit trail. */
export async function exportAttendees(eventId: number, actor: Actor) {
  const [w] = await workshopRoster(eventId)
  if (!w) return null
  await domainWrite(actor, (x) =>
    x.audit('workshop.export', { entityId: String(eventId), detail: { title: w.title } }),
  )
  return { title: w.title, stream: csvStream(ATTENDEE_COLUMNS, attendeeRows(w)) }
}

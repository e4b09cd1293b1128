// The check-in desk's inputs and answers, shared by the desk page and the /adminpanel/checkin
// handlers. Client-safe.
import { z } from 'zod'
import { DESK_TIME } from '@/lib/editions/window'

/** The desk's name as the other desks see it ("by Desk 2"); the account's name when empty. */
const deskSchema = z
  .string({ error: 'Desk name: text expected.' })
  .trim()
  .max(60, 'Desk name: 60 characters at most.')
  .optional()

/** The programme session a desk at a hall's door scans into (none: the day's attendance only). */
const sessionIdSchema = z.coerce
  .number({ error: 'Session: a number expected.' })
  .int()
  .min(1)
  .max(2_147_483_647)
  .optional()

/** POST /adminpanel/checkin/: a scanned or typed ticket code, or a registration chosen in a search. */
export const checkinSchema = z
  .object({
    code: z
      .string({ error: 'Ticket code: text expected.' })
      .trim()
      .max(200, 'Ticket code: 200 characters at most.')
      .optional(),
    id: z.coerce
      .number({ error: 'Registration: a number expected.' })
      .int()
      .min(1)
      .max(2_147_483_647)
      .optional(),
    desk: deskSchema,
    session_id: sessionIdSchema,
  })
  .refine((v) => (v.code ? 1 : 0) + (v.id ? 1 : 0) === 1, {
    message: 'Send either the ticket code or the registration id.',
    path: ['code'],
  })
export type CheckinInput = z.infer<typeof checkinSchema>

export const SEARCH_HINT = 'Type a ticket code, a full name, a full mobile number or a registration number.'

/**
 * GET /adminpanel/checkin/?q=: a ticket code (as printed under the QR code), a registration
 * number, a full mobile number or a full name, matched exactly (lib/tickets/desk.ts).
 */
export const checkinSearchSchema = z.object({
  q: z
    .string({ error: 'Search: text expected.' })
    .trim()
    .min(2, SEARCH_HINT)
    .max(100, 'Search: 100 characters at most.'),
})

/** PUT /adminpanel/desk/: the time of day (India) the desk opens on the day before the first day. */
export const deskOpeningSchema = z.object({
  opens_time: z
    .string({ error: 'Enter a time of day, e.g. 16:00.' })
    .trim()
    .regex(DESK_TIME, 'Enter a time of day, e.g. 16:00.'),
})

/** PUT /adminpanel/desk/rehearsal/: open the desk early for a rehearsal, or end the rehearsal. */
export const rehearsalSchema = z.object({
  open: z.boolean({ error: 'open: true or false expected.' }),
})

/** The desk's window now (lib/editions/window.ts), as the desk page and the API show it. */
export interface DeskState {
  edition: string
  phase: 'early' | 'open' | 'over'
  /** The time of day (India, HH:MM) the desk opens on the day before the first day. */
  opens_time: string
  opens_at: string
  closes_at: string
  takes_arrivals: boolean
  /** Set while the desk is open early for a rehearsal: since when, by whom. */
  rehearsal: { since: string; by: string } | null
  /** Why check-ins are refused now (null when they are taken). */
  refusal: string | null
}

/** A session of today's programme that a desk at its hall's door may scan into. */
export interface DeskSessionOption {
  id: number
  title: string
  hall: string | null
  starts_at: string
  credit_hours: number | null
}

/** What the desk shows of a registration it checked in (or found checked in already). */
export interface CheckinResult {
  id: number
  registration_number: string
  name: string
  category: string
  status: string
  workshops: string[]
  checked_in_at: string
  checked_in_by: string
  /** True for the check-in that recorded today's arrival, false when it was recorded before. */
  first: boolean
  /** Recorded during a rehearsal: practice, not an arrival. */
  rehearsal: boolean
  /** The session the desk scanned into, with its CME credit hours (absent: the day only). */
  session?: { title: string; credit_hours: number | null }
}

/** A registration found by the desk's search. */
export interface CheckinCandidate {
  id: number
  registration_number: string
  name: string
  category: string
  status: string
  mobile_end: string
  /** Null when the ticket admits; otherwise why not (shown in red). */
  refusal: string | null
  checked_in_at: string | null
  checked_in_by: string | null
}

/** Check-ins of the current edition per conference day and category (dashboard counter). */
export interface CheckinCounts {
  edition: string
  days: { day: string; total: number; categories: { category: string; count: number }[] }[]
}

/** A ticket as the desk keeps it on the device for scanning without the network. */
export interface DeskTicket {
  /** The ticket code the QR code carries. */
  code: string
  name: string
  category: string
  /** The registration's state, as the desk shows it ("Paid", "Cancelled"…). */
  status: string
  /** Whether the ticket admits its holder (paid, not cancelled or refunded). */
  paid: boolean
  /** The last four digits of the mobile number: the rest is never sent to a desk. */
  mobile_end: string
}

/** GET /adminpanel/checkin/tickets/: the current edition's tickets for the desk's device. */
export interface DeskTickets {
  edition: string
  time_zone: string
  downloaded_at: string
  tickets: DeskTicket[]
}

/** A scan made on a desk's device, possibly offline: its own id makes a resent scan count once. */
export const deskScanSchema = z.object({
  id: z
    .string({ error: 'Scan id: text expected.' })
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'Scan id: 8 to 64 letters, digits or dashes.'),
  code: z.string({ error: 'Ticket code: text expected.' }).trim().max(200),
  scanned_at: z.iso.datetime({ offset: true, error: 'Scan time: an ISO date-time expected.' }),
  session_id: sessionIdSchema,
})
export type DeskScanInput = z.infer<typeof deskScanSchema>

/** POST /adminpanel/checkin/sync/: a desk's waiting scans, oldest first. */
export const deskSyncSchema = z.object({
  desk: deskSchema,
  scans: z.array(deskScanSchema).max(200, 'At most 200 scans at a time.'),
})

/**
 * What became of a synced scan: it recorded the day's check-in, another scan had recorded it
 * (when and by which desk), or it was refused (why).
 */
export interface DeskScanResult {
  id: string
  outcome: 'recorded' | 'duplicate' | 'refused'
  name: string | null
  checked_in_at: string | null
  checked_in_by: string | null
  message: string | null
}

// The check-in desk's inputs and answers, shared by the desk page and the /adminpanel/checkin
// handlers. Client-safe.
import { z } from 'zod'

/** The desk's name as the other desks see it ("by Desk 2"); the account's name when empty. */
const deskSchema = z
  .string({ error: 'Desk name: text expected.' })
  .trim()
  .max(60, 'Desk name: 60 characters at most.')
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
  })
  .refine((v) => (v.code ? 1 : 0) + (v.id ? 1 : 0) === 1, {
    message: 'Send either the ticket code or the registration id.',
    path: ['code'],
  })
export type CheckinInput = z.infer<typeof checkinSchema>

/** GET /adminpanel/checkin/?q=: a name, a mobile number or a registration number. */
export const checkinSearchSchema = z.object({
  q: z
    .string({ error: 'Search: text expected.' })
    .trim()
    .min(2, 'Type at least 2 characters of a name, mobile number or registration number.')
    .max(100, 'Search: 100 characters at most.'),
})

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

export const CHECKIN_API = '/adminpanel/checkin/'
export const CHECKIN_STATS_API = '/adminpanel/checkin/stats/'

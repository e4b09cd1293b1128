// The organisers' registrations list: filters, sorting and paging as the URL carries them.
// Client-safe (the list page builds its links and filter form from these).
import { z } from 'zod'
import { isoDateSchema } from '@/lib/date-schemas'
import { CATEGORIES } from '@/lib/registrations/categories'
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@/lib/registrations/lifecycle'

export const SORT_FIELDS = [
  'createdAt',
  'registrationNumber',
  'name',
  'category',
  'amount',
  'status',
] as const
export const PAGE_SIZES = [25, 50, 100] as const
/** The reminders filter: registrations mailed at least one reminder to pay (`yes`), or none (`no`). */
export const REMINDED_FILTERS = ['yes', 'no'] as const

const empty = (v: unknown) => (v === '' ? undefined : v)

export const registrationsQuerySchema = z.object({
  /** Name, e-mail, phone or registration number (part of it). */
  q: z.preprocess(empty, z.string().trim().max(100).optional()),
  status: z.preprocess(empty, z.enum(REGISTRATION_STATUSES).optional()),
  category: z.preprocess(empty, z.enum(CATEGORIES).optional()),
  reminded: z.preprocess(empty, z.enum(REMINDED_FILTERS).optional()),
  /** The edition (its id) the registrations belong to. */
  edition: z.preprocess(empty, z.coerce.number().int().positive().max(2_147_483_647).optional()),
  /** Registered on or after this day (India time)… */
  from: z.preprocess(empty, isoDateSchema.optional()),
  /** …and on or before this day. */
  to: z.preprocess(empty, isoDateSchema.optional()),
  sort: z.preprocess(empty, z.enum(SORT_FIELDS).default('createdAt')),
  dir: z.preprocess(empty, z.enum(['asc', 'desc']).default('desc')),
  page: z.preprocess(empty, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  pageSize: z.preprocess(
    empty,
    z.coerce
      .number()
      .pipe(
        z.union(
          PAGE_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<100>],
        ),
      )
      .default(25),
  ),
})
export type RegistrationsQuery = z.infer<typeof registrationsQuerySchema>

export interface RegistrationRowDto {
  id: number
  registrationNumber: string
  name: string
  category: string
  designation: string
  email: string
  mobileNumber: string
  amountPaise: number
  status: RegistrationStatus
  createdAt: string
  /** When the last reminder to pay was mailed (ISO; null: never). */
  lastRemindedAt: string | null
}

export interface Totals {
  count: number
  /** Money received and not refunded, in paise. */
  collectedPaise: number
}

export interface RegistrationsPage {
  items: RegistrationRowDto[]
  total: number
  page: number
  pageSize: number
  totals: {
    overall: Totals
    byCategory: (Totals & { category: string })[]
    byStatus: (Totals & { status: RegistrationStatus })[]
  }
}

/** The dashboard's figures (GET /adminpanel/stats/ and the tiles on /admin/dashboard). */
export interface ConsoleStats {
  /** The India day "today" refers to, YYYY-MM-DD. */
  day: string
  /** Registered today (India time), cancelled ones left out. */
  registrationsToday: number
  /** Every registration but the cancelled ones (those are counted apart). */
  registrationsTotal: number
  cancelledRegistrations: number
  /** Paid minus refunded, over every registration that was paid (as the registrations list totals). */
  collectedPaise: number
  /** The same over the registrations paid through the sandbox gateway: test money, never collected. */
  sandboxPaise: number
  /** Payment proofs waiting for an organiser to verify or reject them. */
  proofsAwaitingReview: number
  unreadMessages: number
}

// The organisers' registrations list: filters, sorting and paging as the URL carries them.
// Client-safe (the list page builds its links and filter form from these).
import { z } from 'zod'
import { isoDateSchema } from '@/lib/dates'
import { CATEGORIES } from '@/lib/fees'

export const REGISTRATION_STATUSES = ['pending_payment', 'paid', 'payment_failed', 'free', 'proof_submitted', 'proof_verified', 'proof_rejected', 'refunded', 'cancelled'] as const
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

export const SORT_FIELDS = ['createdAt', 'registrationNumber', 'name', 'category', 'amount', 'status'] as const
export const PAGE_SIZES = [25, 50, 100] as const

const empty = (v: unknown) => (v === '' ? undefined : v)

export const registrationsQuerySchema = z.object({
  /** Name, e-mail, phone or registration number (part of it). */
  q: z.preprocess(empty, z.string().trim().max(100).optional()),
  status: z.preprocess(empty, z.enum(REGISTRATION_STATUSES).optional()),
  category: z.preprocess(empty, z.enum(CATEGORIES).optional()),
  /** Registered on or after this day (India time)… */
  from: z.preprocess(empty, isoDateSchema.optional()),
  /** …and on or before this day. */
  to: z.preprocess(empty, isoDateSchema.optional()),
  sort: z.preprocess(empty, z.enum(SORT_FIELDS).default('createdAt')),
  dir: z.preprocess(empty, z.enum(['asc', 'desc']).default('desc')),
  page: z.preprocess(empty, z.coerce.number().int().min(1).max(1_000_000).default(1)),
  pageSize: z.preprocess(empty, z.coerce.number().pipe(z.union(PAGE_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<100>])).default(25)),
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
  totals: { overall: Totals; byCategory: (Totals & { category: string })[]; byStatus: (Totals & { status: RegistrationStatus })[] }
}

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

const empty = (v: unknown) => (v === '' ? undefined : v)

export const registrationsQuerySchema = z.object({
  /** Name, e-mail, phone or registration number (part of it). */
  q: z.preprocess(empty, z.string().trim().max(100).optional()),
  status: z.preprocess(empty, z.enum(REGISTRATION_STATUSES).optional()),
  category: z.preprocess(empty, z.enum(CATEGORIES).optional()),
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

/** What the filter keys mean, for notices about values that were not understood. */
export const QUERY_LABELS: Record<keyof RegistrationsQuery, string> = {
  q: 'Search',
  status: 'State',
  category: 'Category',
  edition: 'Edition',
  from: 'Registered from',
  to: 'Registered to',
  sort: 'Sort column',
  dir: 'Sort direction',
  page: 'Page',
  pageSize: 'Rows per page',
}

type SearchParams = Record<string, string | string[] | undefined>

/**
 * The list query of a page's URL, forgiving: a value that does not parse is dropped (its default
 * applies) and named in `ignored`, so a mistyped or stale link still shows the list. The API is
 * strict instead (400).
 */
export function readRegistrationsQuery(params: SearchParams): {
  query: RegistrationsQuery
  ignored: (keyof RegistrationsQuery)[]
} {
  const input: Record<string, string> = {}
  for (const key of Object.keys(QUERY_LABELS)) {
    const value = params[key]
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined) input[key] = first
  }
  const first = registrationsQuerySchema.safeParse(input)
  if (first.success) return { query: first.data, ignored: [] }
  const ignored = [...new Set(first.error.issues.map((issue) => issue.path[0] as keyof RegistrationsQuery))]
  for (const key of ignored) delete input[key]
  return { query: registrationsQuerySchema.parse(input), ignored }
}

const DEFAULTS = registrationsQuerySchema.parse({})

export type RegistrationsFilter = Omit<RegistrationsQuery, 'page' | 'pageSize'>

/** The filter and order of a query without paging (what an export takes and the audit trail records). */
export function filterOf({
  q,
  status,
  category,
  edition,
  from,
  to,
  sort,
  dir,
}: RegistrationsQuery): RegistrationsFilter {
  return Object.fromEntries(
    Object.entries({ q, status, category, edition, from, to, sort, dir }).filter(([, v]) => v !== undefined),
  ) as RegistrationsFilter
}

/**
 * The query string of a list query, defaults left out (short, shareable links). The order is
 * written whole (sort and direction) unless it is the default one.
 */
export function queryString(q: Partial<RegistrationsQuery>): string {
  const params = new URLSearchParams()
  const defaultOrder = (q.sort ?? DEFAULTS.sort) === DEFAULTS.sort && (q.dir ?? DEFAULTS.dir) === DEFAULTS.dir
  for (const key of Object.keys(QUERY_LABELS) as (keyof RegistrationsQuery)[]) {
    const value = q[key]
    const keep = key === 'sort' || key === 'dir' ? !defaultOrder : value !== DEFAULTS[key]
    if (value !== undefined && value !== '' && keep) params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

export const REGISTRATIONS_PAGE = '/admin/registrations'
export const REGISTRATIONS_EXPORT = '/adminpanel/registrations/export/'

/** A link to the list with some of the current query changed. */
export const listHref = (q: RegistrationsQuery, change: Partial<RegistrationsQuery> = {}) =>
  REGISTRATIONS_PAGE + queryString({ ...q, ...change })

/** The CSV export of the current filter and order (paging is not part of an export). */
export const exportHref = (q: RegistrationsQuery) => REGISTRATIONS_EXPORT + queryString(filterOf(q))

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

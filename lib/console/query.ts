// The registrations list's query in a page's address: read forgivingly from the URL, written back
// as short links (defaults left out) to the list, its CSV export and the badges. The query's
// schema is ./schema.ts. Client-safe.
import { registrationsQuerySchema, type RegistrationsQuery } from './schema'

/** What the filter keys mean, for notices about values that were not understood. */
export const QUERY_LABELS: Record<keyof RegistrationsQuery, string> = {
  q: 'Search',
  status: 'State',
  category: 'Category',
  reminded: 'Reminders to pay',
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
  reminded,
  edition,
  from,
  to,
  sort,
  dir,
}: RegistrationsQuery): RegistrationsFilter {
  return Object.fromEntries(
    Object.entries({ q, status, category, reminded, edition, from, to, sort, dir }).filter(
      ([, v]) => v !== undefined,
    ),
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

// Links to the badges' PDF (GET /adminpanel/badges/): of the registrations list's current filter,
// or of one registration. Client-safe.
import { filterOf, queryString } from '@/lib/console/query'
import type { RegistrationsQuery } from '@/lib/console/schema'

export const BADGES_PATH = '/adminpanel/badges/'

/** The badges of the list's current filter (paging aside). */
export const badgesHref = (q: RegistrationsQuery, layout: 'a6' | 'a4' = 'a6') => {
  const query = queryString(filterOf(q))
  return `${BADGES_PATH}${query}${query ? '&' : '?'}layout=${layout}`
}

/** One registration's badge. */
export const badgeHref = (id: number, layout: 'a6' | 'a4' = 'a6') =>
  `${BADGES_PATH}?id=${id}&layout=${layout}`

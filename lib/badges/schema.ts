// GET /adminpanel/badges/: the registrations list's own filters (lib/console/schema.ts, the same
// schema, so a "Print badges" link carries the list's query as it is), the sheet layout, and
// optionally one registration. Client-safe.
import { z } from 'zod'
import { registrationsQuerySchema } from '@/lib/console/schema'
import { BADGE_LAYOUTS } from './pdf-layouts'

export const badgesQuerySchema = registrationsQuerySchema.extend({
  /** a6: one badge a page; a4: four badges on each A4 sheet. */
  layout: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BADGE_LAYOUTS).default('a6')),
  /** One registration's badge (the filters are ignored then). */
  id: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ),
})
export type BadgesQuery = z.infer<typeof badgesQuerySchema>

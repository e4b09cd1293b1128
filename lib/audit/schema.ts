// The organisers' audit trail: who did what to which record, when and from where. Client-safe.
import { z } from 'zod'
import { isoDateSchema } from '@/lib/dates'

export const AUDIT_PAGE_SIZE = 50

/** Filters of /admin/audit (all optional). */
export const auditQuerySchema = z.object({
  admin: z.string().trim().max(254).optional(),
  action: z.string().trim().max(60).optional(),
  entity: z.string().trim().max(60).optional(),
  entityId: z.string().trim().max(60).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type AuditQuery = z.infer<typeof auditQuerySchema>

export interface AuditEntryDto {
  id: number
  at: string
  admin: string
  action: string
  entity: string
  entityId: string
  detail: unknown
  ip: string
}

// The organisers' audit trail: who did what to which record, when and from where. Client-safe.
import { z } from 'zod'
import { isoDateSchema } from '@/lib/date-schemas'

export const AUDIT_PAGE_SIZE = 50

// A GET form sends empty fields as ''; they mean "no filter".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional())

/** Filters of /admin/audit and GET /adminpanel/audit/ (all optional; days are India days). */
export const auditQuerySchema = z.object({
  /** Part of the administrator's e-mail. */
  admin: optional(z.string().trim().max(254, 'Administrator: 254 characters at most.')),
  /** Start of the action, e.g. "message." or "auth.login". */
  action: optional(z.string().trim().max(60, 'Action: 60 characters at most.')),
  entity: optional(z.string().trim().max(60, 'Entity: 60 characters at most.')),
  entityId: optional(z.string().trim().max(60, 'Record: 60 characters at most.')),
  from: optional(isoDateSchema),
  to: optional(isoDateSchema),
  page: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100_000).default(1),
  ),
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

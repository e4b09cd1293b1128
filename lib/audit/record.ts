// Appending to the audit trail, always inside the transaction of the change it records
// (docs/architecture.md, "Side effects"): the entry and the change commit or roll back together,
// so a refused write leaves no entry and an accepted one never lacks its entry.
import 'server-only'
import type { Prisma } from '@/lib/db/client'
import { entityOf, type Actor, type AuditAction } from './actions'

type Tx = Prisma.TransactionClient

export interface AuditNote {
  /** The record written (its id). */
  entityId?: string | number
  /** What the trail should keep about the change (names, amounts, reasons). */
  detail?: Prisma.InputJsonValue
}

export async function recordAuditLog(
  tx: Tx,
  actor: Actor,
  action: AuditAction,
  { entityId, detail }: AuditNote = {},
): Promise<void> {
  await tx.auditLog.create({
    data: {
      adminEmail: actor.kind === 'admin' ? actor.email.toLowerCase() : '',
      action,
      entity: entityOf(action),
      entityId: entityId === undefined ? '' : String(entityId).slice(0, 60),
      detail,
      ip: actor.kind === 'admin' ? actor.ip.slice(0, 64) : '',
    },
  })
}

import 'server-only'
import { endOfIndianDay, startOfIndianDay } from '@/lib/dates'
import { db, Prisma } from '@/lib/db/client'
import { escapeLike } from '@/lib/db/like'
import { CLIENT_ADDRESS_HEADER, type RequestHeaders } from '@/lib/net/client-address'
import { AUDIT_PAGE_SIZE, type AuditEntryDto, type AuditQuery } from './schema'

/**
 * The client's address (for the audit trail and throttling), as our HTTP server decided it from
 * the socket and TRUST_PROXY (lib/net/client-address.ts); '' outside that server (scripts, tests).
 */
export function clientIp(request: RequestHeaders): string {
  return (request.headers.get(CLIENT_ADDRESS_HEADER) ?? '').slice(0, 64)
}

/** Newest first, filtered, one page. */
export async function listAudit(
  query: AuditQuery,
): Promise<{ items: AuditEntryDto[]; total: number; page: number; pageSize: number }> {
  const where: Prisma.AuditLogWhereInput = {
    // Search boxes: a part of the address, the start of the action, typed text taken literally.
    ...(query.admin ? { adminEmail: { contains: escapeLike(query.admin.toLowerCase()) } } : {}),
    ...(query.action ? { action: { startsWith: escapeLike(query.action) } } : {}),
    ...(query.entity ? { entity: query.entity } : {}),
    ...(query.entityId ? { entityId: query.entityId } : {}),
    ...(query.from || query.to
      ? {
          createdAt: {
            ...(query.from ? { gte: startOfIndianDay(query.from) } : {}),
            // "to" is a whole day: everything before the next midnight (India time).
            ...(query.to ? { lt: endOfIndianDay(query.to) } : {}),
          },
        }
      : {}),
  }
  const [rows, total] = await Promise.all([
    db().auditLog.findMany({
      where,
      orderBy: { id: 'desc' },
      skip: (query.page - 1) * AUDIT_PAGE_SIZE,
      take: AUDIT_PAGE_SIZE,
    }),
    db().auditLog.count({ where }),
  ])
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      admin: r.adminEmail,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      detail: r.detail,
      ip: r.ip,
    })),
    total,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  }
}

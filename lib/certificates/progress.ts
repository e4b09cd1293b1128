// How far an edition's certificate mailing has come: sent, failed (or interrupted) and remaining.
// A certificate revoked before its mail went is no longer to be sent: it is not counted.
import 'server-only'
import { db } from '@/lib/db/client'
import { statusCounter } from '@/lib/db/status-counts'
import type { CertificateProgress } from './schema'

export async function certificateProgress(editionId: number): Promise<CertificateProgress> {
  const groups = await db().certificate.groupBy({
    by: ['mailStatus'],
    where: { editionId, OR: [{ revokedAt: null }, { mailStatus: { not: 'pending' } }] },
    _count: { _all: true },
  })
  const count = statusCounter(groups.map((g) => ({ status: g.mailStatus, count: g._count._all })))
  return {
    total: count('pending', 'sending', 'sent', 'failed', 'interrupted'),
    sent: count('sent'),
    failed: count('failed', 'interrupted'),
    remaining: count('pending', 'sending'),
  }
}

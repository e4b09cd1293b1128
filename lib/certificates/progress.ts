// How far an edition's certificate mailing has come: sent, failed (or interrupted) and remaining,
// for its certificates of attendance and, apart, for its programme roles'.
// A certificate revoked before its mail went is no longer to be sent: it is not counted.
import 'server-only'
import { db } from '@/lib/db/client'
import { statusCounter } from '@/lib/db/status-counts'
import type { CertificateProgress } from './schema'

/** The mailing of the edition's certificates of attendance, or of its programme roles'. */
export async function certificateProgress(
  editionId: number,
  which: 'attendance' | 'roles' = 'attendance',
): Promise<CertificateProgress> {
  const groups = await db().certificate.groupBy({
    by: ['mailStatus'],
    where: {
      editionId,
      kind: which === 'attendance' ? 'attendance' : { not: 'attendance' },
      OR: [{ revokedAt: null }, { mailStatus: { not: 'pending' } }],
    },
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

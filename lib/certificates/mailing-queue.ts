// Queueing an edition's certificate mailing: a job of the outbox (kind certificates.send, run by
// ./sending.ts), queued in the write that issues the certificates, or by a run that stopped before
// the end for the rest. All of an edition's runs are one batch, whose progress the console shows.
import 'server-only'
import type { Write } from '@/lib/domain-write'

export const certificatesBatch = (editionId: number) => `certificates:${editionId}`

/** Queues a run of the edition's mailing; `suffix` makes its key (one job per issue, per follow-up). */
export function queueMailing(w: Write, editionId: number, suffix: string): Promise<number> {
  return w.enqueue(
    'certificates.send',
    { editionId },
    { key: `certificates:${editionId}:${suffix}`, batch: certificatesBatch(editionId) },
  )
}

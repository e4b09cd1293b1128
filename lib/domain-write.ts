// A domain write (docs/architecture.md, "Side effects"): the change, its audit entry and the jobs
// it causes in one transaction; after commit, the cache tags it touched are expired and the jobs
// kicked. Every write of the domain services goes through here, so no caller (route handler,
// page, script, future server action) can skip the audit or the cache refresh.
import 'server-only'
import type { Actor, AuditAction } from '@/lib/audit/actions'
import { recordAuditLog, type AuditNote } from '@/lib/audit/record'
import { invalidate, type Tag } from '@/lib/cache'
import { db, Prisma } from '@/lib/db/client'
import { enqueueJob, enqueueJobs, type JobOptions, type JobSpec } from '@/lib/jobs/queue'
import { kickJobs } from '@/lib/jobs/runner'
import type { JobKind, JobPayload } from '@/lib/jobs/schema'

export interface Write {
  tx: Prisma.TransactionClient
  actor: Actor
  /** Appends the audit entry of this change (in this transaction). */
  audit(action: AuditAction, note?: AuditNote): Promise<void>
  /** Queues a slow side effect (in this transaction); it runs after commit. Answers the job's id. */
  enqueue<K extends JobKind>(kind: K, payload: JobPayload<K>, options: JobOptions): Promise<number>
  /** Queues several at once (one statement); answers their ids in order. */
  enqueueAll(jobs: JobSpec[]): Promise<number[]>
  /** Expires these cache tags once the change is committed. */
  invalidate(...tags: Tag[]): void
  /** Serialises the writes that check a limit under this name, until commit (reserve, then check). */
  lock(name: string): Promise<void>
  /**
   * Adds `item` to the batch under `key`; when the change is done, still in its transaction, each
   * batch's `work` (its first) runs once with every item added: one result of several rows changed
   * together (e.g. one invoice for the delegates a group paid for at once).
   */
  atEnd<T>(key: string, item: T, work: (items: T[]) => Promise<unknown>): void
}

export async function domainWrite<T>(actor: Actor, work: (w: Write) => Promise<T>): Promise<T> {
  const tags = new Set<Tag>()
  let queued = false
  const result = await db().$transaction(async (tx) => {
    const ends = new Map<string, { items: unknown[]; work: (items: never[]) => Promise<unknown> }>()
    const done = await work({
      tx,
      actor,
      audit: (action, note) => recordAuditLog(tx, actor, action, note),
      enqueue: (kind, payload, options) => {
        queued = true
        return enqueueJob(tx, kind, payload, options)
      },
      enqueueAll: (jobs) => {
        queued ||= jobs.length > 0
        return enqueueJobs(tx, jobs)
      },
      invalidate: (...more) => more.forEach((tag) => tags.add(tag)),
      lock: async (name) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${name}))`
      },
      atEnd: (key, item, end) => {
        const batch = ends.get(key) ?? ends.set(key, { items: [], work: end }).get(key)!
        batch.items.push(item)
      },
    })
    for (const { items, work: end } of ends.values()) await end(items as never[])
    return done
  })
  if (tags.size) refresh([...tags])
  if (queued) kickJobs()
  return result
}

/**
 * Expires cache tags after a committed change. Only Next's server has caches (scripts and tests
 * have none to refresh); a failure there is logged, never turned into an error answer for a
 * change that is already committed.
 */
function refresh(tags: Tag[]) {
  if (!process.env.NEXT_RUNTIME) return
  try {
    invalidate(...tags)
  } catch (error) {
    console.error(`[cache] could not expire ${tags.join(', ')} after a committed change:`, error)
  }
}

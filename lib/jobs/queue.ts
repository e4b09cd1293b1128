// Putting jobs in the outbox and reading them back. A job is enqueued inside the transaction of
// the change that causes it (the change and its job commit together, or neither does) and run
// after commit by lib/jobs/runner.ts. Enqueuing twice with one idempotency key makes one job.
import 'server-only'
import { db, Prisma } from '@/lib/db/client'
import { statusCounter } from '@/lib/db/status-counts'
import type { Job } from '@/lib/generated/prisma/client'
import { JOB_LABELS, type BatchProgress, type JobDto, type JobKind, type JobPayload } from './schema'

type Tx = Prisma.TransactionClient

export interface JobOptions {
  /** One change, one job: e.g. `registration:42:confirmed`. */
  key: string
  /** The record the job is about (its page lists the job). */
  entity?: string
  entityId?: string | number
  /** Jobs enqueued together, counted together (batchProgress). */
  batch?: string
  maxAttempts?: number
  /** Not before this time (a reminder, the end of a seat hold); at once when not given. */
  runAfter?: Date
}

/**
 * Adds a job in the caller's transaction; answers its id (the existing job's for a known key).
 * One statement when the key is new (the usual case): the insert answers the id; a known key
 * answers nothing and the existing job is read.
 */
export async function enqueueJob<K extends JobKind>(
  tx: Tx,
  kind: K,
  payload: JobPayload<K>,
  options: JobOptions,
): Promise<number> {
  const columns = [
    Prisma.sql`kind`,
    Prisma.sql`payload`,
    Prisma.sql`idempotency_key`,
    Prisma.sql`entity`,
    Prisma.sql`entity_id`,
    Prisma.sql`batch`,
    Prisma.sql`updated_at`,
  ]
  const values = [
    Prisma.sql`${kind}`,
    Prisma.sql`${JSON.stringify(payload)}::jsonb`,
    Prisma.sql`${options.key}`,
    Prisma.sql`${options.entity ?? ''}`,
    Prisma.sql`${options.entityId === undefined ? '' : String(options.entityId)}`,
    Prisma.sql`${options.batch ?? null}`,
    Prisma.sql`now()`,
  ]
  // Attempts and the time to run take the columns' defaults unless given.
  if (options.maxAttempts) {
    columns.push(Prisma.sql`max_attempts`)
    values.push(Prisma.sql`${options.maxAttempts}`)
  }
  if (options.runAfter) {
    columns.push(Prisma.sql`run_after`)
    values.push(Prisma.sql`${options.runAfter}`)
  }
  const [added] = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO jobs (${Prisma.join(columns)}) VALUES (${Prisma.join(values)})
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id`
  if (added) return added.id
  const job = await tx.job.findUniqueOrThrow({ where: { idempotencyKey: options.key }, select: { id: true } })
  return job.id
}

export function toJobDto(job: Job): JobDto {
  const payload = (job.payload ?? {}) as { to?: unknown }
  return {
    id: job.id,
    kind: job.kind,
    label: JOB_LABELS[job.kind as JobKind] ?? job.kind,
    to: typeof payload.to === 'string' ? payload.to : null,
    status: job.status,
    attempts: job.attempts,
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    runAfter: job.runAfter.toISOString(),
  }
}

/** The jobs about one record, oldest first (a registration's mails). */
export async function jobsOf(entity: string, entityId: string | number): Promise<JobDto[]> {
  const rows = await db().job.findMany({
    where: { entity, entityId: String(entityId) },
    orderBy: { id: 'asc' },
  })
  return rows.map(toJobDto)
}

/** How far a batch has come. */
export async function batchProgress(batch: string): Promise<BatchProgress> {
  const groups = await db().job.groupBy({ by: ['status'], where: { batch }, _count: { _all: true } })
  const count = statusCounter(groups.map((g) => ({ status: g.status, count: g._count._all })))
  return {
    total: count('queued', 'running', 'done', 'failed', 'interrupted'),
    done: count('done'),
    failed: count('failed'),
    remaining: count('queued', 'running', 'interrupted'),
  }
}

/** The mails that failed for good (every attempt used), newest first: the console lists them. */
export async function failedMails(limit = 200): Promise<(JobDto & { entity: string; entityId: string })[]> {
  const rows = await db().job.findMany({
    where: { status: 'failed', kind: { startsWith: 'mail.' } },
    orderBy: { id: 'desc' },
    take: limit,
  })
  return rows.map((job) => ({ ...toJobDto(job), entity: job.entity, entityId: job.entityId }))
}

/** How many mails failed for good (the dashboard's figure). */
export const countFailedMails = () =>
  db().job.count({ where: { status: 'failed', kind: { startsWith: 'mail.' } } })

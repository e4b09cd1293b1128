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

/** A column's default, in a row of a multi-row insert. */
const DEFAULT = Prisma.raw('DEFAULT')

/** One job to enqueue: its kind, its payload and how it is run. */
export type JobSpec = {
  [K in JobKind]: { kind: K; payload: JobPayload<K>; options: JobOptions }
}[JobKind]

/** Adds a job in the caller's transaction; answers its id (the existing job's for a known key). */
export async function enqueueJob<K extends JobKind>(
  tx: Tx,
  kind: K,
  payload: JobPayload<K>,
  options: JobOptions,
): Promise<number> {
  const [id] = await enqueueJobs(tx, [{ kind, payload, options } as JobSpec])
  return id
}

/**
 * Adds jobs in the caller's transaction; answers their ids in order (the existing job's for a
 * known key). One statement when the keys are new (the usual case): the insert answers the ids;
 * a known key answers nothing and the existing jobs are read.
 */
export async function enqueueJobs(tx: Tx, jobs: JobSpec[]): Promise<number[]> {
  if (!jobs.length) return []
  // Attempts and the time to run take the columns' defaults unless given.
  const rows = jobs.map(
    ({ kind, payload, options }) => Prisma.sql`(
      ${kind},
      ${JSON.stringify(payload)}::jsonb,
      ${options.key},
      ${options.entity ?? ''},
      ${options.entityId === undefined ? '' : String(options.entityId)},
      ${options.batch ?? null},
      now(),
      ${options.maxAttempts ? Prisma.sql`${options.maxAttempts}` : DEFAULT},
      ${options.runAfter ? Prisma.sql`${options.runAfter}` : DEFAULT}
    )`,
  )
  const added = await tx.$queryRaw<{ id: number; key: string }[]>`
    INSERT INTO jobs (kind, payload, idempotency_key, entity, entity_id, batch, updated_at, max_attempts, run_after)
    VALUES ${Prisma.join(rows)}
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, idempotency_key AS key`
  const ids = new Map(added.map((job) => [job.key, job.id]))
  const known = jobs.map((job) => job.options.key).filter((key) => !ids.has(key))
  if (known.length)
    for (const job of await tx.job.findMany({
      where: { idempotencyKey: { in: known } },
      select: { id: true, idempotencyKey: true },
    }))
      ids.set(job.idempotencyKey, job.id)
  return jobs.map((job) => ids.get(job.options.key)!)
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

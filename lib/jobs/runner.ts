// Running the outbox (docs/architecture.md, "Side effects"). Any server instance may run any job:
// a job is claimed by one UPDATE that skips rows another instance holds (FOR UPDATE SKIP LOCKED)
// and leased for LEASE_SECONDS, a lease its runner renews every HEARTBEAT_SECONDS while the job
// runs; its outcome is written only by the claim that ran it. A failure is retried with a growing
// delay, up to the job's max_attempts. A lease that runs out means the instance stopped mid-job
// (killed, or cut off from the database): the job is queued again and runs on any instance. Jobs
// therefore run at least once: a mail may go twice, under the same Message-ID (mailMessageId),
// so a repeat is recognisable as one. Jobs run right after the request that queued them
// (kickJobs) and on each instance's sweep.
import 'server-only'
import { createHash } from 'node:crypto'
import { after } from 'next/server'
import { db, Prisma } from '@/lib/db/client'
import { env } from '@/lib/env'
import { KINDS } from './kinds'
import { JOB_PAYLOADS, type JobKind } from './schema'

/** A claim's lease: short, so a job of a stopped instance runs again within a minute. */
export const LEASE_SECONDS = 30
/** How often a running job's lease is renewed (well within the lease). */
export const HEARTBEAT_SECONDS = 10

/** Delay before attempt n + 1: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600)

interface Claimed {
  id: number
  kind: string
  key: string
  payload: unknown
  attempts: number
  maxAttempts: number
}

/** The Message-ID of a job's mail: stable across its attempts, unique to the job and the site. */
export function mailMessageId(job: { id: number; key: string }): string {
  const digest = createHash('sha256').update(job.key).digest('hex').slice(0, 16)
  return `<job-${job.id}.${digest}@${new URL(env().siteUrl).hostname}>`
}

/** Claims the next due job for this instance (null when none is due). */
async function claimNext(): Promise<Claimed | null> {
  const [job] = await db().$queryRaw<Claimed[]>`
    UPDATE jobs
       SET status = 'running', attempts = attempts + 1, updated_at = now(),
           locked_until = now() + ${LEASE_SECONDS}::int * interval '1 second'
     WHERE id = (SELECT id FROM jobs WHERE status = 'queued' AND run_after <= now()
                  ORDER BY run_after, id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, idempotency_key AS key, payload, attempts, max_attempts AS "maxAttempts"`
  return job ?? null
}

// The outcome is written only while this claim holds the job: attempts identifies the claim. A job
// queued again meanwhile (its lease ran out: a very slow SMTP server) that did complete is done
// after all, so it does not run twice for nothing.
const ours = (job: Claimed) =>
  Prisma.sql`id = ${job.id} AND attempts = ${job.attempts} AND status IN ('running', 'queued')`

/** Renews the lease while the job runs; answers the function that stops renewing. */
function heartbeat(job: Claimed): () => void {
  const timer = setInterval(() => {
    db().$executeRaw`
        UPDATE jobs SET locked_until = now() + ${LEASE_SECONDS}::int * interval '1 second'
         WHERE id = ${job.id} AND attempts = ${job.attempts} AND status = 'running'`.catch((error: unknown) =>
      console.warn(`[jobs] ${job.kind} #${job.id}: lease not renewed:`, error),
    )
  }, HEARTBEAT_SECONDS * 1000)
  timer.unref()
  return () => clearInterval(timer)
}

async function succeed(job: Claimed) {
  await db().$executeRaw`
    UPDATE jobs SET status = 'done', finished_at = now(), locked_until = NULL, last_error = NULL,
                    updated_at = now()
     WHERE ${ours(job)}`
}

async function fail(job: Claimed, error: unknown, retry: boolean) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
  const again = retry && job.attempts < job.maxAttempts
  await db().$executeRaw`
    UPDATE jobs SET status = ${again ? 'queued' : 'failed'}::"JobStatus", last_error = ${message},
                    locked_until = NULL, updated_at = now(),
                    run_after = now() + ${retryDelaySeconds(job.attempts)}::int * interval '1 second',
                    finished_at = ${again ? null : new Date()}
     WHERE ${ours(job)}`
  console.warn(
    `[jobs] ${job.kind} #${job.id} attempt ${job.attempts} failed${again ? '' : ' for good'}:`,
    message,
  )
}

async function runOne(job: Claimed): Promise<'done' | 'failed'> {
  const kind = KINDS[job.kind as JobKind]
  const payload = kind ? JOB_PAYLOADS[job.kind as JobKind].safeParse(job.payload) : null
  if (!kind || !payload?.success) {
    await fail(job, new Error(kind ? 'The payload does not fit its kind.' : 'Unknown kind.'), false)
    return 'failed'
  }
  const stop = heartbeat(job)
  try {
    await kind.run(payload.data as never, {
      id: job.id,
      attempts: job.attempts,
      messageId: mailMessageId(job),
    })
  } catch (error) {
    stop()
    await fail(job, error, true)
    return 'failed'
  }
  stop()
  await succeed(job)
  return 'done'
}

/** Runs due jobs one at a time until none is due or `limit` ran; answers how they went. */
export async function runDueJobs(limit = 50): Promise<{ done: number; failed: number }> {
  const outcome = { done: 0, failed: 0 }
  for (let n = 0; n < limit; n++) {
    const job = await claimNext()
    if (!job) break
    outcome[await runOne(job)]++
  }
  return outcome
}

export const STOPPED_MESSAGE = 'The server stopped while running this job.'

/**
 * Jobs whose lease ran out (their instance stopped mid-run), and jobs left `interrupted` by an
 * older version that ran mails at most once: queued again at once, or failed once they have had
 * all their attempts. Answers how many it recovered.
 */
export async function recoverStalled(): Promise<number> {
  const rows = await db().$queryRaw<{ id: number; kind: string; status: string }[]>`
    UPDATE jobs
       SET status = (CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END)::"JobStatus",
           finished_at = CASE WHEN attempts >= max_attempts THEN now() END,
           last_error = ${STOPPED_MESSAGE}, locked_until = NULL, run_after = now(), updated_at = now()
     WHERE (status = 'running' AND locked_until < now()) OR status = 'interrupted'
    RETURNING id, kind, status::text`
  for (const r of rows)
    console.warn(
      `[jobs] ${r.kind} #${r.id} stopped mid-run: ${r.status === 'queued' ? 'runs again' : 'failed for good'}.`,
    )
  return rows.length
}

/**
 * This process's one run of the due jobs after requests: a request that queues jobs while it runs
 * asks for one more pass instead of starting a run of its own, so fifty registrations at once
 * make one runner claiming their mails, not fifty polling the outbox beside the requests.
 */
const afterRequests = globalThis as unknown as { jobsRun?: { running: boolean; again: boolean } }

async function runSoon(): Promise<void> {
  const run = (afterRequests.jobsRun ??= { running: false, again: false })
  if (run.running) {
    run.again = true
    return
  }
  run.running = true
  try {
    do {
      run.again = false
      await runDueJobs()
    } while (run.again)
  } catch (error) {
    console.error('[jobs] running the due jobs failed:', error)
  } finally {
    run.running = false
  }
}

/**
 * Runs the due jobs once the current response is sent (Next's after()). Outside Next's server
 * (scripts, tests) nothing is run at once: a server's sweep, or the test itself, runs them.
 */
export function kickJobs(): void {
  if (!process.env.NEXT_RUNTIME) return
  try {
    after(runSoon)
  } catch {
    void runSoon() // not inside a request (e.g. a sweep): run now
  }
}

const sweeper = globalThis as unknown as { jobsSweeper?: ReturnType<typeof setInterval> }

/** Starts this process's periodic sweep (once per process; JOBS_SWEEP_SECONDS, 0: none). */
export function startSweeper(): void {
  const seconds = env().JOBS_SWEEP_SECONDS
  if (sweeper.jobsSweeper || seconds === 0) return
  let busy = false
  sweeper.jobsSweeper = setInterval(async () => {
    if (busy) return
    busy = true
    try {
      await recoverStalled()
      await runDueJobs()
    } catch (error) {
      console.error('[jobs] sweep failed:', error)
    } finally {
      busy = false
    }
  }, seconds * 1000)
  sweeper.jobsSweeper.unref()
}

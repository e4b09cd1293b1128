// Running the outbox (docs/architecture.md, "Side effects"). Any server instance may run any job:
// a job is claimed by one UPDATE that skips rows another instance holds (FOR UPDATE SKIP LOCKED)
// and leased for LEASE_SECONDS; its outcome is written only by the claim that ran it. A failure
// is retried with a growing delay, up to the job's max_attempts. A lease that runs out means the
// instance stopped mid-job: a job that may run again is queued again, one that must run at most
// once (a mail: it may have gone) becomes `interrupted` and is shown, never re-sent blindly.
// Jobs run right after the request that queued them (kickJobs) and on each instance's sweep.
import 'server-only'
import { after } from 'next/server'
import { db, Prisma } from '@/lib/db/client'
import { env } from '@/lib/env'
import { AT_MOST_ONCE, KINDS } from './kinds'
import { JOB_PAYLOADS, type JobKind } from './schema'

export const LEASE_SECONDS = 300

/** Delay before attempt n + 1: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600)

interface Claimed {
  id: number
  kind: string
  payload: unknown
  attempts: number
  maxAttempts: number
}

/** Claims the next due job for this instance (null when none is due). */
async function claimNext(): Promise<Claimed | null> {
  const [job] = await db().$queryRaw<Claimed[]>`
    UPDATE jobs
       SET status = 'running', attempts = attempts + 1, updated_at = now(),
           locked_until = now() + ${LEASE_SECONDS}::int * interval '1 second'
     WHERE id = (SELECT id FROM jobs WHERE status = 'queued' AND run_after <= now()
                  ORDER BY run_after, id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, payload, attempts, max_attempts AS "maxAttempts"`
  return job ?? null
}

// The outcome is written only while this claim holds the job: attempts identifies the claim.
// A job found interrupted meanwhile (a very slow SMTP server) that did complete is done after all.
const ours = (job: Claimed) =>
  Prisma.sql`id = ${job.id} AND attempts = ${job.attempts} AND status IN ('running', 'interrupted')`

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
  try {
    await kind.run(payload.data as never, { id: job.id, attempts: job.attempts })
  } catch (error) {
    await fail(job, error, true)
    return 'failed'
  }
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

/** Jobs whose lease ran out: queued again, or interrupted when they must run at most once. */
export async function recoverStalled(): Promise<number> {
  const kinds = AT_MOST_ONCE.length ? Prisma.join(AT_MOST_ONCE) : Prisma.sql`NULL`
  const rows = await db().$queryRaw<{ id: number; status: string }[]>`
    UPDATE jobs
       SET status = (CASE WHEN kind IN (${kinds}) THEN 'interrupted' ELSE 'queued' END)::"JobStatus",
           last_error = 'The server stopped while running this job.', locked_until = NULL,
           run_after = now(), updated_at = now()
     WHERE status = 'running' AND locked_until < now()
    RETURNING id, status::text`
  for (const r of rows.filter((r) => r.status === 'interrupted'))
    console.warn(`[jobs] #${r.id} was interrupted mid-run and may or may not have taken effect: not retried.`)
  return rows.length
}

const runSoon = () =>
  runDueJobs().catch((error) => console.error('[jobs] running the due jobs failed:', error))

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

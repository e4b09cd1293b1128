// The outbox on the run's real database with a real SMTP server: a job commits with its change
// or not at all, one key makes one job, several runners at once deliver each mail once, failures
// are retried with a delay up to max_attempts, a mail whose server stopped mid-send goes again
// under the same Message-ID, and a running job's lease is renewed. The free registrations here
// queue their confirmation the way the site does.
import { beforeEach, describe, expect, it } from 'vitest'
import { SYSTEM } from '@/lib/audit/actions'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { submitRegistration } from '@/lib/registrations/register'
import { TEST_ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { startSmtpSink } from '@/test/smtp'
import { withSmtpSink } from '@/test/smtp-hooks'
import { batchProgress, countFailedMails, enqueueJob, failedMails, jobsOf } from './queue'
import {
  HEARTBEAT_SECONDS,
  mailMessageId,
  recoverStalled,
  retryDelaySeconds,
  runDueJobs,
  STOPPED_MESSAGE,
} from './runner'

const smtp = withSmtpSink()
beforeEach(() =>
  truncate('jobs', 'audit_logs', 'gateway_exchanges', 'payment_attempts', 'payment_proofs', 'participants'),
)

const free = () => submitRegistration(delegate({ category: 'seniorcitizen' }))
const jobs = () => db().job.findMany({ orderBy: { id: 'asc' } })
const payload = (registrationId: number) => ({
  participantId: registrationId,
  transactionId: null,
  to: 'x@example.org',
})

describe('enqueuing', () => {
  it('commits with the change or not at all; one key makes one job', async () => {
    const reg = await free()
    expect((await jobs()).map((j) => [j.kind, j.status, j.idempotencyKey])).toEqual([
      ['mail.confirmation', 'queued', `registration:${reg.id}:confirmation:free`],
    ])
    await expect(
      domainWrite(TEST_ADMIN, async (w) => {
        await w.enqueue('mail.confirmation', payload(reg.id), { key: 'rolled-back' })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    const ids = await Promise.all(
      [1, 2].map(() =>
        domainWrite(SYSTEM, (w) => w.enqueue('mail.confirmation', payload(reg.id), { key: 'once' })),
      ),
    )
    expect(ids[0]).toBe(ids[1])
    expect((await jobs()).map((j) => j.idempotencyKey)).toEqual([
      `registration:${reg.id}:confirmation:free`,
      'once',
    ])
  })

  it('queues several in one go: ids in order, a known key answers its job, unset settings take the defaults', async () => {
    const reg = await free()
    const [known] = await jobs()
    const later = new Date(Date.now() + 3_600_000)
    const before = Date.now()
    const ids = await domainWrite(SYSTEM, (w) =>
      w.enqueueAll([
        { kind: 'mail.confirmation', payload: payload(reg.id), options: { key: 'first' } },
        {
          kind: 'mail.confirmation',
          payload: payload(reg.id),
          options: {
            key: 'second',
            maxAttempts: 2,
            runAfter: later,
            batch: 'b',
            entity: 'registration',
            entityId: 7,
          },
        },
        { kind: 'mail.confirmation', payload: payload(reg.id), options: { key: known.idempotencyKey } },
        { kind: 'mail.confirmation', payload: payload(reg.id), options: { key: 'first' } },
      ]),
    )
    const all = await jobs()
    expect(all).toHaveLength(3)
    const [, first, second] = all
    expect(ids).toEqual([first.id, second.id, known.id, first.id])
    expect(first).toMatchObject({ maxAttempts: known.maxAttempts, entity: '', entityId: '', batch: null })
    expect(first.runAfter.getTime()).toBeLessThanOrEqual(Date.now())
    expect(first.runAfter.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(second).toMatchObject({
      maxAttempts: 2,
      runAfter: later,
      batch: 'b',
      entity: 'registration',
      entityId: '7',
    })
    expect(await domainWrite(SYSTEM, (w) => w.enqueueAll([]))).toEqual([])
  })
})

describe('running', () => {
  it('delivers each mail once however many runners claim at the same time', async () => {
    const regs = await Promise.all(Array.from({ length: 12 }, () => free()))
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => runDueJobs()))
    expect(outcomes.reduce((sum, o) => sum + o.done, 0)).toBe(12)
    expect(smtp.received).toHaveLength(12)
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(12)
    expect((await jobs()).every((j) => j.status === 'done' && j.attempts === 1)).toBe(true)
    expect(await jobsOf('registration', regs[0].id)).toMatchObject([{ status: 'done', to: regs[0].email }])
  })

  it('retries a failure after a growing delay, then gives up after max_attempts', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    const reg = await free()
    await db().job.updateMany({ data: { maxAttempts: 3 } })
    const started = Date.now()
    expect(await runDueJobs()).toEqual({ done: 0, failed: 1 })
    let [job] = await jobs()
    expect(job).toMatchObject({ status: 'queued', attempts: 1 })
    expect(job.runAfter.getTime() - started).toBeGreaterThanOrEqual(retryDelaySeconds(1) * 1000 - 1000)
    expect(job.lastError).toContain('ECONNREFUSED')
    for (const attempt of [2, 3]) {
      await db().job.updateMany({ data: { runAfter: new Date() } })
      await runDueJobs()
      ;[job] = await jobs()
      expect(job.attempts).toBe(attempt)
    }
    expect(job).toMatchObject({ status: 'failed', finishedAt: expect.any(Date) })
    // The console lists it among the mails that failed for good.
    expect(await failedMails()).toMatchObject([
      {
        id: job.id,
        label: 'Confirmation e-mail',
        to: reg.email,
        entity: 'registration',
        entityId: String(reg.id),
      },
    ])
    expect(await countFailedMails()).toBe(1)
    await db().job.updateMany({ data: { runAfter: new Date() } })
    expect(await runDueJobs()).toEqual({ done: 0, failed: 0 })
    expect(retryDelaySeconds(1)).toBeLessThan(retryDelaySeconds(2))
    expect(retryDelaySeconds(20)).toBe(3600)
    expect(reg.status).toBe('free')
  })

  it('fails a job whose payload does not fit its kind for good', async () => {
    await domainWrite(SYSTEM, (tx) =>
      enqueueJob(tx.tx, 'mail.rejection', { participantId: -1 } as never, { key: 'bad' }),
    )
    expect(await runDueJobs()).toEqual({ done: 0, failed: 1 })
    expect((await jobs())[0]).toMatchObject({ status: 'failed', attempts: 1 })
  })

  it('sends a mail again, under the same Message-ID, when its server stopped mid-send', async () => {
    const reg = await free()
    // The mail went out, then the instance died before recording it: the job is still running
    // under a lease that has run out.
    expect(await runDueJobs()).toEqual({ done: 1, failed: 0 })
    await db().job.updateMany({
      data: { status: 'running', finishedAt: null, lockedUntil: new Date(Date.now() - 1000) },
    })
    expect(await runDueJobs()).toEqual({ done: 0, failed: 0 })
    expect(await recoverStalled()).toBe(1)
    expect((await jobs())[0]).toMatchObject({ status: 'queued', lastError: STOPPED_MESSAGE })
    expect(await runDueJobs()).toEqual({ done: 1, failed: 0 })
    const [job] = await jobs()
    expect(job).toMatchObject({ status: 'done', attempts: 2 })
    // Two deliveries of one mail: the same Message-ID, the job's.
    expect(smtp.received.map((m) => m.messageId)).toEqual([
      mailMessageId({ id: job.id, key: job.idempotencyKey }),
      mailMessageId({ id: job.id, key: job.idempotencyKey }),
    ])
    expect(smtp.received[0].messageId).toMatch(/^<job-\d+\.[0-9a-f]{16}@[^>]+>$/)
    expect(await jobsOf('registration', reg.id)).toMatchObject([{ status: 'done', to: reg.email }])
  })

  it('gives each job its own Message-ID', async () => {
    await Promise.all([free(), free(), free()])
    await runDueJobs()
    expect(smtp.deliveries().size).toBe(3)
    expect([...smtp.deliveries().values()]).toEqual([1, 1, 1])
  })

  it('fails a job for good when it stopped mid-run at its last attempt, and runs again one left interrupted', async () => {
    const [a, b] = await Promise.all([free(), free()])
    await db().job.updateMany({
      where: { entityId: String(a.id) },
      data: { status: 'running', attempts: 5, lockedUntil: new Date(Date.now() - 1000) },
    })
    // A job an older version left interrupted (a mail it did not dare send again).
    await db().job.updateMany({
      where: { entityId: String(b.id) },
      data: { status: 'interrupted', attempts: 1 },
    })
    expect(await recoverStalled()).toBe(2)
    expect(await jobsOf('registration', a.id)).toMatchObject([
      { status: 'failed', lastError: STOPPED_MESSAGE, finishedAt: expect.any(String) },
    ])
    expect(await runDueJobs()).toEqual({ done: 1, failed: 0 })
    expect(smtp.received.map((m) => m.to[0])).toEqual([b.email])
  })

  it('renews the lease of a job while it runs, so a slow mail is not taken for a stopped one', async () => {
    const slow = await startSmtpSink({ delayMs: (HEARTBEAT_SECONDS + 2) * 1000 })
    process.env.SMTP_URL = slow.url
    try {
      await free()
      const running = runDueJobs()
      await expect.poll(async () => (await jobs())[0].status).toBe('running')
      const claimed = (await jobs())[0].lockedUntil!.getTime()
      await new Promise((r) => setTimeout(r, (HEARTBEAT_SECONDS + 1) * 1000))
      expect((await jobs())[0].lockedUntil!.getTime()).toBeGreaterThan(claimed)
      expect(await recoverStalled()).toBe(0)
      expect(await running).toEqual({ done: 1, failed: 0 })
      expect(slow.received).toHaveLength(1)
    } finally {
      await slow.close()
    }
  }, 30_000)

  it('counts a batch: done, failed and remaining', async () => {
    const regs = await Promise.all([free(), free(), free()])
    await db().job.deleteMany()
    await domainWrite(SYSTEM, async (w) => {
      for (const r of regs)
        await w.enqueue('mail.confirmation', payload(r.id), { key: `batch:${r.id}`, batch: 'certificates' })
      await w.enqueue('mail.rejection', { participantId: -1 } as never, { key: 'x', batch: 'certificates' })
    })
    expect(await batchProgress('certificates')).toEqual({ total: 4, done: 0, failed: 0, remaining: 4 })
    await runDueJobs(2)
    expect(await batchProgress('certificates')).toEqual({ total: 4, done: 2, failed: 0, remaining: 2 })
    await runDueJobs()
    expect(await batchProgress('certificates')).toEqual({ total: 4, done: 3, failed: 1, remaining: 0 })
  })
})

// Reminders to pay on the run's real database with a real SMTP server: a registration made unpaid
// queues, in its own write, the mail that it is saved and its reminders; a due reminder mails the
// amount, the fee's rise, the link to pay and the link that stops them, once, even when its job
// runs again; it withdraws itself when the registration was paid, its reminders stopped, or its
// edition takes no more money; the stop link's token stops them and does nothing else; the
// console shows who was reminded and when they stopped.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { registrationDetail } from '@/lib/console/detail'
import { formatLongDate, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { env } from '@/lib/env'
import { mailMessageId, recoverStalled, runDueJobs } from '@/lib/jobs/runner'
import { formatPaise } from '@/lib/money'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { headerOf, subjectOf } from '@/test/smtp'
import { withSmtpSink } from '@/test/smtp-hooks'
import { continueUrl, delegateUrl, oneClickStopUrl, stopRemindersUrl } from './mails/page-link'
import { submitRegistration } from './register'
import { FIRST_REMINDER_AFTER_MS, slabReminderAt } from './reminders'
import { remindersPageOf, stopReminders } from './reminders-record'
import { registrationToken } from './token'
import { isRegistrationToken, isRemindersToken, remindersToken } from './token-hmac'

const smtp = withSmtpSink()
beforeEach(() => truncate('jobs', 'audit_logs', 'workshop_seats', 'participants'))

let window: { id: number; closesAt: Date; startsOn: Date; endsOn: Date }
beforeAll(async () => {
  const e = await findCurrentEdition()
  window = {
    id: e.id,
    closesAt: new Date(e.closes_at),
    startsOn: new Date(`${e.starts_on}T00:00:00Z`),
    endsOn: new Date(`${e.ends_on}T00:00:00Z`),
  }
})
afterEach(() => db().edition.update({ where: { id: window.id }, data: window }))

const row = (id: number) => db().registration.findUniqueOrThrow({ where: { id } })
const jobsOf = (id: number) =>
  db().job.findMany({ where: { entity: 'registration', entityId: String(id) }, orderBy: { id: 'asc' } })
const reminderJobs = async (id: number) =>
  (await jobsOf(id)).filter((j) => j.kind === 'mail.payment-reminder')
/** A message as its text reads (quoted-printable's soft line breaks joined). */
const textOf = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
/** Money of the sandbox gateway is marked as a test in the subject and the body (here: PAYMENT_MODE's). */
const testMark = () => (env().paymentMode === 'sandbox' ? '[TEST] ' : '')

/** An unpaid registration whose "saved" mail is sent already: the sink starts empty. */
async function unpaid() {
  const reg = await submitRegistration(delegate())
  await runDueJobs()
  smtp.received.length = 0
  return row(reg.id)
}

/** Time passes: the registration's reminder of this kind is due now. */
async function due(id: number, reminder: 'day' | 'slab' = 'day') {
  const [job] = (await reminderJobs(id)).filter(
    (j) => (j.payload as { reminder: string }).reminder === reminder,
  )
  await db().job.update({ where: { id: job.id }, data: { runAfter: new Date() } })
  return job
}

describe('queueing', () => {
  it('a registration made unpaid queues, in its own write, the "saved" mail and its two reminders', async () => {
    const reg = await submitRegistration(delegate())
    const p = await row(reg.id)
    const slab = toIsoDate(p.feeValidUntil!)
    expect((await jobsOf(p.id)).map((j) => [j.kind, j.idempotencyKey, j.runAfter.getTime()])).toEqual([
      ['mail.registration-saved', `registration:${p.id}:mail.registration-saved:made`, expect.any(Number)],
      [
        'mail.payment-reminder',
        `registration:${p.id}:reminder:day`,
        p.createdAt.getTime() + FIRST_REMINDER_AFTER_MS,
      ],
      ['mail.payment-reminder', `registration:${p.id}:reminder:slab:${slab}`, slabReminderAt(slab).getTime()],
    ])
    expect((await reminderJobs(p.id)).map((j) => j.payload)).toEqual([
      { participantId: p.id, to: p.email, reminder: 'day', slab: null },
      { participantId: p.id, to: p.email, reminder: 'slab', slab },
    ])
    // The owner corrects it before paying: nothing is queued twice.
    await submitRegistration(delegate({ email: p.email, mobile_number: p.mobileNumber }), undefined, p.id)
    expect(await jobsOf(p.id)).toHaveLength(3)
  })

  it('a free registration gets its confirmation, no reminder', async () => {
    const reg = await submitRegistration(delegate({ category: 'seniorcitizen' }))
    expect((await jobsOf(reg.id)).map((j) => j.kind)).toEqual(['mail.confirmation'])
  })

  it('the "saved" mail goes at once with the amount and the link', async () => {
    const reg = await submitRegistration(delegate())
    const p = await row(reg.id)
    await runDueJobs()
    expect(smtp.received).toHaveLength(1)
    const mail = textOf(smtp.received[0].raw)
    expect(subjectOf(smtp.received[0].raw)).toBe(
      `${testMark()}${(await findCurrentEdition()).name}: registration ${p.registrationNumber} saved: payment due`,
    )
    expect(mail.includes('TEST MODE')).toBe(testMark() !== '')
    expect(mail).toContain(`Your registration ${p.registrationNumber} is saved`)
    expect(mail).toContain(formatPaise(p.amountPaise))
    expect(mail).toContain(delegateUrl(p))
  })
})

describe('a due reminder', () => {
  it('mails the amount, the fee’s rise, the link to pay and the stop link, once, even when its job runs again', async () => {
    const p = await unpaid()
    const job = await due(p.id)
    expect(await runDueJobs()).toEqual({ done: 1, failed: 0 })
    expect(smtp.received).toHaveLength(1)
    const [sent] = smtp.received
    expect(sent.messageId).toBe(mailMessageId({ id: job.id, key: job.idempotencyKey }))
    const mail = textOf(sent.raw)
    for (const text of [
      `Dear ${p.name}`,
      `Your registration ${p.registrationNumber}`,
      `Amount to pay: ${formatPaise(p.amountPaise)}`,
      `The fee rises after ${formatLongDate(toIsoDate(p.feeValidUntil!))}`,
      continueUrl(p),
      delegateUrl(p),
      stopRemindersUrl(p),
    ])
      expect(mail).toContain(text)
    expect(subjectOf(sent.raw)).toBe(
      `${testMark()}${(await findCurrentEdition()).name}: registration ${p.registrationNumber}: pay before the fee rises`,
    )
    expect(mail.includes('TEST MODE')).toBe(testMark() !== '')
    // The mail client's own unsubscribe button: one POST to the one-click stop (RFC 8058).
    expect(headerOf(sent.raw, 'List-Unsubscribe')).toBe(`<${oneClickStopUrl(p)}>`)
    expect(oneClickStopUrl(p)).toMatch(
      new RegExp(`^https?://[^/]+/reminders/${p.id}/stop\\?token=${remindersToken(p.id)}$`),
    )
    expect(headerOf(sent.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    // The instance died after the mail went, before recording the job done: it runs again.
    await db().job.update({
      where: { id: job.id },
      data: { status: 'running', finishedAt: null, lockedUntil: new Date(Date.now() - 1000) },
    })
    expect(await recoverStalled()).toBe(1)
    expect(await runDueJobs()).toEqual({ done: 1, failed: 0 })
    expect(smtp.received).toHaveLength(1)
    expect(await db().auditLog.count({ where: { action: 'registration.remind' } })).toBe(1)
    expect((await registrationDetail(p.id))!.reminders).toEqual({
      sentAt: [expect.any(String)],
      stoppedAt: null,
    })
  })

  it('after a rejected proof: the link to the page, where a new proof goes, not the checkout', async () => {
    const p = await unpaid()
    await db().registration.update({ where: { id: p.id }, data: { status: 'proof_rejected' } })
    await due(p.id)
    await runDueJobs()
    const mail = textOf(smtp.received[0].raw)
    expect(mail).toContain('could not accept your payment proof')
    expect(mail).not.toContain(continueUrl(p))
    expect(mail).toContain(delegateUrl(p))
  })
})

describe('a reminder that no longer applies withdraws itself, without a mail', () => {
  const withdrawn = async (id: number, reminder: 'day' | 'slab' = 'day') => {
    const job = await due(id, reminder)
    expect(await runDueJobs()).toEqual({ done: 1, failed: 0 })
    expect(smtp.received).toEqual([])
    expect(await db().job.findUnique({ where: { id: job.id } })).toBeNull()
  }

  it('once paid', async () => {
    const p = await unpaid()
    await db().registration.update({ where: { id: p.id }, data: { status: 'paid', paidAt: new Date() } })
    await withdrawn(p.id)
  })

  it('once proven or cancelled', async () => {
    for (const status of ['proof_submitted', 'cancelled'] as const) {
      const p = await unpaid()
      await db().registration.update({ where: { id: p.id }, data: { status } })
      await withdrawn(p.id)
    }
  })

  it('once the delegate stopped the reminders', async () => {
    const p = await unpaid()
    expect(await stopReminders(p.id, remindersToken(p.id))).toBeInstanceOf(Date)
    await withdrawn(p.id)
    await withdrawn(p.id, 'slab')
  })

  it('once registration has closed', async () => {
    const p = await unpaid()
    await db().edition.update({ where: { id: window.id }, data: { closesAt: new Date(Date.now() - 1000) } })
    await withdrawn(p.id)
  })

  it('once the conference has ended, even with its window left open', async () => {
    const p = await unpaid()
    await db().edition.update({
      where: { id: window.id },
      data: {
        startsOn: new Date(Date.now() - 4 * 86_400_000),
        endsOn: new Date(Date.now() - 2 * 86_400_000),
      },
    })
    await withdrawn(p.id)
  })

  it('the slab’s: once the registration is priced in another slab', async () => {
    const p = await unpaid()
    await db().registration.update({ where: { id: p.id }, data: { feeValidUntil: null } })
    await withdrawn(p.id, 'slab')
  })
})

describe('the stop link', () => {
  it('the one-click stop (the mail client’s unsubscribe) stops them the same way, recorded as such', async () => {
    const p = await unpaid()
    expect(await stopReminders(p.id, registrationToken(p.id), new Date(), 'one-click')).toBeNull()
    const stopped = await stopReminders(p.id, remindersToken(p.id), new Date(), 'one-click')
    expect(stopped).toBeInstanceOf(Date)
    expect(await stopReminders(p.id, remindersToken(p.id))).toEqual(stopped)
    expect(
      (await db().auditLog.findMany({ where: { action: 'registration.reminders-stop' } })).map(
        (e) => e.detail,
      ),
    ).toEqual([{ by: 'delegate', via: 'one-click' }])
    expect((await row(p.id)).remindersStoppedAt).toEqual(stopped)
  })

  it('stops them with its own token, once, with an audit entry; no other token does, and it opens nothing else', async () => {
    const p = await unpaid()
    const token = remindersToken(p.id)
    expect(token).not.toBe(registrationToken(p.id))
    expect(isRegistrationToken(p.id, token)).toBe(false)
    expect(isRemindersToken(p.id, registrationToken(p.id))).toBe(false)
    expect(isRemindersToken(p.id + 1, token)).toBe(false)
    expect(stopRemindersUrl(p)).toMatch(new RegExp(`/reminders/${p.id}\\?token=${token}$`))

    expect(await remindersPageOf(p.id, registrationToken(p.id))).toBeNull()
    expect(await stopReminders(p.id, registrationToken(p.id))).toBeNull()
    expect((await row(p.id)).remindersStoppedAt).toBeNull()
    expect(await remindersPageOf(p.id, token)).toEqual({
      registrationNumber: p.registrationNumber,
      stoppedAt: null,
    })

    const stopped = await stopReminders(p.id, token)
    expect(stopped).toBeInstanceOf(Date)
    expect(await stopReminders(p.id, token)).toEqual(stopped)
    expect((await row(p.id)).remindersStoppedAt).toEqual(stopped)
    expect(await remindersPageOf(p.id, token)).toMatchObject({ stoppedAt: stopped })
    expect(
      await db().auditLog.findMany({
        where: { action: 'registration.reminders-stop' },
        select: { entityId: true, adminEmail: true, detail: true },
      }),
    ).toEqual([{ entityId: String(p.id), adminEmail: '', detail: { by: 'delegate', via: 'page' } }])
    expect((await registrationDetail(p.id))!.reminders).toEqual({
      sentAt: [],
      stoppedAt: stopped!.toISOString(),
    })
  })
})

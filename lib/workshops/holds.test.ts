// Seat holds on the run's database (embedded and server), with a real SMTP server and the sandbox
// gateway over HTTP: unpaid registrations hold workshop seats for the edition's time, never past
// the capacity however many register at once; a hold that ended gives the seat back to sale in
// every count, and its notice goes out through the outbox; a payment keeps a running hold for its
// life at the gateway (capped), or takes the seat again, or, the workshop full, re-prices before
// anything is charged; a proof holds the seats until the review; a rejection holds them again.
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { todayInIndia } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { editionUpdateSchema, SEAT_HOLD_MESSAGE } from '@/lib/editions/schema'
import { findCurrentEdition } from '@/lib/editions/service'
import { updateEdition } from '@/lib/editions/writes'
import { runDueJobs } from '@/lib/jobs/runner'
import { beginPayment } from '@/lib/payments/service/sales'
import { submitPaymentProof } from '@/lib/registrations/proofs'
import { submitRegistration } from '@/lib/registrations/register'
import { rejectProof } from '@/lib/registrations/review'
import { registrationToken } from '@/lib/registrations/token'
import { TEST_ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { withSandboxGateway } from '@/test/sandbox-hooks'
import { withSmtpSink } from '@/test/smtp-hooks'
import { createWorkshop } from '@/test/workshops'
import { WORKSHOP_FULL } from './offers'
import { workshopRoster } from './roster'
import { seatsBeforePayment } from './seat-checks'
import { liveSeats } from './service'

const MINUTE = 60_000
const smtp = withSmtpSink()
withSandboxGateway()
beforeEach(() =>
  truncate(
    'jobs',
    'audit_logs',
    'gateway_exchanges',
    'payment_attempts',
    'payment_proofs',
    'workshop_seats',
    'participants',
    'events',
  ),
)

const workshop = (capacity: number, feePaise?: number) => createWorkshop({ capacity, feePaise })

/** The mails sent but the one every unpaid registration gets at once ("your registration is saved"). */
const mailed = () =>
  smtp.received.filter((m) => !m.raw.replace(/=\r?\n/g, '').includes('Your registration is saved'))

const row = (id: number) => db().registration.findUniqueOrThrow({ where: { id } })

/** Time passes: the registration's hold (and its notice, due now) ended a second ago. */
async function endHold(id: number) {
  const until = new Date(Date.now() - 1000)
  await db().registration.update({
    where: { id },
    data: { seatsHeldSince: new Date(until.getTime() - 30 * MINUTE), seatsHeldUntil: until },
  })
  await db().$executeRaw`
    UPDATE jobs SET run_after = now(), payload = jsonb_set(payload, '{heldUntil}', to_jsonb(${until.toISOString()}::text))
     WHERE kind = 'mail.seats-released' AND entity_id = ${String(id)} AND status = 'queued'`
}

const proof = (id: number) =>
  submitPaymentProof(
    {
      payment_option: 'neft_rtgs',
      transaction_id: 'NEFT42',
      transaction_date: todayInIndia(),
      participant_id: id,
      participant_token: 'checked-by-the-handler',
    },
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  )

describe('seat holds', () => {
  it('30 delegates at once on 5 seats: 5 held for the edition’s time, 25 told it is full', async () => {
    const w = await workshop(5)
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => submitRegistration(delegate({ workshops: [w.id] }))),
    )
    const held = results.filter((r) => r.status === 'fulfilled')
    expect(held).toHaveLength(5)
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r.reason as ApiError).message).toBe(WORKSHOP_FULL)
    expect(await liveSeats(w.id)).toBe(5)
    const minutes = (await findCurrentEdition()).seat_hold_minutes
    expect(minutes).toBe(30)
    for (const r of held) {
      const p = await row((r as PromiseFulfilledResult<{ id: number }>).value.id)
      expect(p.seatsHeldUntil!.getTime() - p.seatsHeldSince!.getTime()).toBe(minutes * MINUTE)
    }
    expect(await db().job.count({ where: { kind: 'mail.seats-released', status: 'queued' } })).toBe(5)
    // Not due yet: the notices wait for the holds to end.
    await runDueJobs()
    expect(mailed()).toEqual([])
  })

  it('organisers set the hold with the edition’s settings (5 minutes to 7 days)', async () => {
    const edition = await findCurrentEdition()
    const problems = (v: unknown) =>
      editionUpdateSchema.safeParse({ seat_hold_minutes: v }).error?.issues[0]?.message
    for (const bad of [4, 10_081, 'x']) expect(problems(bad)).toBe(SEAT_HOLD_MESSAGE)
    expect(problems('1.5')).toBe('Whole minutes.')
    try {
      const updated = await updateEdition(
        edition.id,
        editionUpdateSchema.parse({ seat_hold_minutes: '45' }),
        TEST_ADMIN,
      )
      expect(updated.seat_hold_minutes).toBe(45)
      const w = await workshop(1)
      const p = await row((await submitRegistration(delegate({ workshops: [w.id] }))).id)
      expect(p.seatsHeldUntil!.getTime() - p.seatsHeldSince!.getTime()).toBe(45 * MINUTE)
    } finally {
      await updateEdition(edition.id, { seat_hold_minutes: edition.seat_hold_minutes }, TEST_ADMIN)
    }
  })

  it('a hold that ended gives the seat back at once, and the delegate is told once', async () => {
    const w = await workshop(1)
    const hoarder = await submitRegistration(delegate({ workshops: [w.id] }))
    await expect(submitRegistration(delegate({ workshops: [w.id] }))).rejects.toThrow(WORKSHOP_FULL)
    await endHold(hoarder.id)
    expect(await liveSeats(w.id)).toBe(0)
    const payer = await submitRegistration(delegate({ workshops: [w.id] }))
    expect(payer.workshops).toHaveLength(1)
    await runDueJobs()
    expect(mailed().map((m) => m.to)).toEqual([[hoarder.email]])
    const mail = mailed()[0].raw.replace(/=\r?\n/g, '')
    expect(mail).toContain('went back on sale')
    expect(mail).toContain('Workshop: NRP workshop 1')
    expect(mail).toContain('Rs. 1,500.00')
    await runDueJobs()
    expect(mailed()).toHaveLength(1)
    // The roster counts the payer's hold; the hoarder's seat no longer counts.
    const [roster] = await workshopRoster(w.id)
    expect(roster.seats).toEqual({ paid: 0, under_review: 0, held: 1, left: 0 })
    expect(roster.attendees.map((a) => [a.participant_id, a.seat])).toEqual([[payer.id, 'held']])
  })

  it('a payment keeps a running hold for its life at the gateway, never past the cap', async () => {
    const w = await workshop(2)
    const reg = await submitRegistration(delegate({ workshops: [w.id] }))
    const since = (await row(reg.id)).seatsHeldSince!.getTime()
    const at = (minutes: number) => new Date(since + minutes * MINUTE)
    const until = async () => ((await row(reg.id)).seatsHeldUntil!.getTime() - since) / MINUTE
    expect(await seatsBeforePayment(reg.id, 20 * MINUTE, at(5))).toBeNull()
    expect(await until()).toBe(30)
    await seatsBeforePayment(reg.id, 20 * MINUTE, at(25))
    expect(await until()).toBe(45)
    await seatsBeforePayment(reg.id, 20 * MINUTE, at(44))
    expect(await until()).toBe(50)
    await seatsBeforePayment(reg.id, 20 * MINUTE, at(49))
    expect(await until()).toBe(50)
    // One notice per end; the superseded ones withdraw when they run.
    const notices = await db().job.findMany({
      where: { kind: 'mail.seats-released' },
      orderBy: { id: 'asc' },
    })
    expect(notices.map((j) => (j.runAfter.getTime() - since) / MINUTE)).toEqual([30, 45, 50])
    await db().job.updateMany({ where: { kind: 'mail.seats-released' }, data: { runAfter: new Date(0) } })
    await runDueJobs()
    expect(mailed()).toEqual([])
    expect(await db().job.count({ where: { kind: 'mail.seats-released' } })).toBe(0)
  })

  it('paying late takes a free seat again; the workshop full, it re-prices before charging anything', async () => {
    const w = await workshop(1)
    const late = await submitRegistration(delegate({ workshops: [w.id] }))
    await endHold(late.id)
    // A seat is free: the sale starts at the same amount, and the seat is held again.
    const started = await beginPayment(late.id, registrationToken(late.id))
    expect(started).toMatchObject({ amount: late.amount.toFixed(2), merchantTxnNo: expect.any(String) })
    expect((await row(late.id)).seatsHeldUntil!.getTime()).toBeGreaterThan(Date.now() + 25 * MINUTE)
    await expect(submitRegistration(delegate({ workshops: [w.id] }))).rejects.toThrow(WORKSHOP_FULL)

    // Another one whose hold ended while the seat went to someone else.
    const w2 = await workshop(1, 200000)
    const slow = await submitRegistration(delegate({ workshops: [w2.id] }))
    await endHold(slow.id)
    const taker = await submitRegistration(delegate({ workshops: [w2.id] }))
    const attempts = await db().paymentAttempt.count()
    const repriced = await beginPayment(slow.id, registrationToken(slow.id))
    const fee = slow.amount - 2000
    expect(repriced).toMatchObject({
      repriced: true,
      previous_amount: slow.amount.toFixed(2),
      amount: fee.toFixed(2),
      released: ['NRP workshop 1'],
      lines: [{ label: expect.stringMatching(/^Registration \(Non-Member/), amount: fee }],
    })
    expect((repriced as { message: string }).message).toMatch(
      /^NRP workshop 1 is now full: your seat was held until .+ Press PAY NOW again/,
    )
    expect(await db().paymentAttempt.count()).toBe(attempts)
    expect(await db().workshopSeat.count({ where: { registrationId: slow.id } })).toBe(0)
    expect(await liveSeats(w2.id)).toBe(1)
    expect(taker.workshops).toHaveLength(1)
    // Pressing PAY NOW again pays the new amount.
    expect(await beginPayment(slow.id, registrationToken(slow.id))).toMatchObject({
      amount: fee.toFixed(2),
      merchantTxnNo: expect.any(String),
    })
  })

  it('a free category whose only cost was the lost workshop is confirmed, not asked to pay 0', async () => {
    const w = await workshop(1)
    const senior = await submitRegistration(delegate({ category: 'seniorcitizen', workshops: [w.id] }))
    expect(senior).toMatchObject({ status: 'pending_payment', amount: 1500 })
    await endHold(senior.id)
    await submitRegistration(delegate({ workshops: [w.id] }))
    const repriced = await beginPayment(senior.id, registrationToken(senior.id))
    expect(repriced).toMatchObject({ repriced: true, amount: '0.00', released: ['NRP workshop 1'] })
    expect((repriced as { message: string }).message).toContain('your registration is free: it is confirmed')
    expect(await row(senior.id)).toMatchObject({ status: 'free', amountPaise: 0 })
    expect(await db().job.count({ where: { kind: 'mail.confirmation', entityId: String(senior.id) } })).toBe(
      1,
    )
  })

  it('a proof holds the seats until the review; a rejection holds them again; a lost seat is dropped', async () => {
    const w = await workshop(1)
    const offline = await submitRegistration(delegate({ workshops: [w.id] }))
    await proof(offline.id)
    await endHold(offline.id) // the original hold's time passes: the proof keeps the seat
    expect(await liveSeats(w.id)).toBe(1)
    await rejectProof(offline.id, { reason: 'Unreadable.' }, TEST_ADMIN)
    const again = await row(offline.id)
    expect(again.seatsHeldUntil!.getTime()).toBeGreaterThan(Date.now() + 29 * MINUTE)
    expect(await liveSeats(w.id)).toBe(1)

    // A proof that comes after the hold ended, the workshop filled meanwhile.
    await endHold(offline.id)
    await submitRegistration(delegate({ workshops: [w.id] }))
    const answer = await proof(offline.id)
    expect(answer.released).toEqual(['NRP workshop 1'])
    const after = await row(offline.id)
    expect(after).toMatchObject({
      status: 'proof_submitted',
      amountPaise: offline.amount * 100 - 150000,
      seatsHeldUntil: null,
    })
    expect(await liveSeats(w.id)).toBe(1)
    await db().job.updateMany({ where: { kind: 'mail.proof-received' }, data: { runAfter: new Date(0) } })
    await runDueJobs()
    const received = smtp.received
      .map((m) => m.raw.replace(/=\r?\n/g, ''))
      .filter((m) => m.includes('We have received your payment proof'))
      .at(-1)
    expect(received).toContain('NRP workshop 1 filled up after your seat hold ended')
  })
})

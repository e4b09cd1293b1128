// Waiting lists on the run's database (embedded and server), with a real SMTP server: delegates
// join a full workshop's list first come first served; a freed seat (a cancellation, a hold that
// ended, more seats) is offered to the next in line, one offer per seat, mailed, and held for them
// so nobody else takes it; unaccepted, it passes on at its end; accepted, the workshop joins the
// registration at its fee. Parallel joins, frees and accepts never seat more than the capacity.
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { editionUpdateSchema, WAITLIST_OFFER_MESSAGE } from '@/lib/editions/schema'
import { findCurrentEdition } from '@/lib/editions/service'
import { updateEdition } from '@/lib/editions/writes'
import { eventUpdateSchema } from '@/lib/events/schema'
import { updateEvent } from '@/lib/events/service'
import { runDueJobs } from '@/lib/jobs/runner'
import { refundRegistration } from '@/lib/payments/service/refunds'
import { transactionStatus } from '@/lib/payments/service/returns'
import { startPayment } from '@/lib/payments/service/sales'
import { submitRegistration } from '@/lib/registrations/register'
import { cancelRegistration } from '@/lib/registrations/review'
import { TEST_ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { withSandboxGateway } from '@/test/sandbox-hooks'
import { withSmtpSink } from '@/test/smtp-hooks'
import { createWorkshop } from '@/test/workshops'
import { NO_HOLD } from './holds'
import { WAITLIST_HAS_SEAT, WAITLIST_NOT_FOR_PAID, WAITLIST_OFFER_GONE, WORKSHOP_FULL } from './offers'
import { liveSeats, workshopsOfEdition } from './service'
import { joinWaitlist, leaveWaitlist } from './waitlist'
import { acceptOffer } from './waitlist-accept'
import { offerFreedSeats } from './waitlist-jobs'
import { delegateWaitlist } from './waitlist-read'

const HOUR = 3_600_000
const smtp = withSmtpSink()
const sandbox = withSandboxGateway()
beforeEach(() =>
  truncate(
    'jobs',
    'audit_logs',
    'gateway_exchanges',
    'payment_attempts',
    'waitlist_entries',
    'workshop_seats',
    'participants',
    'events',
  ),
)

const cancel = (id: number) => cancelRegistration(id, { reason: 'Duplicate.' }, TEST_ADMIN)
const row = (id: number) => db().registration.findUniqueOrThrow({ where: { id } })
const register = async (workshops: number[] = []) => (await submitRegistration(delegate({ workshops }))).id
/** Paid (as the bank would confirm it): its seats count for good. */
const paid = (id: number) =>
  db().registration.update({ where: { id }, data: { status: 'paid', paidAt: new Date(), ...NO_HOLD } })
const entries = (eventId: number) =>
  db().waitlistEntry.findMany({ where: { eventId }, orderBy: { position: 'asc' } })
const states = async (eventId: number) =>
  (await entries(eventId)).map((e) => [e.registrationId, e.position, e.state])
const entryOf = (eventId: number, registrationId: number) =>
  db().waitlistEntry.findUniqueOrThrow({ where: { eventId_registrationId: { eventId, registrationId } } })

/** A workshop whose `capacity` seats are all paid for, and those who took them. */
async function fullWorkshop(capacity: number, feePaise = 150000) {
  const w = await createWorkshop({ capacity, feePaise, name: `Full workshop ${capacity}` })
  const holders: number[] = []
  for (let i = 0; i < capacity; i++) holders.push((await paid(await register([w.id]))).id)
  return { w, holders }
}

/** Time passes: the offer to `registrationId` ran out a second ago, and its job is due. */
async function endOffer(eventId: number, registrationId: number) {
  const entry = await entryOf(eventId, registrationId)
  const ended = new Date(Date.now() - 1000).toISOString()
  await db().waitlistEntry.update({ where: { id: entry.id }, data: { offerExpiresAt: new Date(ended) } })
  await db().$executeRaw`
    UPDATE jobs SET run_after = now(), payload = jsonb_set(payload, '{expiresAt}', to_jsonb(${ended}::text))
     WHERE kind = 'waitlist.expire' AND (payload->>'entryId')::int = ${entry.id} AND status = 'queued'`
}

/** The mails a registration was sent, but the one every unpaid registration gets at once ("saved"). */
const mailsTo = async (id: number) => {
  const { email } = await row(id)
  return smtp.received
    .filter((m) => m.to.includes(email))
    .map((m) => m.raw.replace(/=\r?\n/g, ''))
    .filter((raw) => !raw.includes('Your registration is saved'))
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: ApiError) => e.message,
  )

describe('waiting lists', () => {
  it('takes delegates in the order they join, once each, shows their place, and lets them leave', async () => {
    const { w, holders } = await fullWorkshop(1)
    const [a, b, c] = [await register(), await register(), await register()]
    for (const id of [a, b, c]) await joinWaitlist(id, w.id)
    await joinWaitlist(a, w.id)
    expect(await states(w.id)).toEqual([
      [a, 1, 'waiting'],
      [b, 2, 'waiting'],
      [c, 3, 'waiting'],
    ])
    const [form] = await workshopsOfEdition((await findCurrentEdition()).id)
    expect(form.seats_left).toBe(0)
    expect(await delegateWaitlist(await row(c))).toEqual([
      expect.objectContaining({ id: w.id, state: 'waiting', place: 3, joinable: false }),
    ])
    await leaveWaitlist(b, w.id)
    expect((await delegateWaitlist(await row(c)))[0].place).toBe(2)
    // Back after leaving: at the end of the line.
    await joinWaitlist(b, w.id)
    expect(await states(w.id)).toEqual([
      [a, 1, 'waiting'],
      [c, 3, 'waiting'],
      [b, 4, 'waiting'],
    ])
    // A paid registration cannot pay a workshop's fee online; a seat holder needs no list.
    expect(await refusal(joinWaitlist((await paid(await register())).id, w.id))).toBe(WAITLIST_NOT_FOR_PAID)
    expect(await refusal(joinWaitlist(holders[0], w.id))).toBe(WAITLIST_HAS_SEAT)
    expect(smtp.received).toEqual([])
  })

  it('offers a cancelled seat to the next in line only, mailed, held from newcomers', async () => {
    const { w, holders } = await fullWorkshop(2)
    const [a, b, c] = [await register(), await register(), await register()]
    for (const id of [a, b, c]) await joinWaitlist(id, w.id)
    await cancel(holders[0])
    await runDueJobs()
    expect((await states(w.id)).map((s) => s[2])).toEqual(['offered', 'waiting', 'waiting'])
    const offer = await entryOf(w.id, a)
    expect(offer.offerExpiresAt!.getTime() - offer.offeredAt!.getTime()).toBe(24 * HOUR)
    const [mail] = await mailsTo(a)
    expect(mail).toContain('A seat has become free in Full workshop 2')
    expect(mail).toContain('Accept the seat')
    expect(mail).toMatch(/\/registration\/\d+\?token=/)
    // The seat is held for the offer: a newcomer is told the workshop is full.
    await expect(submitRegistration(delegate({ workshops: [w.id] }))).rejects.toThrow(WORKSHOP_FULL)
    // Run again (another server, a repeat): still one offer for one freed seat.
    expect(await offerFreedSeats(w.id)).toBe(0)
    await runDueJobs()
    expect((await states(w.id)).map((s) => s[2])).toEqual(['offered', 'waiting', 'waiting'])
    expect(await mailsTo(a)).toHaveLength(1)
  })

  it('passes an offer not accepted by its end to the next in line', async () => {
    const { w, holders } = await fullWorkshop(1)
    const [a, b] = [await register(), await register()]
    for (const id of [a, b]) await joinWaitlist(id, w.id)
    await cancel(holders[0])
    await runDueJobs()
    await endOffer(w.id, a)
    // Ended by its time at once: the seat is no longer a's to accept, before any job runs.
    expect(await refusal(acceptOffer(a, w.id))).toBe(WAITLIST_OFFER_GONE)
    await runDueJobs()
    expect(await states(w.id)).toEqual([
      [a, 1, 'expired'],
      [b, 2, 'offered'],
    ])
    expect(await mailsTo(b)).toHaveLength(1)
    expect(await delegateWaitlist(await row(a))).toEqual([
      expect.objectContaining({ state: 'expired', joinable: true }),
    ])
    // The jobs again (at least once), b's before its time: nothing more happens.
    await db().job.updateMany({
      where: { kind: 'waitlist.expire' },
      data: { status: 'queued', runAfter: new Date(0) },
    })
    await runDueJobs()
    expect((await states(w.id)).map((s) => s[2])).toEqual(['expired', 'offered'])
  })

  it('adds the accepted workshop at its fee to an unpaid registration, to pay with the rest', async () => {
    const { w, holders } = await fullWorkshop(1, 200000)
    const a = await register()
    await joinWaitlist(a, w.id)
    const before = await row(a)
    expect(before.seatsHeldUntil).toBeNull()
    await cancel(holders[0])
    await runDueJobs()
    const after = await acceptOffer(a, w.id)
    expect(after.amountPaise).toBe(before.amountPaise + 200000)
    expect(after.status).toBe('pending_payment')
    expect(after.seatsHeldUntil!.getTime() - after.seatsHeldSince!.getTime()).toBe(30 * 60_000)
    expect((await entryOf(w.id, a)).state).toBe('accepted')
    expect(await liveSeats(w.id)).toBe(1)
    // Twice is once.
    expect((await acceptOffer(a, w.id)).amountPaise).toBe(after.amountPaise)
    expect(await db().workshopSeat.count({ where: { registrationId: a } })).toBe(1)
    expect(await db().job.count({ where: { kind: 'mail.seats-released', entityId: String(a) } })).toBe(1)
    expect(await delegateWaitlist(await row(a))).toEqual([])
  })

  it('a paid registration takes a free workshop from the list, counted for good', async () => {
    const { w, holders } = await fullWorkshop(1, 0)
    const a = (await paid(await register())).id
    await joinWaitlist(a, w.id)
    await cancel(holders[0])
    await runDueJobs()
    const after = await acceptOffer(a, w.id)
    expect(after).toMatchObject({
      status: 'paid',
      amountPaise: (await row(a)).amountPaise,
      seatsHeldUntil: null,
    })
    expect(await liveSeats(w.id)).toBe(1)
  })

  it('offers the seat of a hold that ended, before the late payer can take it back', async () => {
    const w = await createWorkshop({ capacity: 1 })
    const input = delegate({ workshops: [w.id] })
    const late = (await submitRegistration(input)).id
    const a = await register()
    await joinWaitlist(a, w.id)
    expect((await entryOf(w.id, a)).state).toBe('waiting')
    const until = new Date(Date.now() - 1000)
    await db().registration.update({ where: { id: late }, data: { seatsHeldUntil: until } })
    await db().$executeRaw`
      UPDATE jobs SET run_after = now(), payload = jsonb_set(payload, '{heldUntil}', to_jsonb(${until.toISOString()}::text))
       WHERE kind = 'mail.seats-released' AND entity_id = ${String(late)}`
    await runDueJobs()
    expect((await entryOf(w.id, a)).state).toBe('offered')
    expect(await mailsTo(late)).toHaveLength(1)
    expect(await mailsTo(a)).toHaveLength(1)
    // The late payer's correction asks for the seat again: it went to the list.
    await expect(submitRegistration(input, undefined, late)).rejects.toThrow(WORKSHOP_FULL)
  })

  it('offers the seat of a registration refunded in full (paid through the gateway)', async () => {
    const w = await createWorkshop({ capacity: 1 })
    const holder = await register([w.id])
    const sale = await startPayment(holder)
    sandbox.gateway.settle(sandbox.gateway.transactions.get(sale.merchantTxnNo)!, 'approve')
    expect((await transactionStatus(sale.merchantTxnNo)).txnStatus).toBe('SUC')
    const a = await register()
    await joinWaitlist(a, w.id)
    expect((await entryOf(w.id, a)).state).toBe('waiting')
    expect(await refundRegistration(holder, {}, TEST_ADMIN)).toMatchObject({ status: 'refunded' })
    await runDueJobs()
    expect((await entryOf(w.id, a)).state).toBe('offered')
  })

  it('offers the seats an organiser adds, one per seat, in order', async () => {
    const { w } = await fullWorkshop(1)
    const ids = [await register(), await register(), await register()]
    for (const id of ids) await joinWaitlist(id, w.id)
    const e = await db().event.findUniqueOrThrow({ where: { id: w.id } })
    await updateEvent(
      eventUpdateSchema.parse({
        id: e.id,
        name: e.name,
        date: e.date.toISOString().slice(0, 10),
        venue: e.venue,
        time: e.time,
        organizer: e.organizer,
        description: e.description,
        address: e.address,
        day: e.day,
        registrable: 'true',
        fee: '1500',
        capacity: '3',
        registration_deadline: e.registrationDeadline!.toISOString().slice(0, 10),
      }),
      TEST_ADMIN,
    )
    await runDueJobs()
    expect((await states(w.id)).map((s) => s[2])).toEqual(['offered', 'offered', 'waiting'])
  })

  it('the edition sets how long an offer lasts (1 hour to 7 days)', async () => {
    const edition = await findCurrentEdition()
    const problem = (v: unknown) =>
      editionUpdateSchema.safeParse({ waitlist_offer_hours: v }).error?.issues[0]?.message
    for (const bad of [0, 169, 'x']) expect(problem(bad)).toBe(WAITLIST_OFFER_MESSAGE)
    try {
      await updateEdition(edition.id, editionUpdateSchema.parse({ waitlist_offer_hours: '2' }), TEST_ADMIN)
      const { w, holders } = await fullWorkshop(1)
      const a = await register()
      await joinWaitlist(a, w.id)
      await cancel(holders[0])
      await runDueJobs()
      const offer = await entryOf(w.id, a)
      expect(offer.offerExpiresAt!.getTime() - offer.offeredAt!.getTime()).toBe(2 * HOUR)
    } finally {
      await updateEdition(edition.id, { waitlist_offer_hours: edition.waitlist_offer_hours }, TEST_ADMIN)
    }
  })
})

describe('waiting lists under parallel requests', () => {
  it('20 joins at once: 20 places in order; a freed seat makes exactly one offer', async () => {
    const { w, holders } = await fullWorkshop(1)
    const ids = await Promise.all(Array.from({ length: 20 }, () => register()))
    await Promise.all(ids.map((id) => joinWaitlist(id, w.id)))
    const list = await entries(w.id)
    expect(list.map((e) => e.position)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(new Set(list.map((e) => e.registrationId)).size).toBe(20)
    await Promise.all([cancel(holders[0]), offerFreedSeats(w.id)])
    await Promise.all([runDueJobs(), offerFreedSeats(w.id), offerFreedSeats(w.id)])
    expect((await entries(w.id)).filter((e) => e.state === 'offered')).toHaveLength(1)
  })

  it('20 joins at once on one free seat: exactly one offer, and no newcomer takes it', async () => {
    const w = await createWorkshop({ capacity: 1 })
    const ids = await Promise.all(Array.from({ length: 20 }, () => register()))
    const results = await Promise.allSettled([
      ...ids.map((id) => joinWaitlist(id, w.id)),
      ...Array.from({ length: 5 }, () => submitRegistration(delegate({ workshops: [w.id] }))),
    ])
    const offered = (await entries(w.id)).filter((e) => e.state === 'offered')
    const newcomers = results.slice(20).filter((r) => r.status === 'fulfilled').length
    expect(offered.length + newcomers).toBe(1)
    expect((await liveSeats(w.id)) + offered.length).toBe(1)
  })

  it('20 accepts at once of one offer: one seat, priced once', async () => {
    const { w, holders } = await fullWorkshop(1)
    const a = await register()
    await joinWaitlist(a, w.id)
    await cancel(holders[0])
    await runDueJobs()
    const before = await row(a)
    await Promise.all(Array.from({ length: 20 }, () => acceptOffer(a, w.id)))
    expect(await db().workshopSeat.count({ where: { registrationId: a } })).toBe(1)
    expect((await row(a)).amountPaise).toBe(before.amountPaise + 150000)
  })

  it('20 on the list accept at once with one seat offered: exactly one gets it', async () => {
    const { w, holders } = await fullWorkshop(1)
    const ids = await Promise.all(Array.from({ length: 20 }, () => register()))
    for (const id of ids) await joinWaitlist(id, w.id)
    await cancel(holders[0])
    await runDueJobs()
    // Meanwhile the last ten leave and join again.
    const results = await Promise.allSettled([
      ...ids.map((id) => acceptOffer(id, w.id)),
      ...ids.slice(10).map((id) => leaveWaitlist(id, w.id).then(() => joinWaitlist(id, w.id))),
    ])
    const accepted = results.slice(0, 20).flatMap((r, i) => (r.status === 'fulfilled' ? [ids[i]] : []))
    expect(accepted).toEqual([ids[0]])
    expect(await liveSeats(w.id)).toBe(1)
    expect((await entries(w.id)).filter((e) => e.state === 'offered')).toHaveLength(0)
  })
})

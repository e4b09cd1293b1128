// Seats are not hoarded: five unpaid registrations from five addresses once took a 5-seat
// workshop for good, and a paying delegate was told "This workshop is full". Replayed beside the
// honest path: 30 parallel registrations never exceed the capacity; unpaid seats are held for the
// edition's time only (the hold is made to end here by moving its times back), then count no more
// and the delegate is mailed; a late payer takes a free seat again, or, the workshop full again
// after a second parallel wave, is told before any money is taken and continues without it.
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/clients'
import { sql } from '../support/db'
import { waitForMail } from '../support/mail'
import { advice, payerChooses, uniqueDelegate, type Registration } from '../support/registration'
import type { ServerName } from '../support/servers'

const FULL = 'This workshop is full.'
const FEE = 1500

/**
 * A 5-seat workshop of the current edition, written directly: dated yesterday, so the events
 * pages that other specs read at the same time do not list it (registration checks only its
 * last day to register, five days ahead).
 */
async function workshop(server: ServerName, name: string) {
  const [w] = await sql<{ id: number }>(
    server,
    `INSERT INTO events (name, description, venue, date, time, organizer, address, day, registrable,
                         fee_paise, capacity, registration_deadline, edition_id, updated_at)
     SELECT $1, 'Seat holds under attack.', 'Hall B', (now() AT TIME ZONE 'Asia/Kolkata')::date - 1,
            '10:00:00', 'IAP', 'Gorakhpur', 'Monday', true, $2, 5,
            (now() AT TIME ZONE 'Asia/Kolkata')::date + 5, edition_id, now()
       FROM current_edition RETURNING id`,
    [name, FEE * 100],
  )
  return w.id
}

/** The workshop's seats that count now: paid for, or held by an unpaid registration. */
async function liveSeats(server: ServerName, eventId: number) {
  const [row] = await sql<{ n: number }>(
    server,
    `SELECT count(*)::int AS n FROM workshop_seats s JOIN participants p ON p.id = s.participant_id
      WHERE s.event_id = $1 AND (p.status IN ('paid', 'free', 'proof_submitted', 'proof_verified')
         OR (p.status IN ('pending_payment', 'payment_failed', 'proof_rejected') AND p.seats_held_until > now()))`,
    [eventId],
  )
  return row.n
}

/** 30 delegates register for the workshop at once, each from an address of its own. */
async function wave(client: () => Promise<APIRequestContext>, eventId: number, tag: string) {
  const clients = await Promise.all(Array.from({ length: 30 }, () => client()))
  const answers = await Promise.all(
    clients.map((c) =>
      c.post('/uppedicon/participants/', {
        multipart: { ...uniqueDelegate(tag), workshops: String(eventId) },
      }),
    ),
  )
  const made: (Registration & { email: string })[] = []
  for (const a of answers) {
    const body = await a.json()
    if (a.status() === 201) made.push(body)
    else expect([a.status(), body.error]).toEqual([409, FULL])
  }
  return made
}

/** Time passes: these registrations' holds ended a second ago, and their notices are due. */
async function endHolds(server: ServerName, ids: number[]) {
  await sql(
    server,
    `UPDATE participants SET seats_held_since = now() - interval '31 minutes',
                             seats_held_until = now() - interval '1 second'
      WHERE id = ANY($1::int[])`,
    [ids],
  )
  await sql(
    server,
    `UPDATE jobs j SET run_after = now(),
            payload = jsonb_set(j.payload, '{heldUntil}',
              to_jsonb(to_char(p.seats_held_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
       FROM participants p
      WHERE j.kind = 'mail.seats-released' AND j.status = 'queued' AND j.entity_id = p.id::text
        AND p.id = ANY($1::int[])`,
    [ids],
  )
}

const pay = (c: APIRequestContext, r: Registration) =>
  c.post('/payment/initiatepayment/', { data: { participant_id: r.id, participant_token: r.token } })

test('unpaid seats are held for a limited time, never past the capacity; late payers are told before paying', async ({
  client,
  server,
}) => {
  test.setTimeout(180_000)
  const name = `Hoarding drill ${Date.now().toString(36)}`
  const eventId = await workshop(server, name)
  try {
    // The attack: many unpaid registrations at once take every seat, and no more.
    const hoarders = await wave(client, eventId, 'sec-hoard')
    expect(hoarders).toHaveLength(5)
    expect(await liveSeats(server, eventId)).toBe(5)
    const honest = await client()
    const refused = await honest.post('/uppedicon/participants/', {
      multipart: { ...uniqueDelegate('sec-payer'), workshops: String(eventId) },
    })
    expect([refused.status(), (await refused.json()).error]).toEqual([409, FULL])

    // Their hold ends: the seats count no more, and each hoarder is told by mail (the outbox).
    await endHolds(
      server,
      hoarders.map((h) => h.id),
    )
    expect(await liveSeats(server, eventId)).toBe(0)
    for (const h of hoarders) {
      const mail = await waitForMail(h.email, {
        server,
        match: (m) => m.subject.includes('went back on sale'),
      })
      expect(mail.text).toContain(`Workshop: ${name}`)
    }

    // A late payer with a seat free takes it again and pays the amount registered.
    const [late, lost] = hoarders
    const sale = await pay(honest, late)
    expect(sale.status(), await sale.text()).toBe(200)
    const started = await sale.json()
    expect(Number(started.amount)).toBe(late.amount)
    const { fields } = await payerChooses(honest, started, 'approve')
    expect((await advice(honest, fields)).status()).toBe(200)
    await expect
      .poll(
        async () => (await sql(server, 'SELECT status FROM participants WHERE id = $1', [late.id]))[0].status,
      )
      .toBe('paid')

    // A second wave of 30 finds exactly the 4 seats left.
    expect(await wave(client, eventId, 'sec-hoard2')).toHaveLength(4)
    expect(await liveSeats(server, eventId)).toBe(5)

    // A late payer whose seat went to someone else is told before any money is taken…
    const attempts = async () =>
      (
        await sql(server, 'SELECT count(*)::int AS n FROM payment_attempts WHERE participant_id = $1', [
          lost.id,
        ])
      )[0].n
    const told = await pay(honest, lost)
    expect(told.status()).toBe(200)
    const repriced = await told.json()
    expect(repriced).toMatchObject({
      repriced: true,
      released: [name],
      previous_amount: lost.amount.toFixed(2),
      amount: (lost.amount - FEE).toFixed(2),
    })
    expect(repriced.message).toContain(`${name} is now full`)
    expect(await attempts()).toBe(0)
    // …and continues without the workshop at the new amount; the capacity still holds.
    const again = await pay(honest, lost)
    expect(again.status(), await again.text()).toBe(200)
    expect(Number((await again.json()).amount)).toBe(lost.amount - FEE)
    expect(await attempts()).toBe(1)
    expect(await liveSeats(server, eventId)).toBe(5)
  } finally {
    // Out of the registration form of the specs that run after this one.
    await sql(server, 'UPDATE events SET registrable = false WHERE id = $1', [eventId])
  }
})

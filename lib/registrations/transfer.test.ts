// Transferring a paid registration to a colleague, on the run's database: the new holder stored,
// the page link's token and the ticket code rotated (the old ones refused, at the desk too), the
// new holder's confirmation queued and the audit entry written in the same write; refused when
// unpaid, after the edition's deadline, to another category or to someone already registered;
// two transfers at once, one wins; a GST invoice stays as issued and is named in the audit entry.
import { randomBytes } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { addIsoDays, formatLongDate, startOfIndianDay } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { editionUpdateSchema } from '@/lib/editions/schema'
import { findCurrentEdition } from '@/lib/editions/service'
import { transfersCloseAt } from '@/lib/editions/window'
import { updateEdition } from '@/lib/editions/writes'
import { checkIn, REPLACED_TICKET, type Desk } from '@/lib/tickets/checkin'
import { ticketCode } from '@/lib/tickets/code'
import { TEST_ADMIN as ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { registerForGst } from '@/test/gst'
import { delegateView } from './delegate'
import { submitPaymentProof } from './proofs'
import { submitRegistration } from './register'
import { verifyProof } from './review'
import { transferSchema } from './schema'
import { registrationToken } from './token'
import { transferRegistration } from './transfer'

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const SYSTEM_DELEGATE = { kind: 'system' } as const
let desk: Desk
let seq = 0

beforeAll(async () => {
  const email = `desk-${randomBytes(4).toString('hex')}@uppedicon.test`
  const admin = await db().admin.create({ data: { email, passwordHash: 'x' } })
  const actor = { kind: 'admin', email, ip: '203.0.113.7' } as const
  desk = { session: { id: admin.id, email, role: 'admin', sid: 's1' }, actor, desk: 'Desk 1' }
})
beforeEach(() =>
  truncate('jobs', 'audit_logs', 'check_ins', 'payment_attempts', 'payment_proofs', 'participants'),
)

/** A registration paid offline: its proof sent and verified by the organisers. */
async function paid(overrides: Record<string, unknown> = {}) {
  const reg = await submitRegistration(delegate(overrides))
  await submitPaymentProof(
    {
      payment_option: 'neft_rtgs',
      transaction_id: `NEFT${reg.id}`,
      transaction_date: '2025-10-01',
      participant_id: reg.id,
      participant_token: 'checked-by-the-handler',
    },
    PNG_1PX,
  )
  await verifyProof(reg.id, ADMIN)
  return db().registration.findUniqueOrThrow({ where: { id: reg.id } })
}

const colleague = (overrides: Record<string, unknown> = {}) => {
  seq++
  return transferSchema.parse({
    name: 'Ravi Kumar',
    email: `ravi${seq}.${randomBytes(3).toString('hex')}@example.org`,
    mobile_number: `91234${String(10000 + seq).slice(-5)}`,
    category: 'NonMember',
    same_organisation: 'on',
    ...overrides,
  })
}

/** Before the edition's deadline, whatever today is. */
const beforeDeadline = async () => new Date(transfersCloseAt(await findCurrentEdition()).getTime() - 60_000)

const byDelegate = (id: number, transfers = 0) =>
  ({ kind: 'delegate', token: registrationToken(id, transfers) }) as const

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (e: unknown) => (e instanceof ApiError ? `${e.status} ${e.message}` : String(e)),
  )

describe('transferring a registration', () => {
  it('hands a paid registration to a colleague: new holder, new link and ticket, mail and audit', async () => {
    const p = await paid()
    const to = colleague()
    const oldCode = ticketCode(p.id)
    expect((await delegateView(String(p.id), registrationToken(p.id)))?.transfer).toMatchObject({
      category: 'NonMember',
    })
    const result = await transferRegistration(
      p.id,
      to,
      SYSTEM_DELEGATE,
      byDelegate(p.id),
      await beforeDeadline(),
    )
    expect(result).toMatchObject({ id: p.id, registrationNumber: p.registrationNumber, email: to.email })

    const after = await db().registration.findUniqueOrThrow({ where: { id: p.id } })
    expect(after).toMatchObject({
      name: 'Ravi Kumar',
      email: to.email,
      mobileNumber: to.mobile_number,
      status: 'proof_verified',
      amountPaise: p.amountPaise,
      receiptNumber: p.receiptNumber,
      transfers: 1,
    })
    // The old link opens nothing; the new one opens the page with the new name.
    expect(await delegateView(String(p.id), registrationToken(p.id))).toBeNull()
    expect(await delegateView(String(p.id), registrationToken(p.id, 1))).toMatchObject({
      name: 'Ravi Kumar',
      transferred: { invoice: null },
    })
    // The new holder's confirmation, to their address.
    const job = await db().job.findUniqueOrThrow({ where: { id: result.mailJob } })
    expect(job).toMatchObject({ kind: 'mail.confirmation' })
    expect(job.payload).toMatchObject({ participantId: p.id, to: to.email })
    const entry = await db().auditLog.findFirstOrThrow({
      where: { action: 'registration.transfer', entityId: String(p.id) },
    })
    expect(entry.detail).toMatchObject({
      by: 'delegate',
      from: { name: p.name, email: p.email, mobile: p.mobileNumber },
      to: { name: 'Ravi Kumar', email: to.email, mobile: to.mobile_number },
    })

    // At the desk: the old ticket is refused, the new one admits.
    const edition = await findCurrentEdition()
    const conferenceDay = new Date(startOfIndianDay(edition.starts_on).getTime() + 10 * 3_600_000)
    expect(await refusal(checkIn({ code: oldCode }, desk, conferenceDay))).toBe(`422 ${REPLACED_TICKET}`)
    expect(await checkIn({ code: ticketCode(p.id, 1) }, desk, conferenceDay)).toMatchObject({ first: true })
  })

  it('keeps the tax invoice as issued, to the institution billed, and records it with the transfer', async () => {
    await truncate('tax_documents', 'gst_settings', 'counters')
    await registerForGst()
    try {
      const p = await paid({ state: '09', gstin: '27AAPFU0939F1ZV', billing_name: 'City Hospital' })
      const invoice = await db().taxDocument.findFirstOrThrow({
        where: { registrationId: p.id, kind: 'invoice' },
      })
      expect(invoice).toMatchObject({ buyerGstin: '27AAPFU0939F1ZV', buyerName: 'City Hospital' })
      await transferRegistration(p.id, colleague(), SYSTEM_DELEGATE, byDelegate(p.id), await beforeDeadline())

      // The supply, its value and the institution billed do not change: the same invoice, unchanged.
      const after = await db().taxDocument.findMany({ where: { registrationId: p.id } })
      expect(after).toEqual([invoice])
      const entry = await db().auditLog.findFirstOrThrow({
        where: { action: 'registration.transfer', entityId: String(p.id) },
      })
      expect(entry.detail).toMatchObject({ invoice: invoice.number, invoiceBuyer: 'b2b' })
      expect(await delegateView(String(p.id), registrationToken(p.id, 1))).toMatchObject({
        name: 'Ravi Kumar',
        transferred: { invoice: 'b2b' },
      })
    } finally {
      await truncate('tax_documents', 'gst_settings', 'counters')
    }
  })

  it('lets an organiser transfer too, audited as theirs', async () => {
    const p = await paid()
    await transferRegistration(p.id, colleague(), ADMIN, { kind: 'organiser' }, await beforeDeadline())
    const entry = await db().auditLog.findFirstOrThrow({
      where: { action: 'registration.transfer', entityId: String(p.id) },
    })
    expect(entry).toMatchObject({ adminEmail: ADMIN.kind === 'admin' ? ADMIN.email : '' })
    expect(entry.detail).toMatchObject({ by: 'organiser' })
  })

  it('refuses an unpaid registration, after the deadline, another category, an e-mail already registered', async () => {
    const now = await beforeDeadline()
    const unpaid = await submitRegistration(delegate())
    expect(
      await refusal(
        transferRegistration(unpaid.id, colleague(), SYSTEM_DELEGATE, byDelegate(unpaid.id), now),
      ),
    ).toMatch(/^409 .*only a paid registration/)
    const p = await paid()
    const deadline = transfersCloseAt(await findCurrentEdition())
    expect(
      await refusal(transferRegistration(p.id, colleague(), SYSTEM_DELEGATE, byDelegate(p.id), deadline)),
    ).toMatch(/^422 Transfers closed after/)
    expect(
      await refusal(
        transferRegistration(
          p.id,
          colleague({ category: 'PG_Student' }),
          SYSTEM_DELEGATE,
          byDelegate(p.id),
          now,
        ),
      ),
    ).toMatch(/^422 A transfer keeps the category \(Non-Member\)/)
    const other = await submitRegistration(delegate())
    expect(
      await refusal(
        transferRegistration(p.id, colleague({ email: other.email }), SYSTEM_DELEGATE, byDelegate(p.id), now),
      ),
    ).toMatch(/already has a registration for this conference/)
    // A wrong link changes nothing either.
    expect(
      await refusal(transferRegistration(p.id, colleague(), SYSTEM_DELEGATE, byDelegate(p.id, 1), now)),
    ).toMatch(/^403 /)
    expect(await db().registration.findUniqueOrThrow({ where: { id: p.id } })).toMatchObject({
      email: p.email,
      transfers: 0,
    })
    expect(await db().auditLog.count({ where: { action: 'registration.transfer' } })).toBe(0)
  })

  it('applies one of two transfers sent at once with the same link', async () => {
    const p = await paid()
    const now = await beforeDeadline()
    const [a, b] = [colleague({ name: 'Ravi Kumar' }), colleague({ name: 'Neha Singh' })]
    const outcomes = await Promise.allSettled([
      transferRegistration(p.id, a, SYSTEM_DELEGATE, byDelegate(p.id), now),
      transferRegistration(p.id, b, SYSTEM_DELEGATE, byDelegate(p.id), now),
    ])
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    const failed = outcomes.find((o) => o.status === 'rejected')
    expect((failed?.reason as ApiError).status).toBe(403)
    const after = await db().registration.findUniqueOrThrow({ where: { id: p.id } })
    expect(after.transfers).toBe(1)
    expect([a.email, b.email]).toContain(after.email)
    expect(await db().auditLog.count({ where: { action: 'registration.transfer' } })).toBe(1)
    expect(
      await db().job.count({
        where: { kind: 'mail.confirmation', payload: { path: ['to'], equals: after.email } },
      }),
    ).toBe(1)
  })

  it('checks the deadline against the edition setting: 7 days before the first day by default', async () => {
    const edition = await findCurrentEdition()
    expect(edition.transfer_close_days).toBe(7)
    expect(transfersCloseAt(edition)).toEqual(startOfIndianDay(addIsoDays(edition.starts_on, -7)))
  })

  it('moves the deadline with a changed setting: 2 and 14 days, for the delegate and the organiser', async () => {
    const edition = await findCurrentEdition()
    try {
      for (const days of [2, 14]) {
        const saved = await updateEdition(
          edition.id,
          editionUpdateSchema.parse({ transfer_close_days: String(days) }),
          ADMIN,
        )
        expect(saved.transfer_close_days).toBe(days)
        // Midnight (India) starting the day `days` before the first day; the day before is the last.
        const closes = startOfIndianDay(addIsoDays(edition.starts_on, -days))
        const lastDay = formatLongDate(addIsoDays(edition.starts_on, -days - 1))
        const closed = `422 Transfers closed after ${lastDay}, ${days} days before the conference.`
        const p = await paid()
        for (const at of [closes, new Date(closes.getTime() + 86_400_000)]) {
          expect(
            await refusal(transferRegistration(p.id, colleague(), SYSTEM_DELEGATE, byDelegate(p.id), at)),
          ).toBe(closed)
          expect(
            await refusal(transferRegistration(p.id, colleague(), ADMIN, { kind: 'organiser' }, at)),
          ).toBe(closed)
        }
        const justBefore = new Date(closes.getTime() - 1)
        await transferRegistration(p.id, colleague(), SYSTEM_DELEGATE, byDelegate(p.id), justBefore)
        await transferRegistration(p.id, colleague(), ADMIN, { kind: 'organiser' }, justBefore)
        expect((await db().registration.findUniqueOrThrow({ where: { id: p.id } })).transfers).toBe(2)
      }
    } finally {
      await updateEdition(edition.id, { transfer_close_days: edition.transfer_close_days }, ADMIN)
    }
  })
})

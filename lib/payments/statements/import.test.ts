// Importing a bank statement against the database: the credit that names a registration and pays
// exactly what it owes verifies it as paid (proof from the statement's line, audit entry,
// confirmation mail queued); another amount is proposed, a credit without a number listed; the
// same statement imported again (or twice at once) changes nothing. An organiser accepts a proposed
// match once: it is verified like an exact one; a second click, or a registration paid meanwhile,
// is refused.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { registerGroup } from '@/lib/groups/register'
import { groupDelegateSchema, groupSchema } from '@/lib/groups/schema'
import { submitRegistration } from '@/lib/registrations/register'
import { TEST_ADMIN as ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { acceptCredit } from './accept'
import { importStatement } from './import'

beforeEach(() =>
  truncate('statement_credits', 'jobs', 'audit_logs', 'tax_documents', 'payment_proofs', 'participants'),
)

const rupees = (paise: number) => (paise / 100).toFixed(2)
const statement = (lines: [string, number][]) =>
  [
    'Account Number,000012345678',
    'Txn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
    ...lines.map(([narration, paise], i) => `24/11/2026,${narration},REF${i},,${rupees(paise)},${1000 + i}`),
  ].join('\n')

describe('importing a bank statement', () => {
  it('verifies an exact match, proposes another amount, lists the rest; a second import changes nothing', async () => {
    const [a, b] = [await submitRegistration(delegate()), await submitRegistration(delegate())]
    const [ra, rb] = await Promise.all(
      [a, b].map((r) => db().registration.findUniqueOrThrow({ where: { id: r.id } })),
    )
    const csv = statement([
      [`UPI/CR/633012345678/ASHA/${ra.registrationNumber}`, ra.amountPaise],
      [`NEFT ${rb.registrationNumber.replace('-', ' ')}`, rb.amountPaise - 100],
      ['CASH DEPOSIT', 500_000],
    ])
    const first = await importStatement(ADMIN, csv)
    expect(first.verified.map((c) => c.registration?.id)).toEqual([a.id])
    expect(first.proposed.map((c) => [c.registration?.id, c.note])).toEqual([
      [b.id, expect.stringMatching(/^the amount differs/)],
    ])
    expect(first.unmatched.map((c) => c.narration)).toEqual(['CASH DEPOSIT'])
    expect(first.repeated).toBe(0)

    const paid = await db().registration.findUniqueOrThrow({ where: { id: a.id } })
    expect(paid.status).toBe('proof_verified')
    expect(paid.paidAt).not.toBeNull()
    expect(await db().paymentProof.findFirstOrThrow({ where: { registrationId: a.id } })).toMatchObject({
      paymentOption: 'upi',
      transactionId: 'REF0',
    })
    const audit = await db().auditLog.findFirstOrThrow({
      where: { action: 'registration.verify', entityId: String(a.id) },
    })
    expect(audit.detail).toMatchObject({ source: 'statement', transactionId: 'REF0', offlinePayment: true })
    expect(
      await db().job.count({ where: { entity: 'registration', entityId: String(a.id) } }),
    ).toBeGreaterThan(0)
    expect((await db().registration.findUniqueOrThrow({ where: { id: b.id } })).status).toBe(
      'pending_payment',
    )

    const jobs = await db().job.count()
    const again = await importStatement(ADMIN, csv)
    expect(again).toEqual({ verified: [], proposed: [], unmatched: [], repeated: 3 })
    expect(await db().statementCredit.count()).toBe(3)
    expect(await db().paymentProof.count()).toBe(1)
    expect(await db().job.count()).toBe(jobs)
  })

  it('imported twice at once, each credit is recorded and verified once', async () => {
    const regs = await Promise.all([1, 2, 3].map(() => submitRegistration(delegate())))
    const rows = await db().registration.findMany({ where: { id: { in: regs.map((r) => r.id) } } })
    const csv = statement(rows.map((r) => [`UPI ${r.registrationNumber}`, r.amountPaise]))
    const [x, y] = await Promise.all([importStatement(ADMIN, csv), importStatement(ADMIN, csv)])
    expect(x.verified.length + y.verified.length).toBe(3)
    expect(x.repeated + y.repeated).toBe(3)
    expect(await db().paymentProof.count()).toBe(3)
    expect(await db().registration.count({ where: { status: 'proof_verified' } })).toBe(3)
    expect(await db().auditLog.count({ where: { action: 'registration.verify' } })).toBe(3)
  })

  it('refuses a file that is not a statement, and leaves everything as it was', async () => {
    await expect(importStatement(ADMIN, 'name,email\nAsha,asha@example.org\n')).rejects.toMatchObject({
      code: 'invalid',
      message: expect.stringMatching(/does not look like a bank statement/),
    })
    expect(await db().statementCredit.count()).toBe(0)
  })

  it('an accepted proposal is verified once; one whose registration owes nothing is refused', async () => {
    const regs = await Promise.all([1, 2].map(() => submitRegistration(delegate())))
    const [near, paid] = await db().registration.findMany({
      where: { id: { in: regs.map((r) => r.id) } },
      orderBy: { id: 'asc' },
    })
    await importStatement(ADMIN, statement([[`UPI ${paid.registrationNumber}`, paid.amountPaise]]))
    // Two proposals: a short payment, and a second credit naming a registration already paid.
    const result = await importStatement(
      ADMIN,
      statement([
        [`NEFT ${near.registrationNumber}`, near.amountPaise - 100],
        [`NEFT AGAIN ${paid.registrationNumber}`, paid.amountPaise],
      ]),
    )
    expect(result.proposed.map((c) => c.registration?.id)).toEqual([near.id, paid.id])
    const credits = await db().statementCredit.findMany({
      where: { outcome: 'proposed' },
      orderBy: { id: 'asc' },
    })

    const outcomes = await Promise.allSettled([1, 2].map(() => acceptCredit(ADMIN, credits[0].id)))
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({
      reason: { code: 'conflict', message: 'This credit is settled already.' },
    })
    expect((await db().registration.findUniqueOrThrow({ where: { id: near.id } })).status).toBe(
      'proof_verified',
    )
    expect(await db().statementCredit.findUniqueOrThrow({ where: { id: credits[0].id } })).toMatchObject({
      outcome: 'verified',
    })
    expect(await db().paymentProof.count({ where: { registrationId: near.id } })).toBe(1)
    expect(
      await db().auditLog.count({ where: { action: 'statement.accept', entityId: String(credits[0].id) } }),
    ).toBe(1)
    expect(
      await db().auditLog.count({ where: { action: 'registration.verify', entityId: String(near.id) } }),
    ).toBe(1)

    await expect(acceptCredit(ADMIN, credits[1].id)).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/owes nothing now/),
    })
    expect(await db().statementCredit.findUniqueOrThrow({ where: { id: credits[1].id } })).toMatchObject({
      outcome: 'proposed',
    })
    await expect(acceptCredit(ADMIN, 2_000_000_000)).rejects.toMatchObject({ code: 'not_found' })
  })

  it('one transfer quoting a group’s number pays for all its unpaid delegates; another amount waits for Accept', async () => {
    const makeGroup = () =>
      registerGroup(
        groupSchema.parse({
          institution: 'BRD Medical College',
          address: 'Gorakhpur',
          state: '09',
          contact_name: 'Meera Singh',
          contact_email: 'pg.office@example.org',
          contact_mobile: '9811122233',
          delegates: [groupDelegateSchema.parse(delegate()), groupDelegateSchema.parse(delegate())],
        }),
      )
    const [exact, short] = [await makeGroup(), await makeGroup()]
    const due = (g: typeof exact) => Math.round(g.amount_due * 100)
    const result = await importStatement(
      ADMIN,
      statement([
        [`NEFT BRD MEDICAL COLLEGE ${exact.group_number}`, due(exact)],
        [`NEFT BRD ${short.group_number.replace(/-/g, ' ')}`, due(short) - 100],
      ]),
    )
    expect(result.verified.map((c) => c.group?.number)).toEqual([exact.group_number])
    expect(result.proposed.map((c) => [c.group?.number, c.note])).toEqual([
      [short.group_number, expect.stringMatching(/^the amount differs: .* owed by its 2 unpaid delegates$/)],
    ])
    const states = async (groupId: number) =>
      (await db().registration.findMany({ where: { groupId }, orderBy: { id: 'asc' } })).map((r) => r.status)
    expect(await states(exact.id)).toEqual(['proof_verified', 'proof_verified'])
    expect(await states(short.id)).toEqual(['pending_payment', 'pending_payment'])
    expect(await db().paymentProof.count({ where: { registration: { groupId: exact.id } } })).toBe(2)

    const proposal = await db().statementCredit.findFirstOrThrow({ where: { groupId: short.id } })
    expect(await acceptCredit(ADMIN, proposal.id)).toEqual({
      message: expect.stringContaining(`group ${short.group_number} (BRD Medical College, 2 delegates)`),
    })
    expect(await states(short.id)).toEqual(['proof_verified', 'proof_verified'])
    await expect(acceptCredit(ADMIN, proposal.id)).rejects.toMatchObject({ code: 'conflict' })
  })
})

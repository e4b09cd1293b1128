import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { files, readWhole } from '@/lib/uploads/files'
import { truncate } from '@/test/db'
import { AGE_MISMATCH_MESSAGE, SENIOR_AGE_MESSAGE } from './flow'
import { MAX_PROOFS, submitPaymentProof } from './proofs'
import { ALREADY_REGISTERED_MESSAGE, submitRegistration } from './register'
import { paymentDetailsSchema, registrationSchema } from './schema'

/** Whether the file store (a folder or PostgreSQL) still holds this key. */
const stored = async (key: string) => (await readWhole(files(), key)) !== null

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const PDF = Buffer.from('%PDF-1.4\n%\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const fields = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ravi Kumar',
  mobile_number: '9876543210',
  email: 'Ravi@Example.org',
  date_of_birth: '1990-01-01',
  address: 'Lucknow',
  age: new Date().getUTCFullYear() - 1990,
  designation: 'PG_Student',
  accompanying_person: 'Yes',
  category: 'PG_Student',
  ...overrides,
})
const input = (overrides: Record<string, unknown> = {}) => registrationSchema.parse(fields(overrides))
const senior = {
  date_of_birth: '1950-03-01',
  age: new Date().getUTCFullYear() - 1950,
  category: 'seniorcitizen',
}
const proof = (registrationId: number, transactionId = 'NEFT123') =>
  paymentDetailsSchema.parse({
    transaction_id: transactionId,
    transaction_date: '2025-10-01',
    participant_id: String(registrationId),
    participant_token: 'checked-by-the-handler',
    payment_option: 'neft_rtgs',
  })
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof ApiError ? { code: e.code, message: e.message } : Promise.reject(e)),
  )
const registration = (id: number) => db().registration.findUniqueOrThrow({ where: { id } })

describe('registrations', () => {
  beforeEach(() =>
    truncate('jobs', 'gateway_exchanges', 'payment_attempts', 'payment_proofs', 'participants'),
  )

  it('makes one registration of simultaneous submissions; the others are refused and mailed', async () => {
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => submitRegistration(input())))
    const made = results.filter((r) => r.status === 'fulfilled')
    expect(made).toHaveLength(1)
    expect(await db().registration.count()).toBe(1)
    expect(made[0].value).toMatchObject({
      email: 'ravi@example.org',
      amount: 4500,
      status: 'pending_payment',
      registration_number: `${(await findCurrentEdition()).registration_prefix}000001`,
    })
    const jobs = await db().job.findMany({ where: { kind: 'mail.continue' } })
    expect(jobs).toHaveLength(3)
    // The others were refused as repeats (409), not failed otherwise.
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r.reason as ApiError).code)).toEqual([
      'conflict',
      'conflict',
      'conflict',
    ])
  })

  it('never returns nor changes an existing registration for a stranger', async () => {
    const victim = await submitRegistration(input())
    const attack = await refusal(
      submitRegistration(input({ name: 'Mallory', address: 'Elsewhere', category: 'NonMember' })),
    )
    expect(attack).toEqual({ code: 'conflict', message: ALREADY_REGISTERED_MESSAGE })
    expect(await registration(victim.id)).toMatchObject({ name: 'Ravi Kumar', address: 'Lucknow' })
    const [job] = await db().job.findMany({ where: { kind: 'mail.continue' } })
    expect(job.payload).toEqual({ participantId: victim.id, to: 'ravi@example.org' })
  })

  it('lets the owner correct their unpaid registration, replacing its letter of participation', async () => {
    const first = await submitRegistration(input(), PDF)
    const oldLop = (await registration(first.id)).lop!
    expect(await stored(oldLop)).toBe(true)
    const again = await submitRegistration(input({ name: 'Ravi Kumar Singh' }), PDF, first.id)
    expect(again.id).toBe(first.id)
    const row = await registration(first.id)
    expect(row.name).toBe('Ravi Kumar Singh')
    expect(row.lop).not.toBe(oldLop)
    expect(await stored(oldLop)).toBe(false)
    expect(await stored(row.lop!)).toBe(true)
  })

  it('numbers registrations in order and keeps different people apart', async () => {
    const a = await submitRegistration(input())
    const b = await submitRegistration(input({ mobile_number: '9876543211' }))
    // Numbered with the prefix of the current edition.
    const prefix = (await findCurrentEdition()).registration_prefix
    expect([a.registration_number, b.registration_number]).toEqual([`${prefix}000001`, `${prefix}000002`])
  })

  it('checks age against the date of birth, and the senior citizens category', () => {
    const error = (o: Record<string, unknown>) =>
      registrationSchema.safeParse(fields(o)).error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(error({ age: 20 })).toEqual([['age', AGE_MISMATCH_MESSAGE]])
    expect(error({ category: 'seniorcitizen' })).toEqual([['category', SENIOR_AGE_MESSAGE]])
    expect(error({ ...senior, age: 90 })).toEqual([['age', AGE_MISMATCH_MESSAGE]])
    expect(error(senior)).toBeUndefined()
    expect(error({ age: new Date().getUTCFullYear() - 1990 - 1 })).toBeUndefined()
  })

  it('moves a registration to proof submitted when its proof arrives; a free one stays free', async () => {
    const paying = await submitRegistration(input())
    expect(await submitPaymentProof(proof(paying.id), PNG_1PX)).toMatchObject({
      participant_id: paying.id,
      registration_number: paying.registration_number,
    })
    expect((await registration(paying.id)).status).toBe('proof_submitted')

    const free = await submitRegistration(input({ mobile_number: '9000000009', ...senior }))
    await submitPaymentProof(proof(free.id, 'NA'), PNG_1PX)
    expect((await registration(free.id)).status).toBe('free')
  })

  it('refuses a proof without a registration', () => {
    const parsed = paymentDetailsSchema.safeParse({
      transaction_id: 'UNKNOWN1',
      transaction_date: '2025-10-01',
    })
    expect(parsed.success).toBe(false)
  })

  it('replaces a proof not yet reviewed (its file deleted) and caps the proofs of a registration', async () => {
    const reg = await submitRegistration(input())
    await submitPaymentProof(proof(reg.id, 'FIRST'), PNG_1PX)
    const first = await db().paymentProof.findFirstOrThrow()
    await submitPaymentProof(proof(reg.id, 'SECOND'), PNG_1PX)
    const rows = await db().paymentProof.findMany()
    expect(rows.map((r) => r.transactionId)).toEqual(['SECOND'])
    expect(await stored(first.proofOfPayment)).toBe(false)

    // Rejected proofs stay (the organisers' history), up to the cap.
    for (let i = 1; i < MAX_PROOFS; i++) {
      await db().registration.update({ where: { id: reg.id }, data: { status: 'proof_rejected' } })
      await submitPaymentProof(proof(reg.id, `AGAIN${i}`), PNG_1PX)
    }
    await db().registration.update({ where: { id: reg.id }, data: { status: 'proof_rejected' } })
    expect((await refusal(submitPaymentProof(proof(reg.id, 'TOOMANY'), PNG_1PX)))?.code).toBe('conflict')
    const kept = await db().paymentProof.findMany()
    expect(kept).toHaveLength(MAX_PROOFS)
    expect(await Promise.all(kept.map((r) => stored(r.proofOfPayment)))).not.toContain(false)
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { truncate } from '@/test/db'
import { submitPaymentProof } from './proofs'
import { registerParticipant } from './register'
import { participantSchema, paymentDetailsSchema } from './schema'

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
const input = (overrides: Record<string, unknown> = {}) =>
  participantSchema.parse({
    name: 'Ravi Kumar',
    mobile_number: '9876543210',
    email: 'Ravi@Example.org',
    date_of_birth: '1990-01-01',
    address: 'Lucknow',
    age: 35,
    designation: 'PG_Student',
    accompanying_person: 'Yes',
    category: 'PG_Student',
    ...overrides,
  })

describe('registrations', () => {
  beforeEach(() => truncate('gateway_exchanges', 'payment_attempts', 'payment_proofs', 'participants'))

  it('makes one registration of simultaneous submissions by the same person', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => registerParticipant(input())))
    expect(new Set(results.map((r) => r.id)).size).toBe(1)
    expect(await db().participant.count()).toBe(1)
    expect(results[0]).toMatchObject({
      email: 'ravi@example.org',
      amount: 4500,
      status: 'pending_payment',
      registration_number: 'UPP25-000001',
    })
  })

  it('numbers registrations in order and keeps different people apart', async () => {
    const a = await registerParticipant(input())
    const b = await registerParticipant(input({ mobile_number: '9876543211' }))
    expect([a.registration_number, b.registration_number]).toEqual(['UPP25-000001', 'UPP25-000002'])
  })

  it('moves a registration to proof submitted when its proof arrives; a free one stays free', async () => {
    const paying = await registerParticipant(input())
    const proof = await submitPaymentProof(
      paymentDetailsSchema.parse({
        transaction_id: 'NEFT123',
        transaction_date: '2025-10-01',
        participant_id: String(paying.id),
        payment_option: 'neft_rtgs',
      }),
      PNG_1PX,
    )
    expect(proof).toMatchObject({
      participant_id: paying.id,
      registration_number: paying.registration_number,
    })
    expect((await db().participant.findUniqueOrThrow({ where: { id: paying.id } })).status).toBe(
      'proof_submitted',
    )

    const free = await registerParticipant(input({ mobile_number: '9000000009', category: 'seniorcitizen' }))
    await submitPaymentProof(
      paymentDetailsSchema.parse({
        transaction_id: 'NA',
        transaction_date: '2025-10-01',
        participant_id: String(free.id),
      }),
      PNG_1PX,
    )
    expect((await db().participant.findUniqueOrThrow({ where: { id: free.id } })).status).toBe('free')
  })

  it('keeps an unlinked proof when the transaction id is unknown', async () => {
    const proof = await submitPaymentProof(
      paymentDetailsSchema.parse({ transaction_id: 'UNKNOWN1', transaction_date: '2025-10-01' }),
      PNG_1PX,
    )
    expect(proof.participant_id).toBeNull()
    expect(await db().paymentProof.count()).toBe(1)
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { demoRegistration } from '@/prisma/demo-registrations'
import { truncate } from '@/test/db'
import { getConsoleStats } from './stats'

// "Now" is 10:00 IST on 10 August 2025; that India day runs from 9 August 18:30 UTC to 10 August 18:30 UTC.
const NOW = new Date('2025-08-10T04:30:00Z')
const at = (iso: string) => new Date(iso)

describe('dashboard figures', () => {
  beforeEach(() =>
    truncate('payment_proofs', 'gateway_exchanges', 'payment_attempts', 'participants', 'contact_messages'),
  )

  it('are all zero on an empty database', async () => {
    expect(await getConsoleStats(NOW)).toEqual({
      day: '2025-08-10',
      registrationsToday: 0,
      registrationsTotal: 0,
      cancelledRegistrations: 0,
      collectedPaise: 0,
      sandboxPaise: 0,
      proofsAwaitingReview: 0,
      unreadMessages: 0,
    })
  })

  it('count today in India time, leave cancelled registrations apart, and sum paid minus refunded', async () => {
    const reg = (i: number, createdAt: Date, extra: object = {}) => ({
      ...demoRegistration(i, createdAt),
      ...extra,
    })
    await db().registration.createMany({
      data: [
        reg(1, at('2025-08-09T18:29:00Z'), {
          status: 'paid',
          amountPaise: 650000,
          paidAt: at('2025-08-09T18:35:00Z'),
          refundedPaise: 0,
        }), // 23:59 IST on the 9th
        reg(2, at('2025-08-09T18:31:00Z'), {
          status: 'proof_submitted',
          amountPaise: 550000,
          paidAt: at('2025-08-09T19:00:00Z'),
          refundedPaise: 0,
        }), // 00:01 IST on the 10th
        reg(3, at('2025-08-10T18:29:00Z'), {
          status: 'pending_payment',
          amountPaise: 450000,
          paidAt: null,
          refundedPaise: 0,
        }), // 23:59 IST on the 10th
        reg(4, at('2025-08-10T18:31:00Z'), {
          status: 'proof_submitted',
          amountPaise: 350000,
          paidAt: null,
          refundedPaise: 0,
        }), // the 11th
        reg(5, at('2025-08-10T01:00:00Z'), {
          status: 'cancelled',
          amountPaise: 500000,
          paidAt: at('2025-08-10T01:10:00Z'),
          refundedPaise: 200000,
        }), // today, cancelled
        reg(6, at('2025-08-01T10:00:00Z'), {
          status: 'refunded',
          amountPaise: 1050000,
          paidAt: at('2025-08-01T10:10:00Z'),
          refundedPaise: 1050000,
        }),
      ],
    })
    await db().contactMessage.createMany({
      data: [
        { name: 'Unread One', email: 'a@example.org', mobileNumber: '9876501234', message: 'x' },
        { name: 'Unread Two', email: 'b@example.org', mobileNumber: '9876501234', message: 'y' },
        {
          name: 'Read',
          email: 'c@example.org',
          mobileNumber: '9876501234',
          message: 'z',
          readAt: new Date(),
        },
      ],
    })
    expect(await getConsoleStats(NOW)).toEqual({
      day: '2025-08-10',
      registrationsToday: 2,
      registrationsTotal: 5,
      cancelledRegistrations: 1,
      // 6500 + 5500 + (5000 - 2000) + (10500 - 10500) rupees; unpaid registrations collect nothing.
      collectedPaise: 650000 + 550000 + 300000,
      sandboxPaise: 0,
      proofsAwaitingReview: 2,
      unreadMessages: 2,
    })
    expect((await getConsoleStats(at('2025-08-10T18:45:00Z'))).registrationsToday).toBe(1)
  })

  it('never count a payment through the sandbox gateway as collected', async () => {
    const paid = { status: 'paid' as const, amountPaise: 650000, paidAt: at('2025-08-10T01:00:00Z') }
    await db().registration.createMany({
      data: [
        { ...demoRegistration(1, at('2025-08-10T00:00:00Z')), ...paid },
        { ...demoRegistration(2, at('2025-08-10T00:00:00Z')), ...paid },
      ],
    })
    const [bank, sandbox] = await db().registration.findMany({ orderBy: { id: 'asc' } })
    const sale = (registrationId: number, gateway: 'payphi' | 'sandbox', no: string) => ({
      registrationId,
      gateway,
      kind: 'sale' as const,
      merchantTxnNo: no,
      amountPaise: 650000,
      txnStatus: 'SUC',
    })
    await db().paymentAttempt.createMany({
      data: [sale(bank.id, 'payphi', 'BANK1'), sale(sandbox.id, 'sandbox', 'SANDBOX1')],
    })
    expect(await getConsoleStats(NOW)).toMatchObject({ collectedPaise: 650000, sandboxPaise: 650000 })
  })
})

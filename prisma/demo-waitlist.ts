// The demo's full workshop with a waiting list, so that a newcomer sees one (the registration
// form, /admin/workshops): the current edition's PALS course, its four seats paid for, and three
// delegates in line, who registered without it and wait for a seat (unpaid: they would pay the
// workshop with the rest). The delegates are fictional and made once per edition (found again by
// their numbers when the demo is seeded again); their seats and places are made for the new event.
import type { PrismaClient } from '@/lib/generated/prisma/client'
import { SPEC_FEES } from './demo-editions'
import { demoRegistration } from './demo-registrations'

/** The PALS course's terms (fee in paise, seats); it closes a week before its date. */
export const PALS_WORKSHOP = { feePaise: 1000_00, capacity: 4 }

/** Name, and whether they hold a seat (paid) or wait in line. */
export const DEMO_WAITLIST: [string, 'seat' | 'waiting'][] = [
  ['Dr. Rohan Saxena', 'seat'],
  ['Dr. Saanvi Tiwari', 'seat'],
  ['Dr. Aditya Shukla', 'seat'],
  ['Dr. Kavya Agarwal', 'seat'],
  ['Dr. Ishaan Dwivedi', 'waiting'],
  ['Dr. Riya Chaturvedi', 'waiting'],
  ['Dr. Dhruv Srivastava', 'waiting'],
]

const HOUR = 3_600_000

async function demoDelegate(
  prisma: PrismaClient,
  edition: { id: number; registrationPrefix: string },
  i: number,
  [name, place]: (typeof DEMO_WAITLIST)[number],
) {
  const registrationNumber = `${edition.registrationPrefix}${800_001 + i}`
  const found = await prisma.registration.findUnique({ where: { registrationNumber } })
  if (found) return found
  const createdAt = new Date(Date.now() - (DEMO_WAITLIST.length - i) * 6 * HOUR)
  const fee = SPEC_FEES.NonMember * 100
  return prisma.registration.create({
    data: {
      ...demoRegistration(800_000 + i, createdAt, edition.id),
      registrationNumber,
      name,
      email: `${name.slice(4).toLowerCase().replace(' ', '.')}@example.org`,
      category: 'NonMember',
      feeSlab: 'Early bird',
      amountPaise: place === 'seat' ? fee + PALS_WORKSHOP.feePaise : fee,
      status: place === 'seat' ? 'paid' : 'pending_payment',
      paidAt: place === 'seat' ? new Date(createdAt.getTime() + 600_000) : null,
      refundedPaise: 0,
    },
  })
}

/** The workshop's seats and its waiting list, for the event `eventId` just made. */
export async function seedWaitlist(
  prisma: PrismaClient,
  edition: { id: number; registrationPrefix: string },
  eventId: number,
) {
  let position = 0
  for (const [i, person] of DEMO_WAITLIST.entries()) {
    const p = await demoDelegate(prisma, edition, i, person)
    if (person[1] === 'seat')
      await prisma.workshopSeat.create({
        data: { eventId, registrationId: p.id, feePaise: PALS_WORKSHOP.feePaise },
      })
    else
      await prisma.waitlistEntry.create({
        data: { eventId, registrationId: p.id, position: ++position, createdAt: p.createdAt },
      })
  }
}

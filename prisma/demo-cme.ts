// The past edition's CME record, so that a newcomer sees it: the council's accreditation (4 credit
// hours a day, 2 of the 3 days at least), eight delegates with their councils and days attended,
// and the certificates of the six whose attendance earns one (mailed already); the feedback form
// (three questions) answered by five of them, Dr. Diya Verma's still owed (her page asks it before
// the certificate). Added once: an edition that has registrations (or questions) already is left
// as it is.
import { newCertificateCode } from '@/lib/certificates/code'
import { fromIsoDate } from '@/lib/dates'
import type { PrismaClient } from '@/lib/generated/prisma/client'
import { demoRegistration } from './demo-registrations'

const D1 = '2025-11-28'
const D2 = '2025-11-29'
const D3 = '2025-11-30'

/** Name, council, council number there, days attended. */
export const DEMO_CME_DELEGATES: [string, string, string, string[]][] = [
  ['Dr. Aarav Sharma', 'UP', '45678', [D1, D2, D3]],
  ['Dr. Diya Verma', 'UP', '51234', [D1, D2, D3]],
  ['Dr. Kabir Gupta', 'BR', '34567', [D1, D2]],
  ['Dr. Ananya Mishra', 'DL', 'DMC/R/12345', [D1, D2, D3]],
  ['Dr. Vihaan Tripathi', 'UP', '60321', [D2]],
  ['Dr. Isha Pandey', '', '', [D2, D3]],
  ['Dr. Arjun Singh', 'UP', '38812', [D1, D3]],
  ['Dr. Meera Yadav', 'NMC', '1234567', []],
]

export const DEMO_CME_SETTINGS = {
  council: 'UP',
  accreditationNumber: 'UPMC/CME/2025/117',
  accreditationDate: fromIsoDate('2025-10-01'),
  hoursPerDay: 4,
  releaseRule: 'after_last_day' as const,
  lastDayEndsTime: '17:30',
  minDays: 2,
}

export async function seedCme(prisma: PrismaClient, editionId: number) {
  await prisma.cmeSettings.upsert({
    where: { editionId },
    create: { editionId, ...DEMO_CME_SETTINGS },
    update: {},
  })
  if (!(await prisma.registration.count({ where: { editionId } }))) await seedDelegates(prisma, editionId)
  await seedFeedback(prisma, editionId)
}

export const DEMO_FEEDBACK_QUESTIONS = [
  { kind: 'rating', prompt: 'How useful were the scientific sessions?', required: true },
  { kind: 'rating', prompt: 'How was the venue and its arrangements?', required: false },
  { kind: 'text', prompt: 'What should the next conference do better?', required: false },
] as const

/** Name → [sessions, venue, text]; the delegates not named here owe their feedback. */
export const DEMO_FEEDBACK: Record<string, [number, number | null, string]> = {
  'Dr. Aarav Sharma': [5, 4, 'More hands-on workshops, please.'],
  'Dr. Kabir Gupta': [4, 3, ''],
  'Dr. Ananya Mishra': [5, 5, 'Excellent neonatology track.'],
  'Dr. Isha Pandey': [3, null, 'The halls were too cold.'],
  'Dr. Arjun Singh': [4, 4, ''],
}

async function seedFeedback(prisma: PrismaClient, editionId: number) {
  if (await prisma.feedbackQuestion.count({ where: { editionId } })) return
  const [sessions, venue, text] = await Promise.all(
    DEMO_FEEDBACK_QUESTIONS.map((q, position) =>
      prisma.feedbackQuestion.create({ data: { editionId, position, ...q } }),
    ),
  )
  const people = await prisma.registration.findMany({
    where: { editionId, name: { in: Object.keys(DEMO_FEEDBACK) } },
    orderBy: { id: 'asc' },
  })
  for (const p of people) {
    const [a, b, c] = DEMO_FEEDBACK[p.name]
    const answers = { [sessions.id]: a, ...(b && { [venue.id]: b }), ...(c && { [text.id]: c }) }
    await prisma.feedbackResponse.create({
      data: { registrationId: p.id, editionId, answers, createdAt: new Date('2025-12-01T06:00:00Z') },
    })
  }
}

async function seedDelegates(prisma: PrismaClient, editionId: number) {
  for (const [i, [name, council, number, days]] of DEMO_CME_DELEGATES.entries()) {
    const base = demoRegistration(900_000 + i, new Date(Date.UTC(2025, 8, 1 + i)), editionId)
    const p = await prisma.registration.create({
      data: {
        ...base,
        name,
        email: `${name.slice(4).toLowerCase().replace(' ', '.')}@example.org`,
        category: 'ciap_upiap_Member',
        amountPaise: 250_000,
        status: 'paid',
        paidAt: new Date(Date.UTC(2025, 8, 1 + i, 6)),
        refundedPaise: 0,
        medicalCouncil: council,
        councilRegNumber: number,
        // Dr. Isha Pandey named no council: her state (Uttar Pradesh) makes her an in-state delegate.
        placeOfSupply: council ? '' : '09',
      },
    })
    for (const day of days)
      await prisma.checkIn.create({
        data: {
          registrationId: p.id,
          editionId,
          day: fromIsoDate(day),
          checkedInAt: new Date(`${day}T09:${String(10 + i).padStart(2, '0')}:00+05:30`),
          byName: i % 2 ? 'Desk 2' : 'Desk 1',
        },
      })
    if (days.length >= DEMO_CME_SETTINGS.minDays)
      await prisma.certificate.create({
        data: {
          registrationId: p.id,
          editionId,
          code: newCertificateCode(),
          mailStatus: 'sent',
          mailedAt: new Date('2025-12-01T05:00:00Z'),
          issuedAt: new Date('2025-12-01T04:30:00Z'),
        },
      })
  }
}

// The past edition's CME record, so that a newcomer sees it: the council's accreditation (4 credit
// hours a day, 2 of the 3 days at least), eight delegates with their councils and days attended,
// and the certificates of the six whose attendance earns one (mailed already). Added once: an
// edition that has registrations already is left as it is.
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
  if (await prisma.participant.count({ where: { editionId } })) return
  for (const [i, [name, council, number, days]] of DEMO_CME_DELEGATES.entries()) {
    const base = demoRegistration(900_000 + i, new Date(Date.UTC(2025, 8, 1 + i)), editionId)
    const p = await prisma.participant.create({
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
      },
    })
    for (const day of days)
      await prisma.checkIn.create({
        data: {
          participantId: p.id,
          editionId,
          day: fromIsoDate(day),
          checkedInAt: new Date(`${day}T09:${String(10 + i).padStart(2, '0')}:00+05:30`),
          byName: i % 2 ? 'Desk 2' : 'Desk 1',
        },
      })
    if (days.length >= DEMO_CME_SETTINGS.minDays)
      await prisma.certificate.create({
        data: {
          participantId: p.id,
          editionId,
          code: newCertificateCode(),
          mailStatus: 'sent',
          mailedAt: new Date('2025-12-01T05:00:00Z'),
          issuedAt: new Date('2025-12-01T04:30:00Z'),
        },
      })
  }
}

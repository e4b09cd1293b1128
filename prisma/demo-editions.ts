// The demo's editions. UP Pedicon 2025, the spec's conference, exactly (its migration creates it
// for databases that had registrations; the seed restores its fields and fees). When its
// registration has closed on the day of seeding, the 47th conference follows, about four months
// later, with its early-bird slab still running, and becomes the current edition: a fresh start
// on any day shows a conference one can register and pay for.
import { addIsoDays, fromIsoDate, startOfIndianDay, todayInIndia } from '@/lib/dates'
import { registrationState } from '@/lib/editions/window'
import type { PrismaClient } from '@/lib/generated/prisma/client'
import type { CategoryFeesDto } from '@/lib/pricing'
import { CATEGORIES, type Category } from '@/lib/registrations/categories'

/**
 * The spec's amounts by category, in rupees (section 9): the early-bird slab of the 2025 edition,
 * from which the demo's slabs are made (the editions migration wrote the same), and the amount of
 * a demo registration. The site itself reads the fees of the edition in the database.
 */
export const SPEC_FEES: Record<Category, number> = {
  conferencefaculty: 100,
  ciap_upiap_Member: 5500,
  NonMember: 6500,
  PG_Student: 4500,
  NurseUG_Student: 3500,
  seniorcitizen: 0,
  accompanyingperson: 5000,
  corporate_regis: 10500,
}

interface Schedule {
  label: string
  last_day: string | null
  /** Rupees added to the early-bird amount (not for conference faculty and senior citizens). */
  extra: number
}

/** The slabs of every category: the spec's amounts as the early bird, then the later slabs. */
export function slabsOf(schedule: Schedule[]): CategoryFeesDto[] {
  return CATEGORIES.map((category) => ({
    category,
    slabs: schedule.map(({ label, last_day, extra }) => ({
      label,
      last_day,
      amount: SPEC_FEES[category] <= 100 ? SPEC_FEES[category] : SPEC_FEES[category] + extra,
    })),
  }))
}

export const EDITION_2025 = {
  number: 46,
  name: 'UP Pedicon 2025',
  city: 'Gorakhpur',
  venue: 'Yogiraj Baba Gambhirnath Prekshagrah, Gorakhpur',
  startsOn: fromIsoDate('2025-11-28'),
  endsOn: fromIsoDate('2025-11-30'),
  timeZone: 'Asia/Kolkata',
  registrationPrefix: 'UPP25-',
  abstractsUrl: 'https://forms.gle/UpPedicon2025Abstracts',
  opensAt: new Date('2025-04-01T00:00:00+05:30'),
  closesAt: new Date('2025-11-28T00:00:00+05:30'),
}
export const FEES_2025 = slabsOf([
  { label: 'Early bird', last_day: '2025-06-30', extra: 0 },
  { label: 'Regular', last_day: '2025-10-31', extra: 1000 },
  { label: 'Spot', last_day: null, extra: 2000 },
])

/** The next edition, dated from the seeding day: open now, early bird for 30 more days. */
export function nextEditionData(now: Date) {
  const today = todayInIndia(now)
  const startsOn = addIsoDays(today, 120)
  const year = startsOn.slice(0, 4)
  return {
    edition: {
      number: 47,
      name: `UP Pedicon ${year}`,
      city: EDITION_2025.city,
      venue: EDITION_2025.venue,
      startsOn: fromIsoDate(startsOn),
      endsOn: fromIsoDate(addIsoDays(startsOn, 2)),
      timeZone: 'Asia/Kolkata',
      registrationPrefix: `UPP${year.slice(2)}-`,
      abstractsUrl: `https://forms.gle/UpPedicon${year}Abstracts`,
      opensAt: startOfIndianDay(addIsoDays(today, -30)),
      closesAt: startOfIndianDay(startsOn),
    },
    fees: slabsOf([
      { label: 'Early bird', last_day: addIsoDays(today, 30), extra: 0 },
      { label: 'Regular', last_day: addIsoDays(startsOn, -15), extra: 1000 },
      { label: 'Spot', last_day: null, extra: 2000 },
    ]),
  }
}

type Db = Pick<PrismaClient, 'edition' | 'feeSlab' | 'currentEdition' | '$transaction'>

async function putEdition(prisma: Db, data: typeof EDITION_2025, fees: CategoryFeesDto[], current: boolean) {
  return prisma.$transaction(async (tx) => {
    const edition = await tx.edition.upsert({ where: { number: data.number }, create: data, update: data })
    await tx.feeSlab.deleteMany({ where: { editionId: edition.id } })
    await tx.feeSlab.createMany({
      data: fees.flatMap(({ category, slabs }) =>
        slabs.map((s, position) => ({
          editionId: edition.id,
          category,
          position,
          label: s.label,
          amountPaise: s.amount * 100,
          lastDay: s.last_day ? fromIsoDate(s.last_day) : null,
        })),
      ),
    })
    const pointer = (await tx.currentEdition.findUnique({ where: { id: 1 } })) !== null
    if (current || !pointer)
      await tx.currentEdition.upsert({
        where: { id: 1 },
        create: { id: 1, editionId: edition.id },
        update: { editionId: edition.id },
      })
    return edition
  })
}

/** The 2025 edition, and the 47th when 2025's registration has closed; answers both ids. */
export async function seedEditions(prisma: Db, now = new Date()) {
  const e2025 = await putEdition(prisma, EDITION_2025, FEES_2025, false)
  const closed =
    registrationState(
      {
        opens_at: EDITION_2025.opensAt.toISOString(),
        closes_at: EDITION_2025.closesAt.toISOString(),
        ends_on: '2025-11-30',
      },
      now,
    ) in { closed: 1, concluded: 1 }
  const later = await prisma.edition.findFirst({ where: { number: { gt: 46 } } })
  if (!closed || later) return { e2025: e2025.id, current: later?.id ?? e2025.id }
  const { edition, fees } = nextEditionData(now)
  const e47 = await putEdition(prisma, edition, fees, true)
  return { e2025: e2025.id, current: e47.id }
}

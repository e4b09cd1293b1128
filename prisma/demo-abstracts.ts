// The demo's call for abstracts: the current edition's call, open from a month before the seeding
// day until six weeks before the conference (whatever day the demo starts, one can submit), with
// its topics, the three presentation types and the word limit; and a handful of submitted
// abstracts, numbered from the edition's counter as the site numbers them. The call is replaced by
// `npm run db:seed`; the abstracts are written only while the edition has none.
import { addIsoDays, fromIsoDate, startOfIndianDay, todayInIndia, toIsoDate } from '@/lib/dates'
import type { PrismaClient } from '@/lib/generated/prisma/client'
import { seedReviews } from './demo-reviews'

export const DEMO_TOPICS = [
  'Neonatology',
  'Infectious diseases',
  'Nutrition and growth',
  'Critical care',
  'Developmental and behavioural paediatrics',
  'Community paediatrics',
]

const GUIDELINES = [
  'Submit original work not presented at a national conference before. Write the abstract in English, in the five sections given; the title, authors and affiliations do not count towards the word limit.',
  'Do not name the institution in the sections. Use generic names of drugs. Tables are not accepted; one figure may be attached when the call allows it.',
  'You can save a draft and come back to it, and change a submitted abstract until the call closes. Each abstract gets a number when it is submitted: quote it in any message to the scientific committee.',
].join('\n\n')

/** The call of an edition beginning on `startsOn` (YYYY-MM-DD), dated from `now`. */
export function demoCallData(startsOn: string, now = new Date()) {
  const today = todayInIndia(now)
  return {
    opensAt: startOfIndianDay(addIsoDays(today, -30)),
    closesAt: startOfIndianDay(addIsoDays(startsOn, -42)),
    types: ['oral', 'poster', 'e_poster'],
    topics: DEMO_TOPICS,
    wordLimit: 300,
    guidelines: GUIDELINES,
    presenterMustRegister: true,
    registerBy: fromIsoDate(addIsoDays(startsOn, -30)),
  }
}

const sections = (subject: string) => ({
  background: `${subject} remains a common reason for admission of children in Uttar Pradesh.`,
  objectives: `To describe the presentation and outcome of ${subject.toLowerCase()} in a tertiary centre.`,
  methods: 'A retrospective review of the records of one year, with descriptive statistics.',
  results: 'Most children recovered fully; delayed presentation was linked with a longer stay.',
  conclusion: 'Early referral shortens the stay. Training of primary care staff is recommended.',
})

const DEMO_ABSTRACTS = [
  {
    title: 'Outcome of late-onset neonatal sepsis in a level III unit',
    topic: 0,
    type: 'oral',
    subject: 'Late-onset sepsis',
  },
  {
    title: 'Scrub typhus in children: a hospital-based series',
    topic: 1,
    type: 'poster',
    subject: 'Scrub typhus',
  },
  {
    title: 'Severe acute malnutrition: readmissions after discharge',
    topic: 2,
    type: 'e_poster',
    subject: 'Severe acute malnutrition',
  },
  { title: 'High-flow nasal cannula in bronchiolitis', topic: 3, type: 'oral', subject: 'Bronchiolitis' },
]

/** The current edition's call, its demo abstracts while it has none, and their reviews. */
export async function seedAbstracts(prisma: PrismaClient, editionId: number, now = new Date()) {
  const edition = await prisma.edition.findUniqueOrThrow({ where: { id: editionId } })
  const data = demoCallData(toIsoDate(edition.startsOn), now)
  await prisma.abstractCall.upsert({ where: { editionId }, create: { editionId, ...data }, update: data })
  if (await prisma.abstract.count({ where: { editionId } })) return
  const ids: number[] = []
  for (const [i, a] of DEMO_ABSTRACTS.entries()) {
    const [{ value }] = await prisma.$queryRaw<{ value: number }[]>`
      SELECT next_counter_value(${`abstract:${editionId}`}) AS value`
    const row = await prisma.abstract.create({
      data: {
        editionId,
        number: `${edition.registrationPrefix}A-${String(value).padStart(4, '0')}`,
        email: `author${i + 1}@example.org`,
        title: a.title,
        topic: DEMO_TOPICS[a.topic],
        type: a.type,
        authors: [
          {
            name: `Dr. Demo Author ${i + 1}`,
            affiliation: 'BRD Medical College, Gorakhpur',
            presenting: true,
          },
          { name: 'Dr. Co-Author', affiliation: 'KGMU, Lucknow', presenting: false },
        ],
        sections: sections(a.subject),
        status: 'submitted',
        submittedAt: now,
      },
      select: { id: true },
    })
    ids.push(row.id)
  }
  await seedReviews(prisma, ids)
}

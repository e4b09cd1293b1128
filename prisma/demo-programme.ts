// The demo's scientific programme of the current edition: three halls over its three days, each
// day with free-paper sessions, a plenary, symposia of invited faculty, a poster session, a
// workshop and the breaks. People are fictional. Faculty are placed so that nobody is in two
// places at once (each time slot draws distinct people), and every talk fits its session, so the
// editor shows no clash for the demo.
import { addIsoDays, toIsoDate } from '@/lib/dates'
import type { PrismaClient } from '@/lib/generated/prisma/client'
import { removeUpload, saveImage } from '@/lib/uploads/store'
import { portrait } from './demo-images'
import { personName } from './demo-people'

export const DEMO_FACULTY = [
  ['Dr Kavita Mishra', 'Professor of Neonatology', 'KGMU, Lucknow'],
  ['Dr Rajeev Saxena', 'Paediatric Intensivist', 'SGPGIMS, Lucknow'],
  ['Dr Farah Naaz', 'Paediatric Pulmonologist', 'JNMC, Aligarh'],
  ['Dr Manoj Tripathi', 'Professor of Paediatrics', 'BRD Medical College, Gorakhpur'],
  ['Dr Sunita Verma', 'Developmental Paediatrician', 'AIIMS, Gorakhpur'],
  ['Dr Ashok Yadav', 'Paediatric Cardiologist', 'LPS Institute of Cardiology, Kanpur'],
  ['Dr Nidhi Agarwal', 'Paediatric Endocrinologist', 'IMS BHU, Varanasi'],
  ['Dr Imran Siddiqui', 'Paediatric Nephrologist', 'MLN Medical College, Prayagraj'],
  ['Dr Pooja Chaturvedi', 'Paediatric Infectious Diseases', 'GSVM Medical College, Kanpur'],
  ['Dr Vivek Pandey', 'Paediatric Gastroenterologist', 'RML Institute, Lucknow'],
  ['Dr Shalini Gupta', 'Paediatric Haemato-oncologist', 'SN Medical College, Agra'],
  ['Dr Alok Srivastava', 'Paediatric Neurologist', 'KGMU, Lucknow'],
  ['Dr Rekha Dubey', 'Consultant Neonatologist', 'Meerut'],
  ['Dr Sandeep Kapoor', 'Adolescent Health', 'Bareilly'],
  ['Dr Anjali Rastogi', 'Paediatric Nutritionist', 'Varanasi'],
] as const

const HALLS = ['Hall A (Main Auditorium)', 'Hall B', 'Hall C']

type Kind = 'plenary' | 'symposium' | 'free_paper' | 'poster' | 'workshop' | 'break'
interface Plan {
  hall: number | null
  kind: Kind
  title: string
  /** Invited talks' titles (faculty speakers), or free papers' titles (named presenters). */
  talks?: string[]
  chairs?: number
}
interface Slot {
  from: string
  to: string
  sessions: Plan[]
}

const FREE_PAPERS = [
  'Outcome of very low birth weight infants in a level III unit',
  'Kangaroo mother care and weight gain: a cohort study',
  'Vitamin D status of school children in eastern Uttar Pradesh',
  'Acute encephalitis syndrome: predictors of mortality',
  'Scrub typhus in children: clinical profile',
  'Severe acute malnutrition: relapse after discharge',
  'Pulse oximetry screening for critical heart disease',
  'Thalassaemia carrier screening in antenatal clinics',
  'Digital screen time and sleep in preschool children',
  'Febrile seizures and iron deficiency',
  'Neonatal sepsis: antibiogram of a district hospital',
  'Bubble CPAP in a district hospital: two years of use',
]

const day = (n: number): Slot[] => [
  {
    from: '08:30',
    to: '09:30',
    sessions: [
      {
        hall: 1,
        kind: 'free_paper',
        title: `Free papers ${n * 2 + 1}: Neonatology`,
        talks: FREE_PAPERS.slice(0, 4),
        chairs: 2,
      },
      {
        hall: 2,
        kind: 'free_paper',
        title: `Free papers ${n * 2 + 2}: General paediatrics`,
        talks: FREE_PAPERS.slice(4, 8),
        chairs: 2,
      },
    ],
  },
  {
    from: '09:30',
    to: '10:30',
    sessions: [
      {
        hall: 0,
        kind: 'plenary',
        title: [
          'Oration: Fifty years of child survival in Uttar Pradesh',
          'Plenary: Antimicrobial stewardship in children',
          'Plenary: The first thousand days',
        ][n],
        talks: [
          [
            'Fifty years of child survival',
            'Antimicrobial stewardship at the bedside',
            'Nutrition in the first thousand days',
          ][n],
        ],
        chairs: 2,
      },
      {
        hall: 1,
        kind: 'symposium',
        title: [
          'Symposium: Paediatric respiratory emergencies',
          'Symposium: Neonatal jaundice revisited',
          'Symposium: Childhood epilepsy',
        ][n],
        talks: ['Approach to the wheezy child', 'Oxygen therapy without a ventilator', 'When to refer'],
        chairs: 1,
      },
      {
        hall: 2,
        kind: 'symposium',
        title: ['Symposium: Growth and puberty', 'Symposium: Kidney in children', 'Symposium: Anaemia'][n],
        talks: ['The short child', 'Investigations that matter', 'Case discussions'],
        chairs: 1,
      },
    ],
  },
  { from: '10:30', to: '11:00', sessions: [{ hall: null, kind: 'break', title: 'Tea break' }] },
  {
    from: '11:00',
    to: '12:30',
    sessions: [
      {
        hall: 0,
        kind: 'symposium',
        title: [
          'Symposium: Paediatric critical care',
          'Symposium: Vaccines update',
          'Symposium: Adolescent health',
        ][n],
        talks: ['Sepsis in the first hour', 'Fluids: how much is enough', 'Shock in dengue'],
        chairs: 2,
      },
      {
        hall: 1,
        kind: 'free_paper',
        title: `Free papers ${n * 2 + 7}: Infections`,
        talks: FREE_PAPERS.slice(8, 12),
        chairs: 2,
      },
      n === 1
        ? {
            hall: 2,
            kind: 'poster',
            title: 'Poster session: all topics',
            talks: FREE_PAPERS.slice(0, 6),
            chairs: 2,
          }
        : {
            hall: 2,
            kind: 'workshop',
            title: ['Workshop: Neonatal resuscitation (NRP)', 'Workshop', 'Workshop: Paediatric ECG'][n],
            chairs: 1,
          },
    ],
  },
  { from: '12:30', to: '13:30', sessions: [{ hall: null, kind: 'break', title: 'Lunch' }] },
  {
    from: '13:30',
    to: '15:00',
    sessions: [
      {
        hall: 0,
        kind: 'symposium',
        title: [
          'Panel: The febrile child in the emergency',
          'Panel: Difficult cases in neonatology',
          'Panel: Ethics in paediatric practice',
        ][n],
        talks: ['Case one', 'Case two', 'Case three'],
        chairs: 2,
      },
      {
        hall: 1,
        kind: 'workshop',
        title: [
          'Workshop: Paediatric airway',
          'Workshop: Breastfeeding counselling',
          'Workshop: Growth charts',
        ][n],
        chairs: 1,
      },
      {
        hall: 2,
        kind: 'symposium',
        title: ['Symposium: Nutrition', 'Symposium: Child development', 'Symposium: Allergy'][n],
        talks: ['Part one', 'Part two'],
        chairs: 1,
      },
    ],
  },
]

const at = (d: string, time: string) => new Date(`${d}T${time}:00+05:30`)
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
const clock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

/** Replaces the edition's programme with the demo's (re-seeding does not duplicate it). */
export async function seedScientificProgramme(prisma: PrismaClient, editionId: number) {
  const old = await prisma.faculty.findMany({ where: { editionId }, select: { photo: true } })
  await prisma.$transaction([
    prisma.programmeSession.deleteMany({ where: { editionId } }),
    prisma.programmeHall.deleteMany({ where: { editionId } }),
    prisma.faculty.deleteMany({ where: { editionId } }),
  ])
  await Promise.all(old.flatMap((f) => (f.photo ? [removeUpload(f.photo)] : [])))

  const edition = await prisma.edition.findUniqueOrThrow({ where: { id: editionId } })
  const halls: { id: number }[] = []
  for (const [position, name] of HALLS.entries())
    halls.push(await prisma.programmeHall.create({ data: { editionId, name, position } }))
  const faculty: { id: number }[] = []
  for (const [i, [name, designation, affiliation]] of DEMO_FACULTY.entries()) {
    // A third of the faculty have no photo yet: the pages show their initials.
    const photo =
      i % 3 === 2
        ? null
        : (await saveImage(await portrait(200 + i), 'members', { aspect: 4 / 5, maxWidth: 400 })).path
    faculty.push(
      await prisma.faculty.create({
        data: {
          editionId,
          name,
          designation,
          affiliation,
          photo,
          profile: `${name.replace(/^Dr /, 'Dr ')} is ${designation.toLowerCase()} at ${affiliation}, and teaches and writes on the subject for the academy's members.`,
        },
      }),
    )
  }

  let presenter = 0
  const firstDay = toIsoDate(edition.startsOn)
  for (let n = 0; n < 3; n++) {
    const d = addIsoDays(firstDay, n)
    for (const [slotIndex, slot] of day(n).entries()) {
      // Each slot draws distinct people, from an offset that moves on slot by slot.
      let next = (n * 5 + slotIndex * 4) % faculty.length
      const draw = () => faculty[next++ % faculty.length]
      for (const plan of slot.sessions) {
        const chairs = Array.from({ length: plan.chairs ?? 0 }, draw)
        const session = await prisma.programmeSession.create({
          data: {
            editionId,
            hallId: plan.hall === null ? null : halls[plan.hall].id,
            kind: plan.kind,
            title: plan.title,
            description:
              plan.kind === 'poster'
                ? 'Posters are displayed all day in Hall C; presenters stand by their posters during this session.'
                : '',
            startsAt: at(d, slot.from),
            endsAt: at(d, slot.to),
            chairs: { create: chairs.map((f, position) => ({ facultyId: f.id, position })) },
          },
        })
        const talks = plan.talks ?? []
        const length = Math.floor((minutes(slot.to) - minutes(slot.from)) / Math.max(1, talks.length))
        for (const [i, title] of talks.entries()) {
          const invited = plan.kind === 'plenary' || plan.kind === 'symposium'
          await prisma.programmeTalk.create({
            data: {
              sessionId: session.id,
              title,
              speakerId: invited ? draw().id : null,
              presenter: invited ? '' : personName(300 + presenter++),
              startsAt: at(d, clock(minutes(slot.from) + i * length)),
              endsAt: at(d, clock(minutes(slot.from) + (i + 1) * length)),
            },
          })
        }
      }
    }
  }
}

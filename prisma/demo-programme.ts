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
import { day, DEMO_FACULTY, HALLS, type Plan } from './demo-programme-data'

const at = (d: string, time: string) => new Date(`${d}T${time}:00+05:30`)
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
const clock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

type Db = Pick<
  PrismaClient,
  'faculty' | 'programmeSession' | 'programmeHall' | 'programmeTalk' | 'edition' | '$transaction'
>

/** Replaces the edition's programme with the demo's (re-seeding does not duplicate it). */
export async function seedScientificProgramme(prisma: Db, editionId: number) {
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
  const faculty = await seedFaculty(prisma, editionId)
  const presenters = { next: 0 }
  const firstDay = toIsoDate(edition.startsOn)
  for (let n = 0; n < 3; n++) {
    const d = addIsoDays(firstDay, n)
    for (const [slotIndex, slot] of day(n).entries()) {
      // Each slot draws distinct people, from an offset that moves on slot by slot.
      let next = (n * 5 + slotIndex * 4) % faculty.length
      const draw = () => faculty[next++ % faculty.length]
      for (const plan of slot.sessions)
        await seedSession(prisma, {
          editionId,
          day: d,
          from: slot.from,
          to: slot.to,
          plan,
          halls,
          draw,
          presenters,
        })
    }
  }
}

async function seedFaculty(prisma: Db, editionId: number) {
  const faculty: { id: number }[] = []
  for (const [i, [name, designation, affiliation]] of DEMO_FACULTY.entries()) {
    // A third of the faculty have no photo yet: the pages show their initials.
    const photo =
      i % 3 === 2
        ? null
        : (await saveImage(await portrait(200 + i), 'members', { aspect: 4 / 5, maxWidth: 400 })).path
    const profile = `${name} is ${designation.toLowerCase()} at ${affiliation}, and teaches and writes on the subject for the academy's members.`
    faculty.push(
      await prisma.faculty.create({ data: { editionId, name, designation, affiliation, photo, profile } }),
    )
  }
  return faculty
}

interface SessionSeed {
  editionId: number
  day: string
  from: string
  to: string
  plan: Plan
  halls: { id: number }[]
  draw: () => { id: number }
  presenters: { next: number }
}

async function seedSession(
  prisma: Db,
  { editionId, day: d, from, to, plan, halls, draw, presenters }: SessionSeed,
) {
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
      startsAt: at(d, from),
      endsAt: at(d, to),
      chairs: { create: chairs.map((f, position) => ({ facultyId: f.id, position })) },
    },
  })
  const talks = plan.talks ?? []
  const length = Math.floor((minutes(to) - minutes(from)) / Math.max(1, talks.length))
  for (const [i, title] of talks.entries()) {
    const invited = plan.kind === 'plenary' || plan.kind === 'symposium'
    await prisma.programmeTalk.create({
      data: {
        sessionId: session.id,
        title,
        speakerId: invited ? draw().id : null,
        presenter: invited ? '' : personName(300 + presenters.next++),
        startsAt: at(d, clock(minutes(from) + i * length)),
        endsAt: at(d, clock(minutes(from) + (i + 1) * length)),
      },
    })
  }
}

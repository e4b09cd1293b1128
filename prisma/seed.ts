// Demo content: what a fresh start shows. Run automatically on the first start of an empty
// database (SEED_DEMO_CONTENT, default true) and by `npm run db:seed` (which replaces the demo
// content and keeps registrations, messages and administrators). Names of people are fictional.
// Pictures go through the same upload path administrators use.
import {
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  hashPassword,
  isStrongPassword,
  STRONG_PASSWORD_RULE,
} from '@/lib/auth/password'
import { FALLBACK_CONTACT } from '@/lib/contact/fallback'
import { fromIsoDate, todayInIndia, WEEKDAYS, type Weekday } from '@/lib/dates'
import type { Env } from '@/lib/env'
import type { PrismaClient } from '@/lib/generated/prisma/client'
import { normalizeEmail } from '@/lib/input-rules'
import { removeUpload, saveImage } from '@/lib/uploads/store'
import { seedAbstracts } from './demo-abstracts'
import { seedCme } from './demo-cme'
import { seedDiscountCode } from './demo-discounts'
import { seedEditions } from './demo-editions'
import { seedGst } from './demo-gst'
import { emblem, portrait, scene } from './demo-images'
import { seedPayee } from './demo-payee'
import { CITIES, DEGREES, DEMO_LEADERS, DEMO_MEMBER_COUNT, OFFICE_BEARERS, personName } from './demo-people'
import { seedScientificProgramme } from './demo-programme'
import {
  DEMO_SLIDES,
  DEMO_THEMES,
  demoConference,
  EVENTS,
  GALLERY_TITLES,
  GORAKHPUR_TITLES,
  NRP_WORKSHOP,
  type DemoEdition,
} from './demo-site'
import { PALS_WORKSHOP, seedWaitlist } from './demo-waitlist'

function addDays(iso: string, days: number) {
  const d = fromIsoDate(iso)
  d.setUTCDate(d.getUTCDate() + days)
  return d
}
const weekdayOf = (d: Date): Weekday => WEEKDAYS[(d.getUTCDay() + 6) % 7]

/** True when no public content has been entered yet. */
export async function isContentEmpty(prisma: PrismaClient) {
  const [members, conference, slides] = await Promise.all([
    prisma.member.count(),
    prisma.conferenceEvent.count(),
    prisma.bannerSlide.count(),
  ])
  return members + conference + slides === 0
}

type AdminSettings = Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'embedded'>

/**
 * The first administrator: ADMIN_EMAIL / ADMIN_PASSWORD. Only the embedded demo database has
 * defaults (the README's admin@uppedicon.org / Pedicon@2025); elsewhere both must be set and the
 * password strong, or no administrator is created and the start stops with this message.
 */
export function firstAdmin({ ADMIN_EMAIL, ADMIN_PASSWORD, embedded }: AdminSettings) {
  // Stored normalised, as sign-in looks it up (adminEmailSchema).
  if (embedded)
    return {
      email: normalizeEmail(ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL),
      password: ADMIN_PASSWORD ?? DEMO_PASSWORD,
    }
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD || !isStrongPassword(ADMIN_PASSWORD))
    throw new Error(
      `No administrator exists yet, and a PostgreSQL server gets no default one: set ADMIN_EMAIL and ADMIN_PASSWORD (${STRONG_PASSWORD_RULE}) for the first start.`,
    )
  return { email: normalizeEmail(ADMIN_EMAIL), password: ADMIN_PASSWORD }
}

/**
 * Creates the first administrator when there is none (desk volunteers and reviewers, the demo's
 * too, are not administrators); answers their e-mail, or null.
 */
export async function ensureAdmin(prisma: PrismaClient, settings: AdminSettings): Promise<string | null> {
  if ((await prisma.admin.count({ where: { role: 'admin' } })) > 0) return null
  const { email, password } = firstAdmin(settings)
  const admin = await prisma.admin.create({
    data: { email: email.toLowerCase(), name: 'Administrator', passwordHash: await hashPassword(password) },
  })
  return admin.email
}

/** Deletes the demo-able content (and its pictures); registrations, messages and admins stay. */
export async function clearContent(prisma: PrismaClient) {
  const pictures = [
    ...(await prisma.member.findMany({ select: { picture: true } })).map((r) => r.picture),
    ...(await prisma.galleryImage.findMany({ select: { images: true } })).map((r) => r.images),
    ...(await prisma.theme.findMany({ select: { image: true } })).map((r) => r.image),
    ...(await prisma.event.findMany({ select: { eventPicture: true } })).map((r) => r.eventPicture),
    ...(await prisma.bannerSlide.findMany({ select: { image: true } })).map((r) => r.image),
    ...(
      await prisma.conferenceEvent.findMany({ select: { pediconPicture: true, eventPicture: true } })
    ).flatMap((r) => [r.pediconPicture, r.eventPicture]),
  ]
  await prisma.$transaction([
    prisma.member.deleteMany(),
    prisma.galleryImage.deleteMany(),
    prisma.theme.deleteMany(),
    // Workshop seats and waiting lists go with their events (the registrations stay, as above).
    prisma.workshopSeat.deleteMany(),
    prisma.waitlistEntry.deleteMany(),
    prisma.event.deleteMany(),
    prisma.bannerSlide.deleteMany(),
    prisma.conferenceEvent.deleteMany(),
    prisma.contactDetail.deleteMany(),
  ])
  await Promise.all(pictures.map((p) => removeUpload(p)))
}

const PORTRAIT = { aspect: 4 / 5, maxWidth: 800 }

async function seedSlides(prisma: PrismaClient) {
  for (const [i, s] of DEMO_SLIDES.entries()) {
    const image = await saveImage(await scene(100 + i, 1920, 1080), 'banners')
    await prisma.bannerSlide.create({ data: { ...s, image: image.path, position: i } })
  }
}

async function seedMembers(prisma: PrismaClient) {
  for (const [i, l] of DEMO_LEADERS.entries()) {
    const picture = await saveImage(await portrait(i + 1), 'members', PORTRAIT)
    await prisma.member.create({
      data: { ...l, picture: picture.path, association: 'IAP Uttar Pradesh', position: 0 },
    })
  }
  let n = 0
  for (const o of OFFICE_BEARERS) {
    for (let k = 0; k < o.count; k++) {
      n++
      const picture = await saveImage(await portrait(50 + n), 'members', PORTRAIT)
      await prisma.member.create({
        data: {
          name: personName(50 + n),
          degree: DEGREES[n % DEGREES.length],
          designation: o.designation,
          picture: picture.path,
          description: `${CITIES[n % CITIES.length]} branch`,
          association: `IAP ${CITIES[n % CITIES.length]}`,
          position: k,
        },
      })
    }
  }
  for (let i = 0; i < DEMO_MEMBER_COUNT; i++) {
    // A few members without a picture show the placeholder.
    const picture =
      i % 11 === 10 ? null : (await saveImage(await portrait(200 + i), 'members', PORTRAIT)).path
    await prisma.member.create({
      data: {
        name: personName(i),
        degree: DEGREES[i % DEGREES.length],
        designation: 'member',
        picture,
        description: `Executive board member, IAP ${CITIES[i % CITIES.length]}`,
        association: `IAP ${CITIES[i % CITIES.length]}`,
        position: i,
      },
    })
  }
}

/**
 * The events that are workshops delegates add to their registration (by their place in EVENTS):
 * the NRP workshop, and the PALS course, full, with a waiting list; each closes `closes` days
 * before its date.
 */
const WORKSHOPS: Record<number, { terms: typeof NRP_WORKSHOP; closes: number } | undefined> = {
  0: { terms: NRP_WORKSHOP, closes: 2 },
  2: { terms: PALS_WORKSHOP, closes: 7 },
}

async function seedProgramme(
  prisma: PrismaClient,
  edition: DemoEdition & { id: number; registrationPrefix: string },
) {
  const editionId = edition.id
  const pedicon = await saveImage(await scene(300, 1600, 900), 'conference')
  const venuePicture = await saveImage(await scene(301, 1600, 900), 'conference')
  await prisma.conferenceEvent.create({
    data: { ...demoConference(edition), pediconPicture: pedicon.path, eventPicture: venuePicture.path },
  })
  const today = todayInIndia()
  for (const [i, { days, ...e }] of EVENTS.entries()) {
    const date = addDays(today, days)
    const picture = await saveImage(await scene(400 + i, 1200, 800), 'events')
    const w = WORKSHOPS[i]
    const workshop = w && {
      registrable: true,
      ...w.terms,
      registrationDeadline: addDays(today, days - w.closes),
      editionId,
    }
    const event = await prisma.event.create({
      data: { ...e, ...workshop, date, day: weekdayOf(date), eventPicture: picture.path },
    })
    if (i === 2) await seedWaitlist(prisma, edition, event.id)
  }
}

async function seedGalleriesAndThemes(prisma: PrismaClient, editionId: number) {
  for (const [i, title] of GALLERY_TITLES.entries()) {
    const image = await saveImage(await scene(500 + i, 1200, 900), 'gallery')
    await prisma.galleryImage.create({ data: { gallery: 'home', images: image.path, title, editionId } })
  }
  for (const [i, title] of GORAKHPUR_TITLES.entries()) {
    const image = await saveImage(await scene(600 + i, 1200, 900), 'gkpgallery')
    await prisma.galleryImage.create({ data: { gallery: 'gorakhpur', images: image.path, title } })
  }
  for (const [i, t] of DEMO_THEMES.entries()) {
    const image = await saveImage(await emblem(700 + i), 'themes', { maxWidth: 800 })
    await prisma.theme.create({ data: { ...t, image: image.path } })
  }
}

export async function seedDemoContent(prisma: PrismaClient, log: (s: string) => void = () => {}) {
  const t0 = Date.now()
  const editions = await seedEditions(prisma)
  const current = await prisma.edition.findUniqueOrThrow({ where: { id: editions.current } })
  await seedSlides(prisma)
  await seedMembers(prisma)
  await seedProgramme(prisma, current)
  await seedScientificProgramme(prisma, current.id)
  await seedGalleriesAndThemes(prisma, editions.e2025)
  await seedCme(prisma, editions.e2025)
  await seedGst(prisma)
  await seedPayee(prisma)
  await seedDiscountCode(prisma, current.id)
  await seedAbstracts(prisma, current.id)
  await prisma.contactDetail.create({
    data: {
      mobileNumber: FALLBACK_CONTACT.mobile_number,
      email: FALLBACK_CONTACT.email,
      whatsappNumber: FALLBACK_CONTACT.WhatsappNumber,
      location: FALLBACK_CONTACT.location,
    },
  })
  log(`demo content created in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}

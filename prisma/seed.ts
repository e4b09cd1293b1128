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
import { FALLBACK_CONTACT } from '@/lib/contact/schema'
import { fromIsoDate, todayInIndia, WEEKDAYS, type Weekday } from '@/lib/dates'
import type { Env } from '@/lib/env'
import type { PrismaClient } from '@/lib/generated/prisma/client'
import type { Designation } from '@/lib/members/schema'
import { removeUpload, saveImage } from '@/lib/uploads/store'
import { emblem, portrait, scene } from './demo-images'

const FIRST = [
  'Anil',
  'Rekha',
  'Sanjay',
  'Meera',
  'Rajesh',
  'Sunita',
  'Vivek',
  'Pooja',
  'Alok',
  'Neha',
  'Ashok',
  'Kavita',
  'Manoj',
  'Shalini',
  'Deepak',
  'Anjali',
  'Rakesh',
  'Swati',
  'Pankaj',
  'Nidhi',
  'Arvind',
  'Ritu',
  'Vinod',
  'Archana',
  'Harish',
  'Preeti',
  'Sudhir',
  'Garima',
  'Amit',
  'Seema',
  'Rahul',
  'Madhu',
  'Naveen',
  'Shweta',
  'Ajay',
  'Vandana',
]
const LAST = [
  'Srivastava',
  'Mishra',
  'Gupta',
  'Tripathi',
  'Pandey',
  'Singh',
  'Agarwal',
  'Shukla',
  'Verma',
  'Yadav',
  'Dwivedi',
  'Chaturvedi',
  'Saxena',
  'Tiwari',
  'Rastogi',
  'Upadhyay',
  'Jaiswal',
  'Bajpai',
]
const DEGREES = [
  'MBBS, MD (Pediatrics)',
  'MBBS, DCH',
  'MBBS, MD (Pediatrics), DM (Neonatology)',
  'MBBS, DNB (Pediatrics)',
  'MBBS, MD (Pediatrics), FIAP',
  'MBBS, DCH, DNB (Pediatrics)',
]
const CITIES = [
  'Gorakhpur',
  'Lucknow',
  'Kanpur',
  'Varanasi',
  'Prayagraj',
  'Agra',
  'Meerut',
  'Bareilly',
  'Jhansi',
  'Aligarh',
  'Moradabad',
  'Ayodhya',
  'Basti',
  'Deoria',
]

function personName(i: number) {
  return `Dr ${FIRST[(i * 7) % FIRST.length]} ${LAST[(i * 5 + Math.floor(i / FIRST.length)) % LAST.length]}`
}

const LEADERS: { designation: Designation; name: string; degree: string; description: string }[] = [
  {
    designation: 'president',
    name: 'Dr Anil Kumar Srivastava',
    degree: 'MBBS, MD (Pediatrics), FIAP',
    description:
      'Dr Anil Kumar Srivastava has cared for the children of eastern Uttar Pradesh for more than thirty years, first as a paediatric resident at BRD Medical College, Gorakhpur, and then as head of its neonatal unit. ' +
      "He built one of the region's first level-three newborn intensive care units, trained hundreds of nurses in neonatal resuscitation, and led the branch's response to acute encephalitis syndrome with a network of district treatment centres. " +
      'As President of the state association he has made continuing medical education reach every district, championed exclusive breastfeeding and timely immunisation, and opened the academy to young paediatricians through mentorship and research grants. ' +
      'He welcomes every delegate to Gorakhpur for UP Pedicon 2025.',
  },
  {
    designation: 'secretary',
    name: 'Dr Rekha Mishra',
    degree: 'MBBS, DCH, DNB (Pediatrics)',
    description:
      'Dr Rekha Mishra is a consultant paediatrician in Gorakhpur with a special interest in adolescent health and child development. As Honorary Secretary she coordinates the branches across the state and the organising committee of UP Pedicon 2025.',
  },
  {
    designation: 'treasurer',
    name: 'Dr Sanjay Gupta',
    degree: 'MBBS, MD (Pediatrics)',
    description:
      'Dr Sanjay Gupta practises paediatrics in Lucknow and has served the association for a decade in its finance and membership committees. As Treasurer he oversees the accounts of the academy and of the conference.',
  },
]

const OFFICE_BEARERS: { designation: Designation; count: number }[] = [
  { designation: 'exofficopresident', count: 1 },
  { designation: 'exofficosecretary', count: 1 },
  { designation: 'vicepresident', count: 2 },
  { designation: 'scirntificsecretary', count: 1 },
  { designation: 'jointsecretary', count: 2 },
  { designation: 'mediacoordinator', count: 1 },
  { designation: 'liaisoningincharge', count: 1 },
  { designation: 'wbfweekcommittee', count: 2 },
  { designation: 'orsdaycommittee', count: 2 },
  { designation: 'adolescentcommittee', count: 2 },
  { designation: 'caahcweekcommittee', count: 2 },
  { designation: 'newbornweekcommitte', count: 2 },
]

/** Members with designation "member": the home board grid and the About committee list. */
export const DEMO_MEMBER_COUNT = 34

const SLIDES = [
  {
    title: 'Indian Academy of Pediatrics, Uttar Pradesh',
    subtitle: 'The state association of paediatricians caring for the children of Uttar Pradesh',
    buttonText: 'Contact Us',
    buttonLink: '/contact-us',
    buttonTexts: 'UP Pedicon 2025',
    buttonLinks: '/uppedicon',
  },
  {
    title: 'UP Pedicon 2025',
    subtitle: '46th Annual State Conference · Gorakhpur · 28–30 November 2025',
    buttonText: 'Learn More',
    buttonLink: '#uppedicon',
    buttonTexts: 'About the Academy',
    buttonLinks: '/about',
  },
  {
    title: 'Join Us Today',
    subtitle: 'Register as a delegate: early-bird fees, workshops and three days of science',
    buttonText: 'Register Now',
    buttonLink: '/register',
    buttonTexts: 'Upcoming Events',
    buttonLinks: '/events',
  },
  {
    title: 'Welcome to Gorakhpur',
    subtitle: "The city of Gorakhnath, Gita Press and Ramgarh Tal hosts the state's paediatricians",
    buttonText: 'Explore Venue',
    buttonLink: '/uppedicon',
    buttonTexts: 'Contact Us',
    buttonLinks: '/contact-us',
  },
]

const GALLERY_TITLES = [
  'Inauguration of UP Pedicon 2024',
  'Lamp lighting ceremony',
  'Neonatal resuscitation workshop',
  'Plenary session',
  'Poster presentations',
  'Quiz for postgraduates',
  'Breastfeeding week rally',
  'ORS day awareness camp',
  'Adolescent health workshop',
  'Award ceremony',
  'Cultural evening',
  'Executive board meeting',
]
const GORAKHPUR_TITLES = [
  'Gorakhnath Temple',
  'Ramgarh Tal',
  'Gita Press',
  'Kusmi Forest',
  'Vinod Van',
  'Taramandal',
  'Buddha Museum',
  'Gorakhpur Railway Station',
]

const THEMES = [
  {
    name: 'Every Child, Every Chance',
    description:
      'The theme of UP Pedicon 2025: evidence-based care that reaches every newborn, child and adolescent of Uttar Pradesh, from district hospitals to village health centres.',
  },
  {
    name: 'IAP Gorakhpur Branch',
    description:
      'The host branch, organising the conference with its members from the medical colleges and private practice of eastern Uttar Pradesh.',
  },
  {
    name: 'National Neonatology Forum, Uttar Pradesh',
    description:
      'Partner for the neonatal resuscitation and newborn care workshops held on the first day of the conference.',
  },
  {
    name: 'Association of Pediatricians of Uttar Pradesh',
    description:
      "Partner association of the state's paediatricians, co-hosting the sessions on adolescent health and immunisation.",
  },
]

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
  if (embedded) return { email: ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL, password: ADMIN_PASSWORD ?? DEMO_PASSWORD }
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD || !isStrongPassword(ADMIN_PASSWORD))
    throw new Error(
      `No administrator exists yet, and a PostgreSQL server gets no default one: set ADMIN_EMAIL and ADMIN_PASSWORD (${STRONG_PASSWORD_RULE}) for the first start.`,
    )
  return { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }
}

/** Creates the first administrator when there is none; answers their e-mail, or null. */
export async function ensureAdmin(prisma: PrismaClient, settings: AdminSettings): Promise<string | null> {
  if ((await prisma.admin.count()) > 0) return null
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
    prisma.event.deleteMany(),
    prisma.bannerSlide.deleteMany(),
    prisma.conferenceEvent.deleteMany(),
    prisma.contactDetail.deleteMany(),
  ])
  await Promise.all(pictures.map((p) => removeUpload(p)))
}

export async function seedDemoContent(prisma: PrismaClient, log: (s: string) => void = () => {}) {
  const t0 = Date.now()
  let n = 0
  for (const [i, s] of SLIDES.entries()) {
    const image = await saveImage(await scene(100 + i, 1920, 1080), 'banners')
    await prisma.bannerSlide.create({ data: { ...s, image: image.path, position: i } })
  }

  for (const [i, l] of LEADERS.entries()) {
    const picture = await saveImage(await portrait(i + 1), 'members', { aspect: 4 / 5, maxWidth: 800 })
    await prisma.member.create({
      data: { ...l, picture: picture.path, association: 'IAP Uttar Pradesh', position: 0 },
    })
  }
  for (const o of OFFICE_BEARERS) {
    for (let k = 0; k < o.count; k++) {
      n++
      const picture = await saveImage(await portrait(50 + n), 'members', { aspect: 4 / 5, maxWidth: 800 })
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
      i % 11 === 10
        ? null
        : (await saveImage(await portrait(200 + i), 'members', { aspect: 4 / 5, maxWidth: 800 })).path
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

  const pedicon = await saveImage(await scene(300, 1600, 900), 'conference')
  const venuePicture = await saveImage(await scene(301, 1600, 900), 'conference')
  await prisma.conferenceEvent.create({
    data: {
      name: 'UP Pedicon 2025',
      title: '46th Annual State Conference of the Indian Academy of Pediatrics, Uttar Pradesh',
      description:
        'UP Pedicon 2025 brings the paediatricians of Uttar Pradesh to Gorakhpur for three days of plenary lectures, workshops on neonatal resuscitation, paediatric emergencies and adolescent health, free paper and poster sessions for postgraduates, and the annual general body meeting of the academy.',
      additionalDescription:
        'Pre-conference workshops run on 28 November; the scientific programme and the inauguration follow on 29 and 30 November.',
      date: fromIsoDate('2025-11-28'),
      time: '09:00:00',
      day: 'Friday',
      venue: 'Yogiraj Baba Gambhirnath Prekshagrah, Gorakhpur',
      address: 'Town Hall Road, Golghar, Gorakhpur, Uttar Pradesh 273001',
      organizer: 'IAP Gorakhpur Branch',
      mobileNumber: FALLBACK_CONTACT.mobile_number,
      email: FALLBACK_CONTACT.email,
      pediconPicture: pedicon.path,
      eventPicture: venuePicture.path,
    },
  })

  const today = todayInIndia()
  const events = [
    {
      days: 12,
      name: 'Neonatal Resuscitation Programme (NRP) Workshop',
      venue: 'BRD Medical College, Gorakhpur',
      address: 'Medical College Road, Gorakhpur 273013',
      time: '10:00:00',
      organizer: 'IAP Gorakhpur Branch',
      description:
        'Hands-on training in newborn resuscitation on mannequins, with certification for paediatricians, postgraduates and nurses.',
    },
    {
      days: 40,
      name: 'Adolescent Health Update',
      venue: 'IMA Bhawan, Lucknow',
      address: 'River Bank Colony, Lucknow 226018',
      time: '17:30:00',
      organizer: 'Adolescent Health Committee, IAP UP',
      description: 'An evening CME on adolescent mental health, screen time, nutrition and HPV vaccination.',
    },
    {
      days: 75,
      name: 'Pediatric Advanced Life Support (PALS) Course',
      venue: 'Institute of Medical Sciences, BHU, Varanasi',
      address: 'Lanka, Varanasi 221005',
      time: '09:00:00',
      organizer: 'IAP Varanasi Branch',
      description:
        'Two-day course on the recognition and management of the critically ill child, following the latest resuscitation guidelines.',
    },
    {
      days: -30,
      name: 'ORS Day Awareness Camp',
      venue: 'District Hospital, Deoria',
      address: 'Civil Lines, Deoria 274001',
      time: '11:00:00',
      organizer: 'ORS Day Committee, IAP UP',
      description:
        'Demonstrations of oral rehydration and zinc therapy for mothers and community health workers.',
    },
  ]
  for (const [i, e] of events.entries()) {
    const date = addDays(today, e.days)
    const picture = await saveImage(await scene(400 + i, 1200, 800), 'events')
    await prisma.event.create({
      data: {
        name: e.name,
        description: e.description,
        venue: e.venue,
        address: e.address,
        time: e.time,
        organizer: e.organizer,
        date,
        day: weekdayOf(date),
        eventPicture: picture.path,
      },
    })
  }

  for (const [i, title] of GALLERY_TITLES.entries()) {
    const image = await saveImage(await scene(500 + i, 1200, 900), 'gallery')
    await prisma.galleryImage.create({ data: { gallery: 'home', images: image.path, title } })
  }
  for (const [i, title] of GORAKHPUR_TITLES.entries()) {
    const image = await saveImage(await scene(600 + i, 1200, 900), 'gkpgallery')
    await prisma.galleryImage.create({ data: { gallery: 'gorakhpur', images: image.path, title } })
  }
  for (const [i, t] of THEMES.entries()) {
    const image = await saveImage(await emblem(700 + i), 'themes', { maxWidth: 800 })
    await prisma.theme.create({ data: { ...t, image: image.path } })
  }
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

// The demo content's site and programme: hero slides, gallery titles, themes, the conference
// and the upcoming events (dated from today). Data only; prisma/seed.ts writes it. A text that
// names the conference does so with the edition's placeholders ({edition}, {dates}, …: filled
// from the current edition when shown, lib/editions/texts.ts) or not at all, so the demo follows
// when the organisers make the next edition current and never announces a conference that is over.
import { FALLBACK_CONTACT } from '@/lib/contact/fallback'
import { WEEKDAYS } from '@/lib/dates'

/** What the demo's conference record takes from the current edition (an edition row, or EDITION_2025). */
export interface DemoEdition {
  number: number
  name: string
  city: string
  venue: string
  startsOn: Date
  endsOn: Date
}

export const DEMO_SLIDES = [
  {
    title: 'Indian Academy of Pediatrics, Uttar Pradesh',
    subtitle: 'The state association of paediatricians caring for the children of Uttar Pradesh',
    buttonText: 'Contact Us',
    buttonLink: '/contact-us',
    buttonTexts: '{edition}',
    buttonLinks: '/uppedicon',
  },
  {
    title: '{edition}',
    subtitle: '{number} Annual State Conference · {city} · {dates}',
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

export const GALLERY_TITLES = [
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
export const GORAKHPUR_TITLES = [
  'Gorakhnath Temple',
  'Ramgarh Tal',
  'Gita Press',
  'Kusmi Forest',
  'Vinod Van',
  'Taramandal',
  'Buddha Museum',
  'Gorakhpur Railway Station',
]

export const DEMO_THEMES = [
  {
    name: 'Every Child, Every Chance',
    description:
      'The theme of the annual conference: evidence-based care that reaches every newborn, child and adolescent of Uttar Pradesh, from district hospitals to village health centres.',
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

/**
 * The conference (its two pictures are added by the seed): the edition's, in Gorakhpur. The pages
 * name and date it from the current edition; its own texts say what stays true every year.
 */
export function demoConference(e: DemoEdition) {
  return {
    name: e.name,
    title: 'Annual State Conference of the Indian Academy of Pediatrics, Uttar Pradesh',
    description:
      'The conference brings the paediatricians of Uttar Pradesh together for three days of plenary lectures, workshops on neonatal resuscitation, paediatric emergencies and adolescent health, free paper and poster sessions for postgraduates, and the annual general body meeting of the academy.',
    additionalDescription:
      'Pre-conference workshops run on the first day; the scientific programme and the inauguration follow on the next two.',
    date: e.startsOn,
    time: '09:00:00',
    day: WEEKDAYS[(e.startsOn.getUTCDay() + 6) % 7],
    venue: e.venue,
    address: 'Town Hall Road, Golghar, Gorakhpur, Uttar Pradesh 273001',
    organizer: 'IAP Gorakhpur Branch',
    mobileNumber: FALLBACK_CONTACT.mobile_number,
    email: FALLBACK_CONTACT.email,
  }
}

/** Upcoming (and one past) events, `days` from today. */
/** The NRP workshop's terms (fee in paise, seats); it closes two days before its date. */
export const NRP_WORKSHOP = { feePaise: 1500_00, capacity: 30 }

export const EVENTS = [
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

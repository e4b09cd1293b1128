// The demo content's people (fictional names): the leadership, the office bearers and the board
// members that a fresh start shows. Data only; prisma/seed.ts writes it.
import type { Designation } from '@/lib/members/schema'

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
export const DEGREES = [
  'MBBS, MD (Pediatrics)',
  'MBBS, DCH',
  'MBBS, MD (Pediatrics), DM (Neonatology)',
  'MBBS, DNB (Pediatrics)',
  'MBBS, MD (Pediatrics), FIAP',
  'MBBS, DCH, DNB (Pediatrics)',
]
export const CITIES = [
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

export function personName(i: number) {
  return `Dr ${FIRST[(i * 7) % FIRST.length]} ${LAST[(i * 5 + Math.floor(i / FIRST.length)) % LAST.length]}`
}

/** The office bearers (their bios speak of the annual conference, never of one edition). */
export const DEMO_LEADERS: { designation: Designation; name: string; degree: string; description: string }[] =
  [
    {
      designation: 'president',
      name: 'Dr Anil Kumar Srivastava',
      degree: 'MBBS, MD (Pediatrics), FIAP',
      description:
        'Dr Anil Kumar Srivastava has cared for the children of eastern Uttar Pradesh for more than thirty years, first as a paediatric resident at BRD Medical College, Gorakhpur, and then as head of its neonatal unit. ' +
        "He built one of the region's first level-three newborn intensive care units, trained hundreds of nurses in neonatal resuscitation, and led the branch's response to acute encephalitis syndrome with a network of district treatment centres. " +
        'As President of the state association he has made continuing medical education reach every district, championed exclusive breastfeeding and timely immunisation, and opened the academy to young paediatricians through mentorship and research grants. ' +
        'He welcomes every delegate to the annual state conference.',
    },
    {
      designation: 'secretary',
      name: 'Dr Rekha Mishra',
      degree: 'MBBS, DCH, DNB (Pediatrics)',
      description:
        'Dr Rekha Mishra is a consultant paediatrician in Gorakhpur with a special interest in adolescent health and child development. As Honorary Secretary she coordinates the branches across the state and the organising committee of the annual state conference.',
    },
    {
      designation: 'treasurer',
      name: 'Dr Sanjay Gupta',
      degree: 'MBBS, MD (Pediatrics)',
      description:
        'Dr Sanjay Gupta practises paediatrics in Lucknow and has served the association for a decade in its finance and membership committees. As Treasurer he oversees the accounts of the academy and of the conference.',
    },
  ]

export const OFFICE_BEARERS: { designation: Designation; count: number }[] = [
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

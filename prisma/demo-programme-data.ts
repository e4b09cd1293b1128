// The demo programme's words: its faculty (fictional people), halls, free papers and the shape of
// each day (time slots, each with its sessions). Read by ./demo-programme.ts.

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

export const HALLS = ['Hall A (Main Auditorium)', 'Hall B', 'Hall C']

export type Kind = 'plenary' | 'symposium' | 'free_paper' | 'poster' | 'workshop' | 'break'
export interface Plan {
  hall: number | null
  kind: Kind
  title: string
  /** Invited talks' titles (faculty speakers), or free papers' titles (named presenters). */
  talks?: string[]
  chairs?: number
}
export interface Slot {
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

const morning = (n: number): Slot[] => [
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
]

const lateMorning = (n: number): Slot[] => [
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
]

const midday = (n: number): Slot[] => [
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
]

const afternoon = (n: number): Slot[] => [
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

/** The time slots of day n (0, 1, 2). */
export const day = (n: number): Slot[] => [...morning(n), ...lateMorning(n), ...midday(n), ...afternoon(n)]

// Realistic registrations in bulk, for the organisers' console tests and benchmark (10 000
// delegates). Deterministic for a given start index. Names are fictional.
import type { Prisma } from '@/lib/generated/prisma/client'
import { CATEGORIES } from '@/lib/registrations/categories'
import { DESIGNATIONS } from '@/lib/registrations/flow'
import { SPEC_FEES } from './demo-editions'

const FIRST = [
  'Aarav',
  'Diya',
  'Kabir',
  'Ananya',
  'Vihaan',
  'Isha',
  'Arjun',
  'Meera',
  'Rohan',
  'Saanvi',
  'Aditya',
  'Kavya',
  'Ishaan',
  'Riya',
  'Dhruv',
  'Tara',
  'Nikhil',
  'Pooja',
  'Siddharth',
  'Neha',
]
const LAST = [
  'Sharma',
  'Verma',
  'Gupta',
  'Mishra',
  'Tripathi',
  'Pandey',
  'Srivastava',
  'Singh',
  'Yadav',
  'Shukla',
  'Agarwal',
  'Dwivedi',
  'Saxena',
  'Tiwari',
  'Chaturvedi',
]
// A plausible mix of states (some repeated to weigh them).
const STATUSES = [
  'pending_payment',
  'paid',
  'paid',
  'paid',
  'payment_failed',
  'proof_submitted',
  'proof_verified',
  'proof_verified',
  'proof_rejected',
  'refunded',
  'cancelled',
] as const

export function demoRegistration(
  i: number,
  createdAt = new Date(Date.UTC(2025, 6, 1) + i * 3_600_000),
  /** UP Pedicon 2025: the first edition, created by its migration. */
  editionId = 1,
): Prisma.RegistrationCreateManyInput {
  const category = CATEGORIES[i % CATEGORIES.length]
  const amountPaise = SPEC_FEES[category] * 100
  const status = amountPaise === 0 ? 'free' : STATUSES[i % STATUSES.length]
  const paid = ['paid', 'proof_submitted', 'proof_verified', 'proof_rejected', 'refunded'].includes(status)
  const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`
  return {
    editionId,
    registrationNumber: `UPP25-${String(i + 1).padStart(6, '0')}`,
    name,
    mobileNumber: String(9_000_000_000 + i),
    email: `${name.toLowerCase().replace(' ', '.')}.${i}@example.org`,
    dateOfBirth: new Date(Date.UTC(1960 + (i % 40), i % 12, 1 + (i % 28))),
    address: `${1 + (i % 200)} Civil Lines, Gorakhpur`,
    age: 25 + (i % 40),
    designation: DESIGNATIONS[i % DESIGNATIONS.length],
    ciapMembership: i % 3 === 0 ? `CIAP-${10000 + i}` : '',
    aopUpMembership: '',
    accompanyingPerson: i % 5 === 0,
    category,
    amountPaise,
    status,
    paidAt: paid ? new Date(createdAt.getTime() + 600_000) : null,
    refundedPaise: status === 'refunded' ? amountPaise / 2 : 0,
    createdAt,
  }
}

// A delegate's registration input for integration tests: a new e-mail and mobile number each time.
// Each test file has a database of its own (test/setup.ts); the address also carries a tag of the
// file's run, so a delegate never matches one that an earlier test of the same file made.
import { randomBytes } from 'node:crypto'
import { ageOn, todayInIndia } from '@/lib/dates'
import { registrationSchema } from '@/lib/registrations/schema'

let seq = 0
const run = randomBytes(4).toString('hex')
export function delegate(overrides: Record<string, unknown> = {}) {
  seq++
  // Age and date of birth agree; a senior citizen is over 70.
  const born = overrides.category === 'seniorcitizen' ? '1950-05-01' : '1980-05-01'
  return registrationSchema.parse({
    name: 'Asha Verma',
    mobile_number: `98765${String(10000 + seq).slice(-5)}`,
    email: `asha${seq}.${run}@example.org`,
    date_of_birth: born,
    address: 'Civil Lines, Gorakhpur',
    age: String(ageOn(born, todayInIndia())),
    designation: 'consultant',
    accompanying_person: 'No',
    category: 'NonMember',
    amount: '1',
    ...overrides,
  })
}

/** A PG student's registration input numbered `n` (its mobile and e-mail follow from it). */
export const numberedDelegate = (n: number, overrides: Record<string, unknown> = {}) =>
  registrationSchema.parse({
    name: 'Asha Verma',
    mobile_number: `98765${String(n).padStart(5, '0')}`,
    email: `asha${n}.${run}@example.org`,
    date_of_birth: '1990-01-01',
    address: 'Lucknow',
    age: new Date().getUTCFullYear() - 1990,
    designation: 'PG_Student',
    accompanying_person: 'No',
    category: 'PG_Student',
    ...overrides,
  })

// A delegate's registration input for integration tests: a new e-mail and mobile number each time.
// Test files share one database and each has its own counter, so the address also carries a tag
// of this file's run: a delegate of one file never matches one that another file left behind.
import { randomBytes } from 'node:crypto'
import { ageOn, todayInIndia } from '@/lib/dates'
import { participantSchema } from '@/lib/registrations/schema'

let seq = 0
const run = randomBytes(4).toString('hex')
export function delegate(overrides: Record<string, unknown> = {}) {
  seq++
  // Age and date of birth agree; a senior citizen is over 70.
  const born = overrides.category === 'seniorcitizen' ? '1950-05-01' : '1980-05-01'
  return participantSchema.parse({
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

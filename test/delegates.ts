// A delegate's registration input for integration tests: a new e-mail and mobile number each time.
import { participantSchema } from '@/lib/registrations/schema'

let seq = 0
export function delegate(overrides: Record<string, unknown> = {}) {
  seq++
  return participantSchema.parse({
    name: 'Asha Verma',
    mobile_number: `98765${String(10000 + seq).slice(-5)}`,
    email: `asha${seq}@example.org`,
    date_of_birth: '1980-05-01',
    address: 'Civil Lines, Gorakhpur',
    age: '45',
    designation: 'consultant',
    accompanying_person: 'No',
    category: 'NonMember',
    amount: '1',
    ...overrides,
  })
}

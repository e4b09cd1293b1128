// An institution's group for the tests: BRD Medical College (Maharashtra's GSTIN, so its place of
// supply is outside Uttar Pradesh), a Non-member and a PG student, registered at once.
import { registerGroup } from '@/lib/groups/register'
import { groupDelegateSchema, groupSchema } from '@/lib/groups/schema'
import { delegate } from './delegates'

export const groupRow = (overrides: Record<string, unknown> = {}) =>
  groupDelegateSchema.parse(delegate(overrides))

export const groupInput = (delegates: Record<string, unknown>[], overrides: Record<string, unknown> = {}) =>
  groupSchema.parse({
    institution: 'BRD Medical College',
    gstin: '27AAPFU0939F1ZV',
    address: 'Medical College Road, Gorakhpur',
    state: '27',
    contact_name: 'Meera Singh',
    contact_email: 'pg.office@example.org',
    contact_mobile: '9811122233',
    delegates,
    ...overrides,
  })

export const newGroup = () =>
  registerGroup(
    groupInput([
      groupRow({ category: 'NonMember' }),
      groupRow({ category: 'PG_Student', designation: 'PG_Student' }),
    ]),
  )

// The organiser who acts in integration tests: what the API's session guard hands the domain writes.
import type { Actor } from '@/lib/audit/actions'

export const TEST_ADMIN: Actor = { kind: 'admin', email: 'organiser@uppedicon.test', ip: '203.0.113.9' }

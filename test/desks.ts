// A check-in desk's account for the db tests: a desk volunteer of its own, signed in, with the
// name the desk shows to the other desks.
import { randomBytes, randomUUID } from 'node:crypto'
import type { AdminActor } from '@/lib/auth/guard'
import { db } from '@/lib/db/client'
import type { Desk } from '@/lib/tickets/checkin'

export async function deskAccount(name: string): Promise<Desk> {
  const email = `desk-${randomBytes(4).toString('hex')}@uppedicon.test`
  const admin = await db().admin.create({ data: { email, passwordHash: 'x', role: 'desk' } })
  const actor: AdminActor = { kind: 'admin', email, ip: '203.0.113.9' }
  return { session: { id: admin.id, email, role: 'desk', sid: randomUUID() }, actor, desk: name }
}

// The programme's roles of an edition, read now (./roles.ts says who they are), and the revocation
// of the role certificates whose role the programme no longer has: the programme's writes call it
// in their transaction (lib/programme/writes.ts), so a deleted talk, a talk given to another
// speaker or a chairperson unticked revokes that certificate at once. Imports only the database:
// the programme's writes load nothing more through it.
import 'server-only'
import type { Prisma } from '@/lib/db/client'
import { rolesOf, type Role } from './roles'

type Tx = Prisma.TransactionClient

/** Every role of the edition's programme (ended or not). */
export async function rolesOfEdition(tx: Tx, editionId: number): Promise<Role[]> {
  const sessions = await tx.programmeSession.findMany({
    where: { editionId },
    include: {
      chairs: { include: { faculty: true }, orderBy: { position: 'asc' } },
      talks: { include: { speaker: true }, orderBy: [{ startsAt: 'asc' }, { id: 'asc' }] },
    },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
  })
  return rolesOf(
    sessions.map((s) => ({
      id: s.id,
      kind: s.kind,
      title: s.title,
      endsAt: s.endsAt,
      chairs: s.chairs.map((c) => ({ facultyId: c.facultyId, name: c.faculty.name, email: c.faculty.email })),
      talks: s.talks.map((t) => ({
        id: t.id,
        title: t.title,
        award: t.award,
        speaker: t.speaker && { id: t.speaker.id, name: t.speaker.name, email: t.speaker.email },
        presenter: t.presenter,
        presenterEmail: t.presenterEmail,
      })),
    })),
  )
}

/**
 * Revokes the edition's role certificates whose role is gone from the programme; answers their
 * ids. A revoked certificate stays revoked (issuing again does not bring it back).
 */
export async function revokeStaleRoles(tx: Tx, editionId: number, now = new Date()): Promise<number[]> {
  const live = await tx.certificate.findMany({
    where: { editionId, roleKey: { not: null }, revokedAt: null },
    select: { id: true, roleKey: true },
  })
  if (!live.length) return []
  const keys = new Set((await rolesOfEdition(tx, editionId)).map((r) => r.key))
  const stale = live.filter((c) => !keys.has(c.roleKey!)).map((c) => c.id)
  if (stale.length)
    await tx.certificate.updateMany({ where: { id: { in: stale } }, data: { revokedAt: now } })
  return stale
}

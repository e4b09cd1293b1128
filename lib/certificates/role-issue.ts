// Issuing an edition's role certificates (the certificates console's button): one for each role of
// the programme whose session has ended (./roles.ts: presenters, invited faculty, chairpersons),
// with a random code, and their mailing queued as the attendance certificates' is (the same job,
// ./sending.ts). Idempotent: a role has one certificate (its key is unique), so pressing again
// creates none twice and mails none twice; it queues again only the mails that failed (a faculty
// member without an e-mail address, since given one).
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { db, type Prisma } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { findEdition } from '@/lib/editions/service'
import { newCertificateCode } from './code'
import { queueMailing } from './mailing-queue'
import { ROLE_INCLUDE, roleFactsOf } from './role-facts'
import { rolesOfEdition } from './role-read'
import { endedRoles, type Role } from './roles'
import type { RoleCertificateDto, RoleIssueResult } from './schema'

export const NO_ROLES_YET =
  'No session of this edition with a speaker or a chairperson has ended yet: role certificates are issued once a session is over.'

/** What a role's certificate keeps of it, for when the programme no longer has it. */
const snapshot = (r: Role): Prisma.InputJsonValue => ({
  name: r.name,
  talk: r.talk,
  session: r.session,
  award: r.award,
})

export async function issueRoleCertificates(
  actor: Actor,
  editionId: number,
  now = new Date(),
): Promise<RoleIssueResult> {
  await findEdition(editionId)
  return domainWrite(actor, async (w) => {
    await w.lock(`certificates:${editionId}`)
    const roles = endedRoles(await rolesOfEdition(w.tx, editionId), now)
    if (!roles.length) throw new ApiError('unprocessable', NO_ROLES_YET)
    const { count: issued } = await w.tx.certificate.createMany({
      data: roles.map((r) => ({
        editionId,
        code: newCertificateCode(),
        kind: r.kind,
        talkId: r.talkId,
        sessionId: r.sessionId,
        facultyId: r.facultyId,
        roleKey: r.key,
        roleFacts: snapshot(r),
      })),
      skipDuplicates: true,
    })
    const keys = roles.map((r) => r.key)
    await w.tx.certificate.updateMany({
      where: { editionId, roleKey: { in: keys }, mailStatus: 'failed', revokedAt: null },
      data: { mailStatus: 'pending', mailError: null },
    })
    await queueMailing(w, editionId, `roles-${Date.now()}-${newCertificateCode().slice(0, 6)}`)
    const withoutEmail = roles.filter((r) => !r.email).length
    await w.audit('certificate.issue-roles', {
      entityId: editionId,
      detail: { requested: roles.length, issued, withoutEmail },
    })
    return { issued, existing: roles.length - issued, without_email: withoutEmail }
  })
}

/** The edition's role certificates for the console, in the order they were issued. */
export async function roleCertificates(editionId: number): Promise<RoleCertificateDto[]> {
  const rows = await db().certificate.findMany({
    where: { editionId, roleKey: { not: null } },
    include: ROLE_INCLUDE,
    orderBy: { id: 'asc' },
  })
  return rows.map((c) => {
    const role = roleFactsOf(c)
    return {
      code: c.code,
      kind: role.kind,
      name: role.name,
      subject: role.talk ?? role.session,
      award: role.award,
      mail_status: c.mailStatus,
      mail_error: c.mailError,
      revoked: c.revokedAt !== null,
    }
  })
}

/** How many roles of the edition's programme may be certified now, and how many are still to come. */
export async function roleCounts(editionId: number, now = new Date()) {
  const roles = await rolesOfEdition(db(), editionId)
  const ended = endedRoles(roles, now).length
  return { ended, upcoming: roles.length - ended }
}

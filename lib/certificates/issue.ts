// Issuing an edition's certificates: to every confirmed registration checked in for the edition
// (a rehearsal's check-ins are practice, not attendance), or to a chosen list (each must be a
// confirmed registration of that edition: 422 naming those that are not). One certificate per registration and edition, with a random code; issuing again
// creates none twice, and queues again the mails that failed. The mailing is a job of the outbox
// (lib/certificates/sending.ts), queued in the same transaction (./mailing-queue.ts).
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { cmeRuleOf, eligibleUnder, releaseMessage, type CmeRule } from '@/lib/cme/standing'
import { db, Prisma } from '@/lib/db/client'
import { domainWrite, type Write } from '@/lib/domain-write'
import { findEdition } from '@/lib/editions/service'
import { CONFIRMED } from '@/lib/registrations/lifecycle'
import { newCertificateCode } from './code'
import { queueMailing } from './mailing-queue'
import type { IssueInput, IssueResult } from './schema'

const confirmed = Prisma.join([...CONFIRMED])

/** The registrations to certify, checked in this transaction. */
async function targets(w: Write, editionId: number, input: IssueInput): Promise<number[]> {
  if ('all' in input) {
    const rows = await w.tx.$queryRaw<{ id: number }[]>`
      SELECT p.id FROM participants p
       WHERE p.edition_id = ${editionId} AND p.status::text IN (${confirmed})
         AND EXISTS (SELECT 1 FROM check_ins c
                     WHERE c.participant_id = p.id AND c.edition_id = ${editionId} AND NOT c.rehearsal)
       ORDER BY p.id`
    return rows.map((r) => r.id)
  }
  const ids = [...new Set(input.ids)]
  const rows = await w.tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM participants
     WHERE id IN (${Prisma.join(ids)}) AND edition_id = ${editionId} AND status::text IN (${confirmed})`
  const ok = new Set(rows.map((r) => r.id))
  const refused = ids.filter((id) => !ok.has(id))
  if (refused.length)
    throw new ApiError(
      'unprocessable',
      `Not confirmed registrations of this edition: ${refused.slice(0, 20).join(', ')}${refused.length > 20 ? '…' : ''}.`,
    )
  return ids
}

/**
 * Under CME settings, certificates are issued only once released, and "everyone checked in" means
 * everyone whose attendance earns one (a chosen registration below the minimum: 422).
 */
async function cmeTargets(w: Write, rule: CmeRule | null, input: IssueInput, ids: number[]) {
  if (!rule) return ids
  const eligible = await eligibleUnder(rule, ids, w.tx)
  const below = ids.filter((id) => !eligible.has(id))
  if ('ids' in input && below.length)
    throw new ApiError('unprocessable', `Below the minimum attendance: ${below.slice(0, 20).join(', ')}.`)
  return ids.filter((id) => eligible.has(id))
}

export async function issueCertificates(
  actor: Actor,
  editionId: number,
  input: IssueInput,
): Promise<IssueResult> {
  await findEdition(editionId)
  const rule = await cmeRuleOf(editionId)
  if (rule && Date.now() < rule.releaseAt.getTime())
    throw new ApiError('conflict', releaseMessage(rule.releaseAt))
  return domainWrite(actor, async (w) => {
    await w.lock(`certificates:${editionId}`)
    const ids = await cmeTargets(w, rule, input, await targets(w, editionId, input))
    if (!ids.length) throw new ApiError('unprocessable', 'Nobody is checked in for this edition yet.')
    const { count: issued } = await w.tx.certificate.createMany({
      data: ids.map((registrationId) => ({ registrationId, editionId, code: newCertificateCode() })),
      skipDuplicates: true,
    })
    await w.tx.certificate.updateMany({
      where: { editionId, registrationId: { in: ids }, mailStatus: 'failed', revokedAt: null },
      data: { mailStatus: 'pending', mailError: null },
    })
    await queueMailing(w, editionId, `issue-${Date.now()}-${newCertificateCode().slice(0, 6)}`)
    await w.audit('certificate.issue', {
      entityId: editionId,
      detail: { mode: 'all' in input ? 'checked-in' : 'chosen', requested: ids.length, issued },
    })
    return { issued, existing: ids.length - issued }
  })
}

/** The certificate of a registration, if it has one not revoked (the delegate's page links its PDF). */
export async function certificateOf(registrationId: number): Promise<{ code: string } | null> {
  return db().certificate.findFirst({ where: { registrationId, revokedAt: null }, select: { code: true } })
}

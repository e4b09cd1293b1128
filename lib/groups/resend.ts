// An organiser sends a group's contact the group's link again (POST
// /adminpanel/groups/<id>/resend/): the same mail as when the group was registered, read afresh
// when it is sent, queued and audited in one domain write.
import 'server-only'
import { randomUUID } from 'node:crypto'
import { notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { domainWrite } from '@/lib/domain-write'
import { queueGroupLink } from './mails/queue'

export const GROUP_NOT_FOUND = 'No such group.'

/** Queues the group's mail again (each request its own mail); 404 for an unknown group. */
export function resendGroupLink(id: number, actor: Actor): Promise<{ ok: true; message: string }> {
  return domainWrite(actor, async (w) => {
    const g = await w.tx.registrationGroup.findUnique({
      where: { id },
      select: { id: true, groupNumber: true, contactEmail: true },
    })
    if (!g) throw notFound(GROUP_NOT_FOUND)
    const mailJob = await queueGroupLink(w, g, `resend:${randomUUID()}`)
    await w.audit('group.resend', { entityId: id, detail: { to: g.contactEmail, mailJob } })
    return {
      ok: true,
      message: `The link of group ${g.groupNumber} is queued to be sent again to ${g.contactEmail}.`,
    }
  })
}

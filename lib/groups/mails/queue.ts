// Queueing the mail that sends a group's contact the group's link: a job of the outbox (lib/jobs),
// queued in the domain write that makes the group (the group and its mail commit together, or
// neither does) or in the organiser's write that asks for it again. What it says is read when it
// is sent (./send.ts).
import 'server-only'
import type { Write } from '@/lib/domain-write'
import { env } from '@/lib/env'
import type { RegistrationGroup } from '@/lib/generated/prisma/client'

/** Queues the group's mail; `occasion` makes it once per occasion ('made', or each request again). */
export function queueGroupLink(
  w: Write,
  g: Pick<RegistrationGroup, 'id' | 'contactEmail'>,
  occasion: string,
): Promise<number> {
  return w.enqueue(
    'mail.group-link',
    { groupId: g.id, to: g.contactEmail, test: env().paymentMode === 'sandbox' },
    { key: `group:${g.id}:link:${occasion}`, entity: 'group', entityId: g.id },
  )
}

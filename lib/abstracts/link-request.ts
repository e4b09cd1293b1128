// "Send me a link" (/abstracts): a submitter proves their e-mail address by the link mailed to
// it. Anyone may submit, so the link goes to any address; the answer is the same in every case
// and says nothing of the address's abstracts. The job signs the link when it runs (./mails/send.ts).
import 'server-only'
import { randomUUID } from 'node:crypto'
import { SYSTEM } from '@/lib/audit/actions'
import { domainWrite } from '@/lib/domain-write'
import { findCurrentEdition } from '@/lib/editions/service'
import type { SubmitterLinkInput } from './schema'

export async function requestSubmitterLink(input: SubmitterLinkInput): Promise<void> {
  const edition = await findCurrentEdition()
  await domainWrite(SYSTEM, (w) =>
    w.enqueue(
      'mail.abstracts-link',
      { to: input.email, editionId: edition.id },
      { key: `abstracts-link:${randomUUID()}`, entity: 'edition', entityId: edition.id },
    ),
  )
}

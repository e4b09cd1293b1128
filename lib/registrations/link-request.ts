// "Already registered? Get your link" (/register): a delegate who lost the mails asks for the link
// to their own page by e-mail address. The answer is the same whether or not the address is
// registered (nothing to learn from it); the mail, to that address only, lists the links of its
// registrations in the current edition (./mails/links.ts). The job is queued in every case and
// finds the registrations when it runs (./mails/send.ts), so a registered and an unknown address
// take the same path and time. The address is compared normalised (lib/input-rules.ts,
// normalizeEmail) and for equality, never as a pattern: "_______@example.org" is an address of
// its own, not every seven-letter one.
import 'server-only'
import { randomUUID } from 'node:crypto'
import { SYSTEM } from '@/lib/audit/actions'
import { domainWrite } from '@/lib/domain-write'
import { findCurrentEdition } from '@/lib/editions/service'
import type { LinkRequestInput } from './schema'

export async function requestLinks(input: LinkRequestInput): Promise<void> {
  const edition = await findCurrentEdition()
  await domainWrite(SYSTEM, (w) =>
    w.enqueue(
      'mail.links',
      { to: input.email, editionId: edition.id },
      { key: `links:${randomUUID()}`, entity: 'edition', entityId: edition.id },
    ),
  )
}

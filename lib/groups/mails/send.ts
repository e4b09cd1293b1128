// Sending a group's mail (a job of kind mail.group-link): reads the group as it is when the job
// runs (its delegates, what they still owe, and where to pay while the edition takes money) and
// mails its contact under the job's Message-ID, the same at every attempt. Throws when the SMTP
// server refuses the mail (the job is retried).
import 'server-only'
import { findEdition } from '@/lib/editions/service'
import { registrationState } from '@/lib/editions/window'
import type { JobPayload, JobRef } from '@/lib/jobs/schema'
import { sendMail } from '@/lib/mail'
import { payToFor } from '@/lib/payments/direct/pay-to'
import { CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import { groupUrl } from '../link'
import { findGroup } from '../records'
import { groupLinkMail } from './template'

export async function sendGroupLink({ groupId, test }: JobPayload<'mail.group-link'>, job: JobRef) {
  const g = await findGroup(groupId)
  if (!g) throw new Error(`group ${groupId} not found`)
  const edition = await findEdition(g.editionId)
  const open = registrationState(edition) === 'open'
  const message = groupLinkMail({
    site: edition.name,
    to: g.contactEmail,
    contactName: g.contactName,
    groupNumber: g.groupNumber,
    institution: g.institution,
    delegates: g.registrations.map((r) => ({
      name: r.name,
      number: r.registrationNumber,
      category: CATEGORY_LABELS[r.category as Category] ?? r.category,
      amountPaise: r.amountPaise,
    })),
    duePaise: g.duePaise,
    payTo: g.duePaise && open ? await payToFor(g.duePaise, g.groupNumber) : null,
    link: groupUrl(g.id),
    test: test ?? false,
  })
  await sendMail({ ...message, messageId: job.messageId })
}

// The group's mail on the run's real database with a real SMTP server: registering a group queues,
// in its own write, one mail to its contact with the delegates, what is due, where to pay and the
// group's link (which opens the group's page); the job run again sends the same mail (its
// Message-ID), never another; an organiser's "send again" queues a new one, audited.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { env } from '@/lib/env'
import { mailMessageId, recoverStalled, runDueJobs } from '@/lib/jobs/runner'
import { formatPaise } from '@/lib/money'
import { isGroupToken } from '@/lib/registrations/token-hmac'
import { TEST_ADMIN as ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { readableText, subjectOf } from '@/test/smtp'
import { withSmtpSink } from '@/test/smtp-hooks'
import { groupUrl } from './link'
import { registerGroup } from './register'
import { resendGroupLink } from './resend'
import { groupDelegateSchema, groupSchema } from './schema'
import { groupView } from './view'

const smtp = withSmtpSink()
beforeEach(() => truncate('jobs', 'audit_logs', 'workshop_seats', 'participants', 'registration_groups'))

const CONTACT = 'pg.office@example.org'
const row = (overrides: Record<string, unknown> = {}) => groupDelegateSchema.parse(delegate(overrides))
const group = () =>
  groupSchema.parse({
    institution: 'BRD Medical College',
    gstin: '27AAPFU0939F1ZV',
    address: 'Medical College Road, Gorakhpur',
    state: '27',
    contact_name: 'Meera Singh',
    contact_email: CONTACT,
    contact_mobile: '9811122233',
    delegates: [row({ category: 'NonMember' }), row({ category: 'PG_Student', designation: 'PG_Student' })],
  })

describe("the group's mail", () => {
  it('is queued with the group and mails its contact the delegates, the due, where to pay and the link, once', async () => {
    await db().payeeAccount.upsert({
      where: { id: 1 },
      create: {
        id: 1,
        upiId: 'iapup@sbi',
        payeeName: 'IAP Uttar Pradesh',
        bankName: 'State Bank of India',
        accountNumber: '30123456789',
        ifsc: 'SBIN0001234',
      },
      update: {},
    })
    const made = await registerGroup(group())
    const [job] = await db().job.findMany({ where: { entity: 'group', entityId: String(made.id) } })
    expect(job).toMatchObject({ kind: 'mail.group-link', idempotencyKey: `group:${made.id}:link:made` })

    expect(await runDueJobs()).toEqual({ done: 1, failed: 0 })
    expect(await runDueJobs()).toEqual({ done: 0, failed: 0 })
    expect(smtp.received).toHaveLength(1)
    const [sent] = smtp.received
    expect(sent.to).toEqual([CONTACT])
    expect(sent.messageId).toBe(mailMessageId({ id: job.id, key: job.idempotencyKey }))
    const text = readableText(sent.raw)
    const test = env().paymentMode === 'sandbox'
    expect(subjectOf(sent.raw)).toBe(
      `${test ? '[TEST] ' : ''}${(await findCurrentEdition()).name}: group ${made.group_number} registered`,
    )
    expect(text.includes('TEST MODE')).toBe(test)
    for (const d of made.delegates) expect(text).toContain(`${d.name} · ${d.registration_number} · `)
    expect(text).toContain('Non-Member')
    const due = formatPaise(Math.round(made.amount_due * 100))
    expect(text).toContain(`Total due: ${due}`)
    expect(text).toContain(
      `Pay ${due} in one payment by UPI or bank transfer, quoting the group's number ${made.group_number}`,
    )
    expect(text).toContain('UPI ID: iapup@sbi')
    expect(text).toContain('account 30123456789, IFSC SBIN0001234')

    // The link is the site's (SITE_URL), and its token opens the group's page.
    expect(text).toContain(groupUrl(made.id))
    const link = new URL(/(https?:\/\/\S+\/group\/\d+\?token=\S+)/.exec(text)![1])
    expect(link.origin).toBe(env().siteUrl)
    const token = link.searchParams.get('token')!
    expect(isGroupToken(made.id, token)).toBe(true)
    expect(await groupView(String(made.id), token)).toMatchObject({ groupNumber: made.group_number })
    expect(
      readableText(
        sent.raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      ),
    ).toContain('href=')

    // The instance died after the mail went, before recording the job done: it runs again and
    // the mail it sends is the same one (its Message-ID), never a second one.
    await db().job.update({
      where: { id: job.id },
      data: { status: 'running', finishedAt: null, lockedUntil: new Date(Date.now() - 1000) },
    })
    expect(await recoverStalled()).toBe(1)
    expect(await runDueJobs()).toEqual({ done: 1, failed: 0 })
    expect([...smtp.deliveries().keys()]).toEqual([sent.messageId])
    // No delegate of the group was mailed.
    expect(smtp.received.every((m) => m.to.join() === CONTACT)).toBe(true)
  })

  it("an organiser's 'send again' queues a new mail to the contact, audited; an unknown group is 404", async () => {
    const made = await registerGroup(group())
    await runDueJobs()
    const result = await resendGroupLink(made.id, ADMIN)
    expect(result.message).toBe(
      `The link of group ${made.group_number} is queued to be sent again to ${CONTACT}.`,
    )
    expect(await runDueJobs()).toEqual({ done: 1, failed: 0 })
    expect(smtp.received).toHaveLength(2)
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(2)
    expect(readableText(smtp.received[1].raw)).toContain(groupUrl(made.id))
    const audit = await db().auditLog.findMany({ where: { action: 'group.resend' } })
    expect(audit).toMatchObject([
      { entity: 'group', entityId: String(made.id), adminEmail: 'organiser@uppedicon.test' },
    ])
    await expect(resendGroupLink(made.id + 1000, ADMIN)).rejects.toMatchObject({ code: 'not_found' })
  })
})

// The delegate's mails for each change of state and the delegate's page behind their link: each
// mail in text and HTML from one template, each with the link; the page's view by the link's
// token only; the domain writes queue the mails (proof received, cancelled) in their transaction.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { env } from '@/lib/env'
import { runDueJobs } from '@/lib/jobs/runner'
import { TEST_ADMIN as ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { startSmtpSink } from '@/test/smtp'
import { delegateView } from './delegate'
import { continueMail } from './mails/continue'
import { delegateUrl } from './mails/page-link'
import { rejectionMail } from './mails/rejection'
import { confirmationOf } from './mails/send-confirmation'
import { STATE_MAIL_KINDS, stateMail } from './mails/state'
import { submitPaymentProof } from './proofs'
import { submitRegistration } from './register'
import { cancelRegistration } from './review'
import { registrationToken } from './token'

beforeEach(() => truncate('jobs', 'audit_logs', 'payment_attempts', 'payment_proofs', 'participants'))

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

async function registered(overrides: Record<string, unknown> = {}) {
  const reg = await submitRegistration(delegate(overrides))
  return db().registration.findUniqueOrThrow({ where: { id: reg.id } })
}

const proofOf = (id: number) =>
  submitPaymentProof(
    {
      payment_option: 'neft_rtgs',
      transaction_id: 'NEFT42',
      transaction_date: '2025-10-01',
      participant_id: id,
      participant_token: 'checked-by-the-handler',
    },
    PNG_1PX,
  )

describe("the delegate's mails", () => {
  it('each change of state has its mail, in text and HTML, escaped, with the link to the page', async () => {
    // A name the form refuses, to see that the HTML escapes whatever a row holds.
    const p = { ...(await registered()), name: 'Asha <Verma>', refundedPaise: 650000 }
    const link = delegateUrl(p)
    expect(link).toBe(`${env().siteUrl}/registration/${p.id}?token=${registrationToken(p.id)}`)
    for (const kind of STATE_MAIL_KINDS) {
      const mail = stateMail(kind, p, 'UP Pedicon 2027', {
        amountPaise: 150000,
        reason: 'Duplicate <b>entry</b>',
      })
      expect(mail.to).toBe(p.email)
      expect(mail.subject).toMatch(/^UP Pedicon 2027: /)
      expect(mail.html).not.toContain('2025')
      expect(mail.subject).toContain(p.registrationNumber)
      expect(mail.text).toContain(link)
      expect(mail.html).toContain(`href="${link}"`)
      expect(mail.html).toContain('Asha &lt;Verma&gt;')
      expect(mail.html).not.toContain('<b>entry</b>')
    }
    expect(stateMail('mail.refund-started', p, 'UP Pedicon 2027', { amountPaise: 150000 }).text).toContain(
      'Rs. 1,500.00',
    )
    expect(stateMail('mail.refund-completed', p, 'UP Pedicon 2027', { amountPaise: 150000 }).text).toContain(
      'Refunded in all: Rs. 6,500.00',
    )
    expect(stateMail('mail.cancelled', p, 'UP Pedicon 2027', { reason: 'Duplicate' }).text).toContain(
      'Reason: Duplicate',
    )
    expect(stateMail('mail.cancelled', p, 'UP Pedicon 2027', {}).text).not.toContain('Reason')
  })

  it('marks sandbox money in the subject and body of the refund mails, and never says a bank confirmed it', async () => {
    const p = { ...(await registered()), refundedPaise: 150000 }
    const facts = { amountPaise: 150000 }
    for (const kind of ['mail.refund-started', 'mail.refund-completed'] as const) {
      const test = stateMail(kind, p, 'UP Pedicon 2027', { ...facts, test: true })
      expect(test.subject).toMatch(/^\[TEST\] UP Pedicon 2027: refund for registration/)
      expect(test.text).toContain('TEST MODE: This site takes payments through a sandbox gateway')
      expect(test.html).toContain('TEST MODE')
      expect(test.text).not.toMatch(/bank has (not )?confirmed|sent to the bank/)
      const real = stateMail(kind, p, 'UP Pedicon 2027', facts)
      expect(real.subject).toMatch(/^UP Pedicon 2027: /)
      expect(real.text).not.toContain('TEST')
    }
    expect(stateMail('mail.refund-completed', p, 'UP Pedicon 2027', facts).text).toContain(
      'the bank has confirmed it',
    )
    expect(stateMail('mail.refund-completed', p, 'UP Pedicon 2027', { ...facts, test: true }).text).toContain(
      'no bank took part and no money moved',
    )
  })

  it('the confirmation, rejection and continue mails carry the same link', async () => {
    const p = await registered()
    const link = delegateUrl(p)
    const site = 'UP Pedicon 2027'
    for (const mail of [
      await confirmationOf(p, 'TXN1'),
      rejectionMail(p, 'Blurred', site),
      continueMail(p, site),
    ]) {
      // The registration's own edition (the current one here) names the conference, never 2025.
      expect(mail.subject.startsWith(`${site}: `) || mail.subject.startsWith(`[TEST] ${site}: `)).toBe(true)
      expect(mail.html).toContain(`${site}</td>`)
      expect(mail.text).toContain(link)
      expect(mail.html).toContain(`href="${link}"`)
    }
  })

  it('a proof and a cancellation queue their mails in the same write; they are sent once', async () => {
    const p = await registered()
    await proofOf(p.id)
    await cancelRegistration(p.id, { reason: 'Duplicate' }, ADMIN)
    const jobs = await db().job.findMany({
      where: { entity: 'registration', entityId: String(p.id) },
      orderBy: { id: 'asc' },
    })
    // With the registration: the mail that it is saved, and its reminders to pay (not due yet).
    expect(jobs.map((j) => j.kind)).toEqual([
      'mail.registration-saved',
      'mail.payment-reminder',
      'mail.payment-reminder',
      'mail.proof-received',
      'mail.cancelled',
    ])
    const sink = await startSmtpSink()
    try {
      process.env.SMTP_URL = sink.url
      // The registration is no longer waiting for payment: "saved" sends nothing.
      expect(await runDueJobs()).toEqual({ done: 3, failed: 0 })
      expect(await runDueJobs()).toEqual({ done: 0, failed: 0 })
      expect(sink.received).toHaveLength(2)
      expect(sink.received[1].raw).toContain('Reason: Duplicate')
    } finally {
      delete process.env.SMTP_URL
      await sink.close()
    }
  })
})

describe("the delegate's page", () => {
  it('opens by the registration token only, and says what to do next', async () => {
    const p = await registered()
    const token = registrationToken(p.id)
    expect(await delegateView(String(p.id), token)).toMatchObject({
      registrationNumber: p.registrationNumber,
      status: 'pending_payment',
      next: 'pay',
      checkoutPath: `/checkout?registration=${p.id}`,
      proofForm: true,
      receiptPath: null,
    })
    for (const [id, t] of [
      [String(p.id), undefined],
      [String(p.id), `${token.slice(0, -1)}A`],
      [String(p.id + 1), token],
      [`${p.id}abc`, token],
      ['0', registrationToken(0)],
    ] as const)
      expect(await delegateView(id, t)).toBeNull()

    await proofOf(p.id)
    expect(await delegateView(String(p.id), token)).toMatchObject({
      status: 'proof_submitted',
      next: 'wait',
      checkoutPath: null,
      proofForm: false,
    })
    const free = await registered({ category: 'seniorcitizen', amount: '0' })
    expect(await delegateView(String(free.id), registrationToken(free.id))).toMatchObject({
      status: 'free',
      amount: 'Free',
      next: 'nothing',
      receiptPath: null,
    })
  })
})

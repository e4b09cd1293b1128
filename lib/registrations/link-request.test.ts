// "Get your link" on the run's database with a real SMTP server: the address is compared for
// equality once normalised, never as a LIKE pattern, so `_` and `%` match only themselves and a
// pattern that fits several addresses mails nobody; the mail goes to the address asked for, with
// the links of its own registrations only.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { runDueJobs } from '@/lib/jobs/runner'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { withSmtpSink } from '@/test/smtp-hooks'
import { requestLinks } from './link-request'
import { delegateUrl } from './mails/page-link'
import { submitRegistration } from './register'
import { linkRequestSchema } from './schema'

const smtp = withSmtpSink()
beforeEach(() => truncate('jobs', 'audit_logs', 'workshop_seats', 'participants'))

/** A message as sent, its quoted-printable soft breaks and `=3D` undone. */
const sent = (i: number) => smtp.received[i].raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')

/** The registrations' own mails ("saved") go first, so the sink holds the links' mails only. */
async function registered() {
  await runDueJobs()
  smtp.received.length = 0
}

/** Asks for the links as the handler does (its schema, then the request), and runs the job. */
async function ask(email: string) {
  await requestLinks(linkRequestSchema.parse({ email }))
  await runDueJobs()
}

describe('get your link', () => {
  it('treats _ and % as plain characters: a pattern of several addresses mails nobody', async () => {
    const a = await submitRegistration(delegate({ email: 'asha.v@example.org' }))
    const b = await submitRegistration(delegate({ email: 'ravi.k@example.org' }))
    await submitRegistration(delegate({ email: 'a_b@example.org' }))
    await registered()
    for (const pattern of ['______@example.org', '_____._@example.org', 'asha__@example.org'])
      await ask(pattern)
    expect(smtp.received).toEqual([])
    // `%` is no address at all (400 from the schema), so it cannot reach a look-up either.
    expect(linkRequestSchema.safeParse({ email: '%@example.org' }).success).toBe(false)
    // An address that is itself made of underscores finds only itself.
    await ask('a_b@example.org')
    expect(smtp.received.map((m) => m.to)).toEqual([['a_b@example.org']])
    for (const other of [a, b]) expect(sent(0)).not.toContain(`/registration/${other.id}?`)
  })

  it('finds the address however it is written (case, spaces) and mails it its own links only', async () => {
    const mine = await submitRegistration(delegate({ email: 'Meera.Singh@Example.org' }))
    const again = await submitRegistration(
      delegate({ email: 'meera.singh@example.org', mobile_number: '9123456780' }),
    )
    const other = await submitRegistration(delegate({ email: 'meera.singh@example.com' }))
    await registered()
    expect(mine.email).toBe('meera.singh@example.org')
    await ask('  MEERA.SINGH@EXAMPLE.ORG ')
    expect(smtp.received.map((m) => m.to)).toEqual([['meera.singh@example.org']])
    const raw = sent(0)
    for (const p of [mine, again]) expect(raw).toContain(delegateUrl({ id: p.id, transfers: 0 }))
    expect(raw).not.toContain(`/registration/${other.id}?`)
    const job = await db().job.findFirstOrThrow({ where: { kind: 'mail.links' } })
    expect(job.payload).toMatchObject({ to: 'meera.singh@example.org' })
  })
})

// Certificates: the mailing survives a server restart mid-run without sending
// anything twice. A second server of the site's own build and database, whose SMTP server (here,
// in the spec) is slow, starts the mailing of a dozen certificates and is killed after a few
// mails; then it starts again. Its job's lease is expired in the database (the time a crashed
// instance's lease takes to run out), a sweep queues the job again, and the mailing resumes: the
// certificate it was sending when killed is reported interrupted, every other one sent once.
//
// It runs alone, after every other spec (the `alone` phase of playwright.config.ts): the second
// server sweeps every due job of the shared database, so beside other specs it would send their
// mails through its own SMTP server, or be killed in the middle of one.
import { SMTPServer } from 'smtp-server'
import { bearer, signIn } from '../support/admin'
import { checkIn, currentEdition, saveSettings } from '../support/certificates'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { readMails } from '../support/mail'
import { register, uniqueDelegate } from '../support/registration'
import { SPARE_PORT, type ServerName } from '../support/servers'
import { siblingEnv, startSpareServer } from '../support/spare-server'

const N = 12

/** An SMTP server that takes 400 ms per message and records each recipient. */
async function slowSmtp() {
  const received: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume()
      stream.on('end', () =>
        setTimeout(() => {
          received.push(...session.envelope.rcptTo.map((r) => r.address))
          callback()
        }, 400),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => server.close() }
}

function spare(server: ServerName, port: number, smtpUrl: string) {
  return startSpareServer(
    port,
    siblingEnv(server, port, { SMTP_URL: smtpUrl, JOBS_SWEEP_SECONDS: '1', TRUST_PROXY: 'loopback' }),
  )
}

test('a restart mid-mailing sends no certificate twice and the mailing completes', async ({
  request,
  server,
}) => {
  test.setTimeout(120_000)
  const edition = await currentEdition(server)
  const token = await signIn(request)
  await saveSettings(request, token, edition)
  const regs = []
  for (let i = 0; i < N; i++)
    regs.push(await register(request, uniqueDelegate('cert-restart', { category: 'seniorcitizen' })))
  for (const r of regs) await checkIn(server, r.id)
  const ids = regs.map((r) => r.id)
  const emails = new Map(
    (
      await sql<{ id: number; email: string }>(
        server,
        'SELECT id, email FROM participants WHERE id = ANY($1)',
        [ids],
      )
    ).map((r) => [r.email, r.id]),
  )
  const smtp = await slowSmtp()
  const port = SPARE_PORT + (server === 'embedded' ? 3 : 4)
  let first = await spare(server, port, smtp.url)
  try {
    const issued = await request.post(
      `http://127.0.0.1:${port}/adminpanel/certificates/issue/?edition=${edition}`,
      {
        headers: bearer(token),
        data: { ids },
      },
    )
    expect(issued.status(), await issued.text()).toBe(200)
    // The site's own instance sweeps jobs too and may claim the mailing before this one does (its
    // mails then go to the site's mail sink, quickly): count both, and stop this instance once
    // three have gone. The resume itself is also covered without a race in lib/certificates' tests.
    const siteMails = () =>
      readMails(server).filter((m) => m.subject.includes('certificate') && m.to.some((to) => emails.has(to)))
        .length
    await expect
      .poll(() => smtp.received.length + siteMails(), { timeout: 30_000, intervals: [100] })
      .toBeGreaterThanOrEqual(3)
    first.kill()
    // Stopped mid-mailing when this instance had claimed it (400 ms a mail).
    if (smtp.received.length > 0) expect(smtp.received.length).toBeLessThan(N)
    first = await spare(server, port, smtp.url)
    // The killed instance's lease would run out in minutes: expire it now.
    await sql(
      server,
      "UPDATE jobs SET locked_until = now() - interval '1 second' WHERE kind = 'certificates.send' AND status = 'running'",
    )
    const states = () =>
      sql<{ mail_status: string }>(
        server,
        'SELECT mail_status::text FROM certificates WHERE participant_id = ANY($1)',
        [ids],
      ).then((rows) => rows.map((r) => r.mail_status))
    await expect
      .poll(async () => (await states()).filter((s) => s === 'pending' || s === 'sending').length, {
        timeout: 60_000,
      })
      .toBe(0)
    const final = await states()
    const interrupted = final.filter((s) => s === 'interrupted').length
    expect(interrupted).toBeLessThanOrEqual(1)
    expect(final.filter((s) => s === 'sent').length).toBe(N - interrupted)
    // Whichever instance resumed (the restarted one or the site's own), each delegate got one mail at most.
    const site = readMails(server)
      .filter((m) => m.subject.includes('certificate'))
      .flatMap((m) => m.to)
    const all = [...smtp.received, ...site].filter((to) => emails.has(to))
    expect(new Set(all).size).toBe(all.length)
    expect(all.length).toBeGreaterThanOrEqual(N - interrupted)
  } finally {
    first.kill()
    smtp.close()
  }
})

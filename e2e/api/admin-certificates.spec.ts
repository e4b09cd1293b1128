// Certificates (issue 14, item 4) over the API: an edition's settings (validated, audited) and a
// signatory with a signature image; issuing to the delegates checked in for the edition only (a
// chosen list must be confirmed registrations of the edition); each certificate mailed once with
// its PDF; the public verification page names the delegate (404 for an unknown code) and serves
// the PDF; the delegate's page links it. Check-ins are made in the database (the desk is another
// feature's).
//
// The mailing survives a server restart mid-run without sending anything twice. A second server
// of the site's own build and database, whose SMTP server (here, in the spec) is slow, starts the
// mailing of a dozen certificates and is killed after a few mails; then it starts again. Its job's lease is expired in the database (the time a crashed
// instance's lease takes to run out), a sweep queues the job again, and the mailing resumes: the
// certificate it was sending when killed is reported interrupted, every other one sent once.
// The tests of this file run one after the other: a mailing sends the pending certificates of
// its edition, whichever issuing created them.
import fs from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { pdfText } from '../../test/pdf-text'
import { bearer, png, signIn } from '../support/admin'
import { checkIn, currentEdition, saveSettings, SETTINGS } from '../support/certificates'
import { databaseUrl, serverInfo, sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { readMails, waitForMail } from '../support/mail'
import { register, uniqueDelegate } from '../support/registration'
import { SPARE_PORT, type ServerName } from '../support/servers'
import { startSpareServer } from '../support/spare-server'

const certificateOf = async (server: ServerName, id: number) =>
  (
    await sql<{ code: string; mail_status: string }>(
      server,
      'SELECT code, mail_status::text FROM certificates WHERE participant_id = $1',
      [id],
    )
  )[0]

test('certificates go to checked-in delegates only, once, and verify publicly', async ({
  request,
  server,
}) => {
  const edition = await currentEdition(server)
  const token = await signIn(request)
  const bad = await request.put(`/adminpanel/certificates/?edition=${edition}`, {
    headers: bearer(token),
    data: { ...SETTINGS, bodyText: 'Dear {nmae}' },
  })
  expect(bad.status()).toBe(400)
  expect((await bad.json()).error).toContain('{nmae}')
  await saveSettings(request, token, edition)
  const signatory = await request.post(`/adminpanel/certificates/signatories/?edition=${edition}`, {
    headers: bearer(token),
    multipart: {
      name: 'Dr. A. K. Mishra',
      designation: 'Organising Chairperson',
      position: '0',
      signature: { name: 'sig.png', mimeType: 'image/png', buffer: await png('#1e3a8a', 300, 100) },
    },
  })
  expect(signatory.status(), await signatory.text()).toBe(200)

  const free = (tag: string, name: string) =>
    register(request, uniqueDelegate(tag, { name, category: 'seniorcitizen' }))
  const [present, absent, cancelled] = [
    await free('cert-present', 'अनन्या शर्मा'),
    await free('cert-absent', 'Absent Delegate'),
    await free('cert-cancelled', 'Cancelled Delegate'),
  ]
  await checkIn(server, present.id)
  await checkIn(server, cancelled.id)
  await sql(server, "UPDATE participants SET status = 'cancelled' WHERE id = $1", [cancelled.id])

  const issued = await request.post(`/adminpanel/certificates/issue/?edition=${edition}`, {
    headers: bearer(token),
    data: { all: true },
  })
  expect(issued.status(), await issued.text()).toBe(200)
  const [email] = await sql<{ email: string }>(server, 'SELECT email FROM participants WHERE id = $1', [
    present.id,
  ])
  const mail = await waitForMail(email.email, { server, match: (m) => m.subject.includes('certificate') })
  expect(mail.subject).toContain(present.registration_number)
  expect(await certificateOf(server, absent.id)).toBeUndefined()
  expect(await certificateOf(server, cancelled.id)).toBeUndefined()
  const { code } = await certificateOf(server, present.id)
  expect(code).toMatch(/^[A-Z2-7]{20}$/)
  await expect.poll(async () => (await certificateOf(server, present.id)).mail_status).toBe('sent')

  const page = await request.get(`/certificate/${code}`)
  expect(page.status()).toBe(200)
  const html = await page.text()
  expect(html).toContain('अनन्या शर्मा')
  expect(html).toContain('12 CME credit hours')
  const unknown = await request.get('/certificate/AAAAAAAAAAAAAAAAAAAA')
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toContain('This certificate code is unknown.')
  expect((await request.get('/certificate/not-a-code.pdf')).status()).toBe(404)
  const pdf = await request.get(`/certificate/${code}.pdf`)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const text = pdfText(await pdf.body())
  for (const s of ['अनन्या शर्मा', present.registration_number, `/certificate/${code}`, 'Dr. A. K. Mishra'])
    expect(text).toContain(s)

  const delegatePage = await request.get(`/registration/${present.id}?token=${present.token}`)
  expect(await delegatePage.text()).toContain(`/certificate/${code}.pdf`)

  // Again: nobody gets a second mail. A chosen list must be confirmed registrations of the edition.
  const again = await request.post(`/adminpanel/certificates/issue/?edition=${edition}`, {
    headers: bearer(token),
    data: { ids: [present.id] },
  })
  expect(await again.json()).toEqual({ issued: 0, existing: 1 })
  const refused = await request.post(`/adminpanel/certificates/issue/?edition=${edition}`, {
    headers: bearer(token),
    data: { ids: [absent.id, cancelled.id] },
  })
  expect(refused.status()).toBe(422)
  expect((await refused.json()).error).toContain(String(cancelled.id))
  await new Promise((r) => setTimeout(r, 3000))
  expect(
    readMails(server).filter((m) => m.to.includes(email.email) && m.subject.includes('certificate')),
  ).toHaveLength(1)
  const audit = await sql(
    server,
    "SELECT 1 FROM audit_logs WHERE action = 'certificate.issue' AND entity_id = $1",
    [String(edition)],
  )
  expect(audit.length).toBeGreaterThan(0)
})

test('certificate settings and issuing are for administrators', async ({ request, server }) => {
  const edition = await currentEdition(server)
  expect((await request.get(`/adminpanel/certificates/?edition=${edition}`)).status()).toBe(401)
  expect(
    (
      await request.post(`/adminpanel/certificates/issue/?edition=${edition}`, { data: { all: true } })
    ).status(),
  ).toBe(401)
  const token = await signIn(request)
  expect((await request.get('/adminpanel/certificates/', { headers: bearer(token) })).status()).toBe(400)
  expect(
    (await request.get('/adminpanel/certificates/?edition=999999', { headers: bearer(token) })).status(),
  ).toBe(404)
  const bad = await request.post(`/adminpanel/certificates/issue/?edition=${edition}`, {
    headers: bearer(token),
    data: { ids: [] },
  })
  expect(bad.status()).toBe(400)
})

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
  const info = serverInfo(server)
  return startSpareServer(port, {
    NEXT_DIST_DIR: `.next-e2e-${server}`,
    DATABASE_URL: databaseUrl(server),
    PAYMENT_MODE: 'sandbox',
    EMBEDDED_DATABASE: server === 'embedded' ? '1' : '',
    AUTH_SECRET: fs.readFileSync(path.join(info.dataDir, 'auth-secret'), 'utf8').trim(),
    DATA_DIR: info.dataDir,
    UPLOAD_DIR: info.uploadDir,
    SITE_URL: `http://localhost:${port}`,
    SMTP_URL: smtpUrl,
    JOBS_SWEEP_SECONDS: '1',
    TRUST_PROXY: 'loopback',
  })
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

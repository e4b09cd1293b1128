// Certificates over the API: an edition's settings (validated, audited) and a
// signatory with a signature image; issuing to the delegates checked in for the edition only (a
// chosen list must be confirmed registrations of the edition); each certificate mailed once with
// its PDF; the public verification page names the delegate (404 for an unknown code) and serves
// the PDF; the delegate's page links it. Check-ins are made in the database (the desk is another
// feature's). A restart mid-mailing: alone-certificate-restart.spec.ts.
// The tests of this file run one after the other: a mailing sends the pending certificates of
// its edition, whichever issuing created them.
import { pdfText } from '../../test/pdf-text'
import { bearer, png, signIn } from '../support/admin'
import { checkIn, currentEdition, saveSettings, SETTINGS } from '../support/certificates'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { readMails, waitForMail } from '../support/mail'
import { register, uniqueDelegate } from '../support/registration'
import type { ServerName } from '../support/servers'

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

// Certificates: the text's placeholders, the code's format, and, on the run's database with a
// real SMTP server, issuing (checked-in confirmed delegates only; a chosen list must be confirmed
// registrations of the edition) and the mailing: each certificate mailed once with its PDF,
// resumed by a later run, and a mail whose sender stopped mid-send reported, never sent again;
// a rehearsal's check-ins do not count; a closed registration's certificate is revoked and never
// mailed; a PDF is rendered once per version and served from the file store.
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { fillPlaceholders, unknownPlaceholders } from '@/lib/content/placeholders'
import { db } from '@/lib/db/client'
import { findEdition } from '@/lib/editions/service'
import { saveQuestions } from '@/lib/feedback/questions'
import { recoverStalled, runDueJobs } from '@/lib/jobs/runner'
import { submitRegistration } from '@/lib/registrations/register'
import { cancelRegistration } from '@/lib/registrations/review'
import { files } from '@/lib/uploads/files'
import { TEST_ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { delegate } from '@/test/delegates'
import { pdfText } from '@/test/pdf-text'
import { withSmtpSink } from '@/test/smtp-hooks'
import { newCertificateCode } from './code'
import { certificateOf, issueCertificates } from './issue'
import { certificateProgress } from './progress'
import { findCertificate, verifyCertificate } from './records'
import { CERTIFICATE_CODE, certificateSettingsSchema, PLACEHOLDERS } from './schema'
import { saveCertificateSettings } from './settings'
import { certificatePdf, certificatePdfById } from './stored-pdf'
import { DEFAULT_CERTIFICATE_SETTINGS } from './wording'

describe('the certificate text', () => {
  const values = {
    name: 'अनन्या शर्मा',
    edition: 'UP Pedicon 2027',
    number: '47th',
    hours: '7.5',
    category: 'PG Student',
    registration_number: 'UPP27-000001',
    dates: '26–28 November 2027',
    city: 'Lucknow',
    venue: 'IGP',
  }
  it('fills every placeholder, as often as it appears, and leaves other braces alone', () => {
    expect(
      fillPlaceholders('{name} ({name}) earned {hours} hours at {edition}, {city}. {x} {Name}', values),
    ).toBe('अनन्या शर्मा (अनन्या शर्मा) earned 7.5 hours at UP Pedicon 2027, Lucknow. {x} {Name}')
    expect(fillPlaceholders(DEFAULT_CERTIFICATE_SETTINGS.bodyText, values)).toBe(
      'This is to certify that अनन्या शर्मा attended UP Pedicon 2027, the 47th Annual State Conference of the Indian Academy of Pediatrics, Uttar Pradesh, held at IGP, Lucknow, on 26–28 November 2027.',
    )
  })
  it('refuses unknown placeholders and odd hours', () => {
    expect(unknownPlaceholders('{name} {nmae} {hours} {constructor}', PLACEHOLDERS)).toEqual([
      'nmae',
      'constructor',
    ])
    const ok = { title: 'Certificate', bodyText: '{name} {hours}', cmeHours: '7.5' }
    expect(certificateSettingsSchema.parse(ok).cmeHours).toBe(7.5)
    expect(certificateSettingsSchema.safeParse({ ...ok, bodyText: 'Dear {nmae}' }).success).toBe(false)
    expect(certificateSettingsSchema.safeParse({ ...ok, cmeHours: '7.3' }).success).toBe(false)
    expect(certificateSettingsSchema.safeParse({ ...ok, cmeHours: '-1' }).success).toBe(false)
  })
})

describe('the certificate code', () => {
  it('is 20 base32 characters, random', () => {
    const codes = Array.from({ length: 2000 }, () => newCertificateCode())
    expect(codes.every((c) => CERTIFICATE_CODE.test(c))).toBe(true)
    expect(new Set(codes).size).toBe(codes.length)
    const letters = new Set(codes.join(''))
    expect(letters.size).toBe(32)
  })
})

describe('issuing and mailing', () => {
  const smtp = withSmtpSink()
  beforeEach(() =>
    truncate('certificates', 'certificate_settings', 'check_ins', 'jobs', 'audit_logs', 'participants'),
  )

  const free = (name: string) => submitRegistration(delegate({ category: 'seniorcitizen', name }))
  async function checkIn(registrationId: number, rehearsal = false) {
    const p = await db().registration.findUniqueOrThrow({ where: { id: registrationId } })
    await db().checkIn.create({
      data: { registrationId, editionId: p.editionId, day: new Date(), byName: 'Desk 1', rehearsal },
    })
  }
  const certificates = () => db().certificate.findMany({ orderBy: { id: 'asc' } })

  async function setUp() {
    const [a, b, c] = [
      await free('Dr. A.K. Rao-Singh'),
      await free('डॉ. क्षितिज त्रिपाठी'),
      await free('Meera D’Souza'),
    ]
    await checkIn(a.id)
    await checkIn(b.id)
    const { editionId: edition } = await db().registration.findUniqueOrThrow({ where: { id: a.id } })
    await saveCertificateSettings(TEST_ADMIN, edition, {
      title: 'Certificate of Attendance',
      bodyText: `${DEFAULT_CERTIFICATE_SETTINGS.bodyText} {hours} CME credit hours.`,
      cmeHours: 12,
    })
    await db().job.deleteMany() // the confirmations of the registrations
    smtp.received.length = 0
    return { a, b, c, edition }
  }

  it('issues with the default text, naming the edition, until the organisers save their own', async () => {
    const a = await free('Asha Verma')
    await checkIn(a.id)
    const { editionId } = await db().registration.findUniqueOrThrow({ where: { id: a.id } })
    const edition = await findEdition(editionId)
    expect(await issueCertificates(TEST_ADMIN, editionId, { all: true })).toEqual({ issued: 1, existing: 0 })
    const [certificate] = await certificates()
    const text = pdfText((await certificatePdfById(certificate.id))!.pdf)
    expect(text).toContain('Certificate of Attendance')
    expect(text).toContain(edition.name)
    expect(text).toContain(edition.city)
    expect(text).not.toContain('{')
    expect(text).not.toContain('CME credit hours')
  })

  it('issues to checked-in delegates only, mails each once with its PDF, and verifies the code', async () => {
    const { a, b, c, edition } = await setUp()
    expect(await issueCertificates(TEST_ADMIN, edition, { all: true })).toEqual({ issued: 2, existing: 0 })
    expect((await certificates()).map((x) => x.registrationId)).toEqual([a.id, b.id])
    expect(await certificateProgress(edition)).toEqual({ total: 2, sent: 0, failed: 0, remaining: 2 })
    await runDueJobs()
    expect(await certificateProgress(edition)).toEqual({ total: 2, sent: 2, failed: 0, remaining: 0 })
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([a.email, b.email].sort())
    expect(smtp.received[0].raw).toContain('application/pdf')
    expect((await certificates()).every((x) => x.mailStatus === 'sent' && x.mailedAt)).toBe(true)
    // Issuing again creates none twice and mails nobody again.
    expect(await issueCertificates(TEST_ADMIN, edition, { all: true })).toEqual({ issued: 0, existing: 2 })
    await runDueJobs()
    expect(smtp.received).toHaveLength(2)
    const [first] = await certificates()
    expect(await verifyCertificate(first.code)).toMatchObject({ name: 'Dr. A.K. Rao-Singh', cmeHours: 12 })
    expect(await verifyCertificate(newCertificateCode())).toBeNull()
    const pdfOf = async (code: string) =>
      pdfText((await certificatePdfById((await findCertificate(code))!.id))!.pdf)
    expect(await pdfOf(first.code)).toContain(`/certificate/${first.code}`)
    // Names print as typed: dots, hyphens and apostrophes, in either script.
    expect(await pdfOf(first.code)).toContain('Dr. A.K. Rao-Singh')
    const second = (await certificates())[1]
    expect(await pdfOf(second.code)).toContain('डॉ. क्षितिज त्रिपाठी')
    // A chosen list: confirmed registrations of the edition, checked in or not.
    expect(await issueCertificates(TEST_ADMIN, edition, { ids: [c.id] })).toEqual({ issued: 1, existing: 0 })
    await db().registration.update({ where: { id: c.id }, data: { status: 'cancelled' } })
    await expect(issueCertificates(TEST_ADMIN, edition, { ids: [c.id, 999_999] })).rejects.toThrow(ApiError)
  })

  it('mails a delegate who owes the feedback the link to their page instead of the PDF', async () => {
    const { a, edition } = await setUp()
    await saveQuestions(TEST_ADMIN, edition, {
      questions: [{ kind: 'rating', prompt: 'How useful were the sessions?', required: true }],
    })
    try {
      await issueCertificates(TEST_ADMIN, edition, { all: true })
      await runDueJobs()
      expect(smtp.received).toHaveLength(2)
      for (const m of smtp.received) expect(m.raw).not.toContain('application/pdf')
      const mail = smtp.received.find((m) => m.to[0] === a.email)!
      expect(mail.raw).toContain('The organisers ask for your feedback first')
      expect(mail.raw).toContain(`/registration/${a.id}?token=3D`)
    } finally {
      await db().feedbackQuestion.deleteMany({ where: { editionId: edition } })
    }
  })

  it('resumes after a stopped run without sending twice, reporting the mail it was sending', async () => {
    const { a, b, edition } = await setUp()
    await issueCertificates(TEST_ADMIN, edition, { all: true })
    // A run claimed a's mail and its server stopped: the job is running and its lease has run out.
    const [job] = await db().job.findMany()
    await db().job.update({
      where: { id: job.id },
      data: { status: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 1000) },
    })
    await db().certificate.updateMany({
      where: { registrationId: a.id },
      data: { mailStatus: 'sending', mailJobId: job.id },
    })
    expect(await recoverStalled()).toBe(1) // queued again: the job may run again
    await runDueJobs()
    expect(smtp.received.map((m) => m.to[0])).toEqual([b.email])
    const rows = await certificates()
    expect(rows.map((r) => [r.registrationId, r.mailStatus])).toEqual([
      [a.id, 'interrupted'],
      [b.id, 'sent'],
    ])
    expect(await certificateProgress(edition)).toEqual({ total: 2, sent: 1, failed: 1, remaining: 0 })
  })

  it('leaves out those checked in during a rehearsal: practice, not attendance', async () => {
    const { a, b, c, edition } = await setUp()
    await checkIn(c.id, true)
    expect(await issueCertificates(TEST_ADMIN, edition, { all: true })).toEqual({ issued: 2, existing: 0 })
    expect((await certificates()).map((x) => x.registrationId)).toEqual([a.id, b.id])
  })

  it('revokes the certificate of a cancelled registration, which is then never mailed', async () => {
    const { a, b, edition } = await setUp()
    await issueCertificates(TEST_ADMIN, edition, { all: true })
    const [ofA] = await certificates()
    expect(await cancelRegistration(a.id, { reason: 'Did not attend' }, TEST_ADMIN)).toMatchObject({
      status: 'cancelled',
    })
    const revoked = await verifyCertificate(ofA.code)
    expect(revoked?.revokedAt).toBeTruthy()
    expect(Date.now() - Date.parse(revoked!.revokedAt!)).toBeLessThan(60_000)
    expect(await certificateOf(a.id)).toBeNull()
    await runDueJobs()
    const withCertificate = smtp.received.filter((m) => m.raw.includes('application/pdf'))
    expect(withCertificate.map((m) => m.to[0])).toEqual([b.email])
    expect(await certificateProgress(edition)).toEqual({ total: 1, sent: 1, failed: 0, remaining: 0 })
    // Issuing again brings nothing back.
    await issueCertificates(TEST_ADMIN, edition, { ids: [b.id] })
    expect((await verifyCertificate(ofA.code))?.revokedAt).toBe(revoked!.revokedAt)
  })

  it('renders a PDF once for parallel requests, serves the stored bytes, renders anew when the text changes', async () => {
    const { edition } = await setUp()
    await issueCertificates(TEST_ADMIN, edition, { all: true })
    const [{ code }] = await certificates()
    const found = (await findCertificate(code))!
    const parallel = await Promise.all(Array.from({ length: 5 }, () => certificatePdf(found)))
    const first = parallel[0]!.rendered!
    // One render for all five (two renders differ: each PDF carries the instant it was made).
    for (const got of parallel) expect(Buffer.compare(got!.rendered!, first)).toBe(0)
    const again = await certificatePdf((await findCertificate(code))!)
    expect(again?.rendered).toBeUndefined()
    // A request that read the certificate before the render was stored gets the stored file too.
    expect((await certificatePdf(found))?.rendered).toBeUndefined()
    expect(Buffer.compare(Buffer.from(await new Response(again!.stored!.body).arrayBuffer()), first)).toBe(0)
    const { pdfKey } = (await findCertificate(code))!
    expect(pdfKey).toMatch(new RegExp(`^certificates/${code}-[\\w-]{16}\\.pdf$`))

    await saveCertificateSettings(TEST_ADMIN, edition, {
      title: 'Certificate of Participation',
      bodyText: '{name}',
      cmeHours: 6,
    })
    const changed = await certificatePdf((await findCertificate(code))!)
    expect(pdfText(changed!.rendered!)).toContain('Certificate of Participation')
    expect((await findCertificate(code))!.pdfKey).not.toBe(pdfKey)
    expect(await files().open(pdfKey!)).toBeNull()
  })
})

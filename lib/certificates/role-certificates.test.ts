// Certificates of the programme's roles on the run's database, with a real SMTP server: issued for
// the sessions that have ended (presenters, invited faculty, chairpersons), each role once however
// often the button is pressed, each mailed once with its PDF (a faculty member without an e-mail
// address is mailed once given one); the award set on a talk printed in the PDF; the verification
// page saying what each certifies; and a role the programme takes away revoked, never issued again.
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { runDueJobs } from '@/lib/jobs/runner'
import { facultySchema, sessionSchema, talkSchema } from '@/lib/programme/schema'
import { deleteProgrammeItem, saveFaculty, saveHall, saveSession, saveTalk } from '@/lib/programme/writes'
import { TEST_ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { pdfText } from '@/test/pdf-text'
import { withSmtpSink } from '@/test/smtp-hooks'
import { certificateProgress } from './progress'
import { findCertificate, verifyCertificate } from './records'
import { issueRoleCertificates, roleCertificates } from './role-issue'
import { certificatePdfById } from './stored-pdf'

const smtp = withSmtpSink()
const AWARD = 'Best Paper — Neonatology'

let day = ''
/** After the conference's first day: its sessions have ended. */
let after = new Date()
beforeEach(async () => {
  await truncate(
    'certificates',
    'programme_talks',
    'session_chairs',
    'programme_sessions',
    'faculty',
    'programme_halls',
    'jobs',
    'audit_logs',
  )
  day = (await findCurrentEdition()).starts_on
  after = new Date(`${day}T23:00:00+05:30`)
})

async function programme() {
  const hall = await saveHall(TEST_ADMIN, { id: null, name: 'Hall A', position: 0 })
  const person = (name: string, email: string) =>
    saveFaculty(TEST_ADMIN, facultySchema.parse({ name, email, affiliation: 'KGMU, Lucknow' }))
  const meera = await person('Dr. Meera Singh', 'meera@example.org')
  const arun = await person('Dr. Arun Kumar', '')
  const session = (kind: string, title: string, starts: string, ends: string, chairs: number[] = []) =>
    saveSession(
      TEST_ADMIN,
      sessionSchema.parse({
        kind,
        title,
        hall_id: String(hall),
        day,
        starts,
        ends,
        chair_ids: chairs.map(String),
      }),
    )
  const papers = await session('free_paper', 'Free papers: Neonatology', '09:00', '10:00', [meera])
  const paper = await saveTalk(
    TEST_ADMIN,
    talkSchema.parse({
      session_id: papers,
      title: 'Outcome of late-onset neonatal sepsis',
      presenter: 'Dr. Kavya Mishra',
      presenter_email: 'kavya@example.org',
      award: AWARD,
      starts: '09:00',
      ends: '09:10',
    }),
  )
  const symposium = await session('symposium', 'Nutrition in the first thousand days', '10:30', '11:30')
  const invited = await saveTalk(
    TEST_ADMIN,
    talkSchema.parse({
      session_id: symposium,
      title: 'Stunting in UP',
      speaker_id: String(arun),
      starts: '10:30',
      ends: '11:00',
    }),
  )
  const lunch = await session('break', 'Lunch', '13:00', '14:00')
  return { hall, meera, arun, papers, paper, symposium, invited, lunch }
}

const sentTo = () => smtp.received.map((m) => m.to[0]).sort()
const byName = async (name: string) =>
  (await roleCertificates((await findCurrentEdition()).id)).find((c) => c.name === name)!

describe('role certificates', () => {
  it('are issued once per role for the sessions that have ended, and mailed once each', async () => {
    const p = await programme()
    const { id: edition } = await findCurrentEdition()
    await expect(
      issueRoleCertificates(TEST_ADMIN, edition, new Date(`${day}T08:00:00+05:30`)),
    ).rejects.toMatchObject({
      status: 422,
    })
    // By 10:15 only the free papers have ended: their chairperson and presenter.
    expect(await issueRoleCertificates(TEST_ADMIN, edition, new Date(`${day}T10:15:00+05:30`))).toEqual({
      issued: 2,
      existing: 0,
      without_email: 0,
    })
    expect(await issueRoleCertificates(TEST_ADMIN, edition, after)).toEqual({
      issued: 1,
      existing: 2,
      without_email: 1,
    })
    const rows = await db().certificate.findMany({ orderBy: { id: 'asc' } })
    expect(rows.map((r) => [r.kind, r.talkId, r.sessionId, r.facultyId, r.registrationId])).toEqual([
      ['chairperson', null, p.papers, p.meera, null],
      ['presenter', p.paper, null, null, null],
      ['faculty', p.invited, null, p.arun, null],
    ])
    await runDueJobs()
    expect(sentTo()).toEqual(['kavya@example.org', 'meera@example.org'])
    expect(smtp.received.every((m) => m.raw.includes('application/pdf'))).toBe(true)
    expect(await certificateProgress(edition, 'roles')).toEqual({
      total: 3,
      sent: 2,
      failed: 1,
      remaining: 0,
    })
    expect((await byName('Dr. Arun Kumar')).mail_error).toContain('No e-mail address')

    // Pressing again certifies nobody twice and mails nobody twice; Dr. Kumar, given an address, is mailed.
    expect(await issueRoleCertificates(TEST_ADMIN, edition, after)).toEqual({
      issued: 0,
      existing: 3,
      without_email: 1,
    })
    await runDueJobs()
    expect(smtp.received).toHaveLength(2)
    await saveFaculty(
      TEST_ADMIN,
      facultySchema.parse({ id: String(p.arun), name: 'Dr. Arun Kumar', email: 'arun@example.org' }),
    )
    await issueRoleCertificates(TEST_ADMIN, edition, after)
    await issueRoleCertificates(TEST_ADMIN, edition, after)
    await runDueJobs()
    expect(sentTo()).toEqual(['arun@example.org', 'kavya@example.org', 'meera@example.org'])
    expect(await db().certificate.count()).toBe(3)
    const audit = await db().auditLog.findMany({ where: { action: 'certificate.issue-roles' } })
    expect(audit).toHaveLength(5)
  })

  it('print the role, the talk, the session and the award, and the verification page says so', async () => {
    await programme()
    const { id: edition } = await findCurrentEdition()
    await issueRoleCertificates(TEST_ADMIN, edition, after)
    const kavya = await byName('Dr. Kavya Mishra')
    const found = (await findCertificate(kavya.code))!
    const text = pdfText((await certificatePdfById(found.id))!.pdf).replace(/\s+/g, ' ')
    expect(text).toContain('Certificate of Presentation')
    expect(text).toContain(
      'Dr. Kavya Mishra presented “Outcome of late-onset neonatal sepsis” in the session “Free papers: Neonatology”',
    )
    expect(text).toContain(AWARD)
    expect(text).not.toContain('CME credit hours')
    expect(await verifyCertificate(kavya.code)).toMatchObject({
      kind: 'presenter',
      name: 'Dr. Kavya Mishra',
      registrationNumber: null,
      role: {
        label: 'Presenter',
        talk: 'Outcome of late-onset neonatal sepsis',
        session: 'Free papers: Neonatology',
        award: AWARD,
        sentence: expect.stringContaining(
          'Dr. Kavya Mishra presented “Outcome of late-onset neonatal sepsis”',
        ),
      },
      revokedAt: null,
    })
    const chair = pdfText(
      (await certificatePdfById((await findCertificate((await byName('Dr. Meera Singh')).code))!.id))!.pdf,
    )
    expect(chair.replace(/\s+/g, ' ')).toContain(
      'Dr. Meera Singh chaired the session “Free papers: Neonatology”',
    )
    expect(chair).not.toContain(AWARD)
    const invited = pdfText(
      (await certificatePdfById((await findCertificate((await byName('Dr. Arun Kumar')).code))!.id))!.pdf,
    )
    expect(invited.replace(/\s+/g, ' ')).toContain('was invited faculty at')
    // No award on the talk: none printed.
    expect(invited).not.toContain('Best Paper')
  })

  it('are revoked when the programme takes the role away, and not issued again', async () => {
    const p = await programme()
    const { id: edition } = await findCurrentEdition()
    await issueRoleCertificates(TEST_ADMIN, edition, after)
    const kavya = await byName('Dr. Kavya Mishra')
    // The talk is given to another presenter: Dr. Mishra's certificate goes, Dr. Rao's may be issued.
    await saveTalk(
      TEST_ADMIN,
      talkSchema.parse({
        id: String(p.paper),
        session_id: p.papers,
        title: 'Outcome of late-onset neonatal sepsis',
        presenter: 'Dr. Nikhil Rao',
        starts: '09:00',
        ends: '09:10',
      }),
    )
    const revoked = await verifyCertificate(kavya.code)
    expect(revoked).toMatchObject({
      name: 'Dr. Kavya Mishra',
      role: { talk: 'Outcome of late-onset neonatal sepsis' },
    })
    expect(revoked?.revokedAt).not.toBeNull()
    // Renaming a faculty member keeps their certificate (it prints the new name).
    await saveFaculty(
      TEST_ADMIN,
      facultySchema.parse({ id: String(p.meera), name: 'Dr. Meera Singh-Rao', email: 'meera@example.org' }),
    )
    const meera = (await byName('Dr. Meera Singh-Rao')).code
    expect((await verifyCertificate(meera))?.revokedAt).toBeNull()
    // Deleting the session revokes its chairperson's.
    await deleteProgrammeItem(TEST_ADMIN, 'session', p.papers)
    expect((await verifyCertificate(meera))?.revokedAt).not.toBeNull()
    expect(await issueRoleCertificates(TEST_ADMIN, edition, after)).toEqual({
      issued: 0,
      existing: 1,
      without_email: 1,
    })
    const revokes = await db().auditLog.findMany({ where: { action: 'certificate.revoke' } })
    expect(revokes).toHaveLength(2)
    expect(await db().certificate.count({ where: { revokedAt: null } })).toBe(1)
  })
})

// The blind review's write paths on the run's database: a reviewer invited (the shared invitation:
// a link mailed, a password set once), assignment (N each, an author's institution never, a second
// run adds nothing, a withdrawn abstract loses its open assignments), a review scored, changed and
// refused once decided, another reviewer's assignment not found, a declared conflict that brings
// another reviewer, the decision (who and when, changeable until mailed) and its mail, queued once
// and sent once with the reviewers' comments unnamed and the presenting author's registration to
// do, and the reminder to register that withdraws itself once they registered; an accepted
// abstract scheduled as a talk (once), its slot in the decision mail, and no rejection after.
import { randomBytes } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { acceptInvite } from '@/lib/auth/invitations'
import { db } from '@/lib/db/client'
import { findCurrentEdition } from '@/lib/editions/service'
import { runDueJobs } from '@/lib/jobs/runner'
import { scheduleAbstract } from '@/lib/programme/writes'
import { TEST_ADMIN } from '@/test/admin'
import { truncate } from '@/test/db'
import { readableText, subjectOf } from '@/test/smtp'
import { withSmtpSink } from '@/test/smtp-hooks'
import { demoCallData } from '../../prisma/demo-abstracts'
import { seedScientificProgramme } from '../../prisma/demo-programme'
import { demoRegistration } from '../../prisma/demo-registrations'
import { assignReviewers } from './assignment'
import { committeeRows } from './committee'
import { decide, mailDecisions, saveReviewSettings } from './decisions'
import { inviteReviewer, listReviewers, revokeReviewer } from './reviewers'
import { declareConflict, findMyReview, listMyAssignments, saveReview } from './reviewing'
import { saveAbstract, withdrawAbstract } from './service'
import { slotsOf } from './slot'

const smtp = withSmtpSink()
const QUERY = { sort: 'spread' } as const

let editionId = 0
beforeEach(async () => {
  await truncate('jobs', 'audit_logs', 'review_assignments', 'abstracts', 'abstract_calls', 'counters')
  await db().admin.deleteMany({ where: { role: 'reviewer' } })
  const edition = await findCurrentEdition()
  editionId = edition.id
  await db().abstractCall.create({ data: { editionId, ...demoCallData(edition.starts_on) } })
})

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof ApiError ? e.code : e),
  )

/** A submitted abstract of `email` whose authors are of `affiliations`; the first presents. */
async function submitted(email: string, affiliations: string[], presenterEmail = '') {
  const draft = await saveAbstract(
    email,
    null,
    {
      title: `Outcomes of neonatal sepsis ${randomBytes(2).toString('hex')}`,
      topic: 'Neonatology',
      type: 'oral',
      authors: affiliations.map((affiliation, i) => ({
        name: `Dr. Author ${i + 1} ${randomBytes(2).toString('hex')}`,
        affiliation,
        email: i === 0 ? presenterEmail : '',
        presenting: i === 0,
      })),
      sections: {
        background: 'Background.',
        objectives: 'Objectives.',
        methods: 'Methods.',
        results: 'Results.',
        conclusion: 'Conclusion.',
      },
    },
    'submit',
  )
  return draft
}

/** A reviewer account as the invitation makes it, its password set. */
async function reviewer(name: string, institution: string, topics: string[] = []) {
  const email = `${name.toLowerCase()}.${randomBytes(3).toString('hex')}@uppedicon.test`
  const dto = await inviteReviewer({ email, name, institution, topics }, TEST_ADMIN)
  const link = readableText(smtp.received.at(-1)!.raw)
  const token = /admin-invite\?token=([\w-]{43})/.exec(link)![1]
  const password = 'Review@2026x'
  await acceptInvite({ token, new_password: password, confirm_password: password }, '203.0.113.7')
  return { id: dto.id, email, actor: { kind: 'admin' as const, email, ip: '203.0.113.7' } }
}

const review = { scores: [4, 5, 3], comment: 'Clear methods; the sample is small.', note: '' }

describe('reviewers and assignment', () => {
  it('invites a reviewer with the shared invitation: the link sets the password once; topics are the call’s', async () => {
    const r = await reviewer('Meera', 'SGPGI, Lucknow', ['Neonatology'])
    const mail = smtp.received.at(-1)!
    expect(subjectOf(mail.raw)).toMatch(/your reviewer account$/)
    expect((await listReviewers()).find((x) => x.id === r.id)).toMatchObject({
      state: 'active',
      institution: 'SGPGI, Lucknow',
      topics: ['Neonatology'],
    })
    const token = /admin-invite\?token=([\w-]{43})/.exec(readableText(mail.raw))![1]
    const again = { token, new_password: 'Other@2026x', confirm_password: 'Other@2026x' }
    expect(await refusal(acceptInvite(again, '203.0.113.7'))).toBe('unprocessable')
    const odd = { email: 'odd@uppedicon.test', name: 'Odd', institution: 'X', topics: ['Astrology'] }
    expect(await refusal(inviteReviewer(odd, TEST_ADMIN))).toBe('invalid')
    const roles = await db().auditLog.findMany({ where: { action: { startsWith: 'reviewer.' } } })
    expect(roles.map((a) => a.action).sort()).toEqual(['reviewer.activate', 'reviewer.invite'])
  })

  it('gives each abstract N reviewers, never of an author’s institution; again adds nothing', async () => {
    const a = await submitted('a@example.org', ['K.G.M.U., Lucknow'])
    const b = await submitted('b@example.org', ['AIIMS Gorakhpur'])
    const gone = await submitted('c@example.org', ['Elsewhere'])
    const kgmu = await reviewer('Kavya', 'KGMU Lucknow')
    const x = await reviewer('Xavier', 'SGPGI')
    const y = await reviewer('Yamini', 'BRD Medical College')
    await withdrawAbstract('c@example.org', gone.id)
    expect(await assignReviewers(TEST_ADMIN)).toEqual({ added: 4, short: [] })
    const on = async (id: number) =>
      (await db().reviewAssignment.findMany({ where: { abstractId: id } })).map((r) => r.reviewerId).sort()
    expect(await on(a.id)).toEqual([x.id, y.id].sort())
    expect((await on(b.id)).length).toBe(2)
    expect(await on(gone.id)).toEqual([])
    expect(await assignReviewers(TEST_ADMIN)).toEqual({ added: 0, short: [] })
    // Three reviewers each: only two are eligible for abstract a.
    await saveReviewSettings(
      { criteria: ['Originality', 'Methods', 'Relevance'], reviewers_per_abstract: 3 },
      TEST_ADMIN,
    )
    expect(await assignReviewers(TEST_ADMIN)).toEqual({ added: 1, short: [{ number: a.number, missing: 1 }] })
    expect((await committeeRows(QUERY)).find((r) => r.id === a.id)?.missing).toBe(1)
    // Withdrawn later: its open assignments go.
    await withdrawAbstract('b@example.org', b.id)
    expect(await on(b.id)).toEqual([])
    expect(kgmu.id).toBeGreaterThan(0)
  }, 90_000)
})

describe('reviewing', () => {
  it('scores a review, changes it, never another reviewer’s; shows the abstract without its authors', async () => {
    const a = await submitted('a@example.org', ['KGMU'], 'presenter@example.org')
    const r1 = await reviewer('Ravi', 'SGPGI')
    const r2 = await reviewer('Sita', 'AIIMS')
    await assignReviewers(TEST_ADMIN)
    const [mine] = await listMyAssignments(r1.id)
    const [theirs] = await listMyAssignments(r2.id)
    const blind = await findMyReview(r1.id, mine.id)
    expect(JSON.stringify(blind)).not.toMatch(/Dr\. Author|KGMU|a@example\.org|presenter@|A-0/)
    expect(blind).toMatchObject({
      title: a.title,
      topic: 'Neonatology',
      criteria: ['Originality', 'Methods', 'Relevance'],
    })
    expect(await findMyReview(r1.id, theirs.id)).toBeNull()
    expect(await refusal(saveReview(r1.id, theirs.id, review, r1.actor))).toBe('not_found')
    expect(await refusal(saveReview(r1.id, mine.id, { ...review, scores: [4, 5] }, r1.actor))).toBe('invalid')
    expect(await refusal(saveReview(r1.id, mine.id, { ...review, scores: [4, 6, 1] }, r1.actor))).toBe(
      'invalid',
    )
    expect(await refusal(saveReview(r1.id, mine.id, { ...review, comment: ' ' }, r1.actor))).toBe('invalid')
    await saveReview(r1.id, mine.id, review, r1.actor)
    const changed = await saveReview(
      r1.id,
      mine.id,
      { ...review, scores: [2, 2, 2], note: 'Possible duplicate.' },
      r1.actor,
    )
    expect(changed).toMatchObject({ state: 'reviewed', scores: [2, 2, 2], note: 'Possible duplicate.' })
    await saveReview(r2.id, theirs.id, review, r2.actor)
    const [row] = await committeeRows(QUERY)
    expect(row).toMatchObject({ mean: 3, spread: 2 })
    // The criteria are fixed once a review is saved; the number of reviewers is not.
    expect(
      await refusal(saveReviewSettings({ criteria: ['Novelty'], reviewers_per_abstract: 2 }, TEST_ADMIN)),
    ).toBe('conflict')
    // Decided: the review can no longer change.
    await decide(a.id, 'accept_poster', TEST_ADMIN)
    expect(await refusal(saveReview(r1.id, mine.id, review, r1.actor))).toBe('conflict')
    expect(await refusal(declareConflict(r1.id, mine.id, { reason: 'Late' }, r1.actor))).toBe('conflict')
  })

  it('closes a declared conflict and brings another eligible reviewer, never the same one again', async () => {
    const a = await submitted('a@example.org', ['KGMU'])
    const r1 = await reviewer('Ravi', 'SGPGI')
    const r2 = await reviewer('Sita', 'AIIMS')
    await assignReviewers(TEST_ADMIN)
    const r3 = await reviewer('Tara', 'JNMC Aligarh')
    const [mine] = await listMyAssignments(r1.id)
    await saveReview(r1.id, mine.id, review, r1.actor)
    const closed = await declareConflict(r1.id, mine.id, { reason: 'My former student wrote it.' }, r1.actor)
    expect(closed).toMatchObject({ state: 'conflict', scores: [], comment: '' })
    const on = await db().reviewAssignment.findMany({ where: { abstractId: a.id }, orderBy: { id: 'asc' } })
    expect(on.map((r) => [r.reviewerId, r.state])).toEqual([
      [r1.id, 'conflict'],
      [r2.id, 'assigned'],
      [r3.id, 'assigned'],
    ])
    expect(await refusal(saveReview(r1.id, mine.id, review, r1.actor))).toBe('conflict')
    expect(await assignReviewers(TEST_ADMIN)).toEqual({ added: 0, short: [] })
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: 'abstract.conflict' } })
    expect(audit.detail).toMatchObject({ reason: 'My former student wrote it.', reassigned: 1 })
    // Revoking a reviewer drops their open assignments; Assign fills them from who is left.
    await revokeReviewer(r3.id, TEST_ADMIN)
    expect(await assignReviewers(TEST_ADMIN)).toEqual({ added: 0, short: [{ number: a.number, missing: 1 }] })
  })
})

describe('decisions', () => {
  it('stores who decided and when, changeable until mailed; the mail goes once, comments unnamed', async () => {
    const a = await submitted('sub@example.org', ['KGMU'], 'Presenter@Example.org')
    const r1 = await reviewer('Ravi', 'SGPGI')
    const r2 = await reviewer('Sita', 'AIIMS')
    await assignReviewers(TEST_ADMIN)
    const [m1] = await listMyAssignments(r1.id)
    const [m2] = await listMyAssignments(r2.id)
    await saveReview(r1.id, m1.id, { ...review, note: 'Committee only: borderline.' }, r1.actor)
    await saveReview(r2.id, m2.id, { ...review, comment: 'Strong clinical relevance.' }, r2.actor)
    await decide(a.id, 'reject', TEST_ADMIN)
    await decide(a.id, 'accept_oral', TEST_ADMIN)
    const decided = await db().abstract.findUniqueOrThrow({ where: { id: a.id } })
    expect(decided).toMatchObject({
      decision: 'accept_oral',
      decidedBy: 'organiser@uppedicon.test',
      decisionSentAt: null,
    })
    expect(await db().auditLog.count({ where: { action: 'abstract.decide' } })).toBe(2)

    await runDueJobs()
    smtp.received.length = 0
    expect(await mailDecisions(TEST_ADMIN)).toEqual({ mailed: [a.number] })
    expect(await mailDecisions(TEST_ADMIN)).toEqual({ mailed: [] })
    expect(await refusal(decide(a.id, 'reject', TEST_ADMIN))).toBe('conflict')
    const jobs = await db().job.findMany({
      where: { entity: 'abstract', entityId: String(a.id), kind: { not: 'mail.abstract-received' } },
    })
    expect(jobs.map((j) => j.kind).sort()).toEqual([
      'mail.abstract-decision',
      'mail.abstract-register-reminder',
    ])
    await runDueJobs()
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0].to).toEqual(['sub@example.org'])
    expect(subjectOf(smtp.received[0].raw)).toContain(`decision on abstract ${a.number}`)
    const mail = { text: readableText(smtp.received[0].raw) }
    expect(mail.text).toContain('Decision: Accepted for an oral presentation.')
    expect(mail.text).toContain('Presentation type: Oral presentation.')
    expect(mail.text).toMatch(
      /Reviewer 1:\s+Clear methods; the sample is small\.\s+Reviewer 2:\s+Strong clinical relevance\./,
    )
    expect(mail.text).not.toMatch(/Ravi|Sita|uppedicon\.test|borderline/)
    const call = await db().abstractCall.findUniqueOrThrow({ where: { editionId } })
    expect(mail.text).toContain('we find no registration with presenter@example.org yet')
    expect(mail.text).toMatch(/register at https?:\/\/\S+\/register\./)
    expect(call.registerBy).not.toBeNull()
    // The job run again (its lease ran out after the mail went) sends nothing more.
    const decisionJob = jobs.find((j) => j.kind === 'mail.abstract-decision')!
    await db().job.update({ where: { id: decisionJob.id }, data: { status: 'queued', runAfter: new Date() } })
    await runDueJobs()
    expect(smtp.received).toHaveLength(1)
  })

  it('reminds the presenting author to register before the day, unless they registered meanwhile', async () => {
    const reminded = await submitted('one@example.org', ['KGMU'], 'late@example.org')
    const registered = await submitted('two@example.org', ['KGMU'], 'early@example.org')
    const rejected = await submitted('three@example.org', ['KGMU'])
    await decide(reminded.id, 'accept_poster', TEST_ADMIN)
    await decide(registered.id, 'accept_oral', TEST_ADMIN)
    await decide(rejected.id, 'reject', TEST_ADMIN)
    await mailDecisions(TEST_ADMIN)
    const reminders = await db().job.findMany({ where: { kind: 'mail.abstract-register-reminder' } })
    expect(reminders.map((j) => j.entityId).sort()).toEqual(
      [String(reminded.id), String(registered.id)].sort(),
    )
    await runDueJobs()
    expect(smtp.received.filter((m) => subjectOf(m.raw).includes('decision on abstract'))).toHaveLength(3)
    // The second presenter registers (paid); then the reminders fall due.
    await db().registration.create({
      data: {
        ...demoRegistration(900),
        editionId,
        email: 'early@example.org',
        status: 'paid',
        registrationNumber: 'UPPT-900001',
      },
    })
    smtp.received.length = 0
    await db().job.updateMany({
      where: { kind: 'mail.abstract-register-reminder' },
      data: { runAfter: new Date() },
    })
    await runDueJobs()
    expect(smtp.received.map((m) => m.to[0])).toEqual(['one@example.org'])
    expect(readableText(smtp.received[0].raw)).toContain('we find no registration with late@example.org yet')
    expect(await db().job.count({ where: { kind: 'mail.abstract-register-reminder' } })).toBe(1)
  })
})

describe('scheduling', () => {
  it('makes an accepted abstract a talk once, with its presenter; the decision mail gives the slot', async () => {
    await seedScientificProgramme(db(), editionId)
    const session = await db().programmeSession.findFirstOrThrow({
      where: { editionId, kind: 'free_paper' },
      include: { hall: true },
      orderBy: { startsAt: 'asc' },
    })
    const a = await submitted('slot@example.org', ['KGMU', 'SGPGI'], 'Speaker@Example.org')
    const pending = await submitted('pending@example.org', ['KGMU'])
    const at = (iso: Date) =>
      iso.toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' })
    const slot = {
      session_id: session.id,
      starts: at(session.startsAt),
      ends: at(new Date(session.startsAt.getTime() + 600_000)),
    }

    // Only an accepted abstract of the edition can be scheduled.
    expect(await refusal(scheduleAbstract(TEST_ADMIN, { ...slot, abstract_id: a.id }))).toBe('unprocessable')
    await decide(pending.id, 'reject', TEST_ADMIN)
    expect(await refusal(scheduleAbstract(TEST_ADMIN, { ...slot, abstract_id: pending.id }))).toBe(
      'unprocessable',
    )
    await decide(a.id, 'accept_oral', TEST_ADMIN)
    const talkId = await scheduleAbstract(TEST_ADMIN, { ...slot, abstract_id: a.id })
    const talk = await db().programmeTalk.findUniqueOrThrow({ where: { id: talkId } })
    expect(talk).toMatchObject({
      sessionId: session.id,
      abstractId: a.id,
      title: a.title,
      presenter: a.authors[0].name,
      presenterEmail: 'speaker@example.org',
      speakerId: null,
      startsAt: session.startsAt,
    })
    // Twice, even at once: one talk, the other refused.
    const again = await Promise.all(
      [1, 2].map(() => refusal(scheduleAbstract(TEST_ADMIN, { ...slot, abstract_id: a.id }))),
    )
    expect(again).toEqual(['conflict', 'conflict'])
    expect(await db().programmeTalk.count({ where: { abstractId: a.id } })).toBe(1)
    expect(
      await db().auditLog.count({ where: { action: 'abstract.schedule', entityId: String(a.id) } }),
    ).toBe(1)
    // A scheduled abstract is not rejected behind the programme's back.
    expect(await refusal(decide(a.id, 'reject', TEST_ADMIN))).toBe('conflict')
    expect((await slotsOf([a.id, pending.id])).get(a.id)).toEqual({
      session: session.title,
      hall: session.hall!.name,
      starts_at: session.startsAt.toISOString(),
      ends_at: new Date(session.startsAt.getTime() + 600_000).toISOString(),
    })

    await runDueJobs()
    smtp.received.length = 0
    await mailDecisions(TEST_ADMIN)
    await runDueJobs()
    const text = (to: string) =>
      readableText(smtp.received.find((m) => m.to[0] === to)!.raw).replace(/\s+/g, ' ')
    const [, date, from] =
      /Your presentation: \w+day,? (\d{1,2} \w+,? \d{4}), (\d{1,2}:\d\d [AP]M) – \d{1,2}:\d\d [AP]M \(IST\), /.exec(
        text('slot@example.org'),
      ) ?? []
    const india = (o: Intl.DateTimeFormatOptions) =>
      session.startsAt.toLocaleString('en-GB', { timeZone: 'Asia/Kolkata', ...o })
    expect(date?.replace(',', '')).toBe(india({ day: 'numeric', month: 'long', year: 'numeric' }))
    expect(from).toBe(
      india({ hour: 'numeric', minute: '2-digit', hour12: true }).toUpperCase().replace(/^0/, ''),
    )
    expect(text('slot@example.org')).toContain(
      `(IST), ${session.hall!.name}, in the session “${session.title}”.`,
    )
    expect(text('pending@example.org')).not.toContain('Your presentation')
    // Deleting the talk frees the abstract for another slot.
    await db().programmeTalk.delete({ where: { id: talkId } })
    expect(await slotsOf([a.id])).toEqual(new Map())
  })
})

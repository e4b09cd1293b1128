// The feedback form on the run's database: the organisers' questions saved in order (kept,
// changed, removed), a delegate's answers checked (required questions, ratings 1 to 5), a skip
// only where allowed, feedback given once (also when sent in parallel), the certificate's PDF
// refused until then, and the summary's counts, averages, spread and texts.
import { beforeAll, describe, expect, it } from 'vitest'
import type { ApiError } from '@/lib/api/errors'
import { verificationResponse } from '@/lib/certificates/verification'
import { saveCmeSettings } from '@/lib/cme/settings'
import { fromIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { submitRegistration } from '@/lib/registrations/register'
import { currentDesk } from '@/lib/tickets/desk-window'
import { TEST_ADMIN } from '@/test/admin'
import { testCertificateCode } from '@/test/certificates'
import { delegate } from '@/test/delegates'
import { saveQuestions } from './questions'
import { feedbackDue, feedbackStatus, giveFeedback } from './responses'
import { answerField, type FeedbackQuestionDto } from './schema'
import { feedbackSummary, summaryRows } from './summary'

let editionId: number
let questions: FeedbackQuestionDto[]
let useful: string, venue: string, better: string

const CME = {
  council: 'UP',
  accreditationNumber: 'UPMC/CME/2027/9',
  accreditationDate: '2026-10-01',
  hoursPerDay: 4,
  releaseRule: 'on_date' as const,
  releaseOn: '2020-01-01',
  lastDayEndsTime: '17:30',
  minDays: 1,
  feedbackSkippable: false,
}

beforeAll(async () => {
  editionId = (await currentDesk()).edition.id
  questions = await saveQuestions(TEST_ADMIN, editionId, {
    questions: [
      { kind: 'rating', prompt: 'How useful were the sessions?', required: true },
      { kind: 'rating', prompt: 'How was the venue?', required: false },
      { kind: 'text', prompt: 'What should we do better?', required: false },
    ],
  })
  ;[useful, venue, better] = questions.map((q) => answerField(q.id))
})

/** A confirmed (free) registration of the edition. */
const confirmed = async () => (await submitRegistration(delegate({ category: 'seniorcitizen' }))).id

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ApiError) => e,
  )

describe('the feedback form', () => {
  it('keeps the questions in order; saving again keeps, changes and removes them', async () => {
    expect(questions.map((q) => [q.kind, q.prompt, q.required])).toEqual([
      ['rating', 'How useful were the sessions?', true],
      ['rating', 'How was the venue?', false],
      ['text', 'What should we do better?', false],
    ])
    const audit = await db().auditLog.findFirst({ where: { action: 'feedback.questions' } })
    expect(audit).toMatchObject({ entity: 'feedback', entityId: String(editionId) })
    const other = await saveQuestions(TEST_ADMIN, editionId, {
      questions: [
        { ...questions[2], prompt: 'What should we do better next year?' },
        questions[0],
        { kind: 'text', prompt: 'Anything else?', required: false },
      ],
    })
    expect(other.map((q) => q.prompt)).toEqual([
      'What should we do better next year?',
      'How useful were the sessions?',
      'Anything else?',
    ])
    expect(other[0].id).toBe(questions[2].id)
    expect(
      await refusal(saveQuestions(TEST_ADMIN, editionId, { questions: [{ ...questions[1] }] })),
    ).toMatchObject({ status: 422 })
    // Back to the three questions of the other tests (the venue question anew).
    questions = await saveQuestions(TEST_ADMIN, editionId, {
      questions: [
        questions[0],
        { ...questions[1], id: undefined },
        { ...other[0], prompt: questions[2].prompt },
      ],
    })
    ;[useful, venue, better] = questions.map((q) => answerField(q.id))
  })

  it('requires the required answers and ratings of 1 to 5', async () => {
    const id = await confirmed()
    const missing = await refusal(giveFeedback(id, { skip: false, fields: { [better]: 'Nothing' } }))
    expect(missing).toMatchObject({ status: 400 })
    expect((missing as ApiError).fields).toMatchObject({ [useful]: ['Choose a rating from 1 to 5.'] })
    const wrong = await refusal(giveFeedback(id, { skip: false, fields: { [useful]: '6', [venue]: '0' } }))
    expect(Object.keys((wrong as ApiError).fields ?? {}).sort()).toEqual([useful, venue].sort())
    expect(await feedbackDue(editionId, id)).toBe(true)
    expect(await giveFeedback(id, { skip: false, fields: { [useful]: '4', [venue]: '' } })).toBe('given')
    expect(await feedbackDue(editionId, id)).toBe(false)
    expect(await db().feedbackResponse.findFirst({ where: { registrationId: id } })).toMatchObject({
      answers: { [String(questions[0].id)]: 4 },
      skipped: false,
    })
  })

  it('is skipped only where the organisers allow it', async () => {
    const id = await confirmed()
    expect(await refusal(giveFeedback(id, { skip: true, fields: {} }))).toMatchObject({
      status: 422,
      message: 'The feedback form cannot be skipped for this conference.',
    })
    await saveCmeSettings(TEST_ADMIN, editionId, { ...CME, feedbackSkippable: true })
    try {
      expect((await feedbackStatus(editionId, id)).skippable).toBe(true)
      expect(await giveFeedback(id, { skip: true, fields: {} })).toBe('skipped')
      expect((await feedbackStatus(editionId, id)).state).toBe('skipped')
      expect(await feedbackDue(editionId, id)).toBe(false)
    } finally {
      await saveCmeSettings(TEST_ADMIN, editionId, CME)
    }
  })

  it('is given once per delegate, also when sent in parallel', async () => {
    const id = await confirmed()
    const sent = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        giveFeedback(id, { skip: false, fields: { [useful]: String(i + 1) } }),
      ),
    )
    expect(sent.filter((s) => s.status === 'fulfilled')).toHaveLength(1)
    for (const s of sent.filter((s) => s.status === 'rejected'))
      expect((s as PromiseRejectedResult).reason).toMatchObject({ status: 409 })
    expect(await db().feedbackResponse.count({ where: { registrationId: id } })).toBe(1)
    expect(await refusal(giveFeedback(id, { skip: false, fields: { [useful]: '5' } }))).toMatchObject({
      status: 409,
    })
    expect(await db().auditLog.count({ where: { action: 'feedback.give', entityId: String(id) } })).toBe(1)
  })

  it('refuses the certificate PDF until the feedback is given', async () => {
    const id = await confirmed()
    const code = testCertificateCode()
    await db().certificate.create({ data: { registrationId: id, editionId, code, mailStatus: 'sent' } })
    await db().checkIn.create({
      data: {
        registrationId: id,
        editionId,
        day: fromIsoDate((await currentDesk()).desk.starts_on),
        byName: 'Desk 1',
      },
    })
    const pdf = () => verificationResponse(`${code}.pdf`, new Request(`http://x/certificate/${code}.pdf`))
    const early = await pdf()
    expect(early.status).toBe(409)
    expect(await early.text()).toContain('Please give your feedback on your registration page first')
    await giveFeedback(id, { skip: false, fields: { [useful]: '5' } })
    expect((await pdf()).status).toBe(200)
  })

  it('sums up each question: count, average, spread and the texts', async () => {
    const before = await feedbackSummary(editionId)
    const give = async (fields: Record<string, string>) =>
      giveFeedback(await confirmed(), { skip: false, fields })
    await give({ [useful]: '5', [venue]: '3', [better]: 'More workshops' })
    await give({ [useful]: '2', [better]: '' })
    await give({ [useful]: '5', [venue]: '4', [better]: 'Cooler halls' })
    const after = await feedbackSummary(editionId)
    expect(after.responses - before.responses).toBe(3)
    const [u, v, b] = after.questions
    const [u0, v0] = before.questions
    expect(u.count - u0.count).toBe(3)
    expect(u.distribution.map((n, i) => n - u0.distribution[i])).toEqual([0, 1, 0, 0, 2])
    // The venue question is new: only these answers.
    expect(v).toMatchObject({ count: v0.count + 2 })
    expect(b.texts.slice(-2)).toEqual(['More workshops', 'Cooler halls'])
    const ratings = u.distribution.flatMap((n, i) => Array(n).fill(i + 1) as number[])
    expect(u.average).toBe(Math.round((ratings.reduce((a, c) => a + c, 0) / ratings.length) * 100) / 100)
    const rows = summaryRows(after)
    expect(rows[0]).toEqual([u.prompt, 'rating', 'yes', u.count, u.average, ...u.distribution, ''])
    expect(rows.filter((r) => r[0] === b.prompt).map((r) => r[10])).toEqual(b.texts)
  })
})

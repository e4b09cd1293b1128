// A delegate's feedback: whether their edition asks for it before the certificate download (it
// has questions and they have neither answered nor skipped), and giving it, once: the answers
// checked against the questions (./schema.ts), a skip only where the organisers allow it. The
// unique (registration, edition) row keeps parallel submissions to one; the later is refused.
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import { parse } from '@/lib/api/input'
import { SYSTEM } from '@/lib/audit/actions'
import { cmeSettingsOf } from '@/lib/cme/settings'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { CONFIRMED } from '@/lib/registrations/lifecycle'
import { questionsOf } from './questions'
import { FEEDBACK_MESSAGES, feedbackAnswersSchema, type FeedbackQuestionDto } from './schema'

/** none: the edition asks nothing; due: asked and not yet given; given or skipped. */
export type FeedbackState = 'none' | 'due' | 'given' | 'skipped'

export interface FeedbackStatus {
  state: FeedbackState
  questions: FeedbackQuestionDto[]
  skippable: boolean
}

export const ALREADY_GIVEN = 'Your feedback has already been received. Thank you.'
export const FEEDBACK_FIRST =
  'Please give your feedback on your registration page first: the certificate follows it.'

const skippableOf = async (editionId: number) => (await cmeSettingsOf(editionId))?.feedbackSkippable ?? false

export async function feedbackStatus(editionId: number, registrationId: number): Promise<FeedbackStatus> {
  const [questions, response, skippable] = await Promise.all([
    questionsOf(editionId),
    db().feedbackResponse.findUnique({
      where: { registrationId_editionId: { registrationId, editionId } },
      select: { skipped: true },
    }),
    skippableOf(editionId),
  ])
  const state: FeedbackState = response
    ? response.skipped
      ? 'skipped'
      : 'given'
    : questions.length
      ? 'due'
      : 'none'
  return { state, questions, skippable }
}

/** Whether the certificate waits for this delegate's feedback. */
export async function feedbackDue(editionId: number, registrationId: number): Promise<boolean> {
  const [asked, given] = await Promise.all([
    db().feedbackQuestion.count({ where: { editionId } }),
    db().feedbackResponse.count({ where: { registrationId, editionId } }),
  ])
  return asked > 0 && given === 0
}

export interface FeedbackInput {
  /** The delegate chose to skip the form. */
  skip: boolean
  /** The posted fields (`q<id>` → answer). */
  fields: Record<string, unknown>
}

/** Records a confirmed registration's feedback (or skip) for its edition, once. */
export async function giveFeedback(
  registrationId: number,
  input: FeedbackInput,
): Promise<'given' | 'skipped'> {
  const p = await db().registration.findUnique({ where: { id: registrationId } })
  if (!p || !CONFIRMED.includes(p.status)) throw new ApiError('not_found', 'Registration not found.')
  const editionId = p.editionId
  const [questions, skippable] = await Promise.all([questionsOf(editionId), skippableOf(editionId)])
  if (!questions.length) throw new ApiError('unprocessable', 'This conference asks for no feedback.')
  if (input.skip && !skippable) throw new ApiError('unprocessable', FEEDBACK_MESSAGES.skip)
  const answers = input.skip ? {} : parse(feedbackAnswersSchema(questions), input.fields)
  return domainWrite(SYSTEM, async (w) => {
    const { count } = await w.tx.feedbackResponse.createMany({
      data: [{ registrationId, editionId, answers, skipped: input.skip }],
      skipDuplicates: true,
    })
    if (!count) throw new ApiError('conflict', ALREADY_GIVEN)
    await w.audit('feedback.give', {
      entityId: registrationId,
      detail: { editionId, skipped: input.skip, answered: Object.keys(answers).length },
    })
    return input.skip ? 'skipped' : 'given'
  })
}

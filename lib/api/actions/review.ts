'use server'

// A reviewer's forms (/admin/reviews/<id>), with or without the page's script: the review (a
// score per criterion, the comment to the authors, the note to the committee) and the declared
// conflict of interest. The same schemas and domain calls as PUT /adminpanel/reviews/<id>/ and
// POST /adminpanel/reviews/<id>/conflict/; the account and its role are the session's (checked
// here, not by the page's address). Done, the reviewer goes on saying so; refused, the form shows
// why with what was typed.
import { redirect } from 'next/navigation'
import { conflictSchema } from '@/lib/abstracts/review-schema'
import { NO_SUCH_ASSIGNMENT } from '@/lib/abstracts/review-words'
import { declareConflict, saveReview } from '@/lib/abstracts/reviewing'
import { actionAccount } from '@/lib/auth/guard'
import { REVIEW_PAGE } from '@/lib/auth/roles'
import { registrationIdOf } from '@/lib/registrations/review'
import { ApiError } from '../errors'
import { parse } from '../input'
import { formEntries, keepReply, refusal, sentValues } from './intake'
import { REPLY_OF, type FormReply } from './reply'

const idOf = (form: Record<string, unknown>) => {
  const id = registrationIdOf(typeof form.id === 'string' ? form.id : '')
  if (!id) throw new ApiError('not_found', NO_SUCH_ASSIGNMENT)
  return id
}

/** The posted review: score.0, score.1, … (as many as were sent), comment, note. */
function reviewOf(form: Record<string, string | File>) {
  const values = sentValues(form, ['comment', 'note'])
  const criteria = Number(sentValues(form, ['criteria']).criteria) || 0
  const scores = Array.from(
    { length: Math.min(criteria, 20) },
    (_, i) => sentValues(form, [`score.${i}`])[`score.${i}`],
  )
  return {
    values: { ...values, ...Object.fromEntries(scores.map((s, i) => [`score.${i}`, s])) },
    body: { ...values, scores },
  }
}

export async function saveReviewForm(_previous: FormReply, data: FormData): Promise<FormReply> {
  const form = formEntries(data)
  const { values, body } = reviewOf(form)
  let id = 0
  try {
    const { session, actor } = await actionAccount(['reviewer'])
    id = idOf(form)
    await saveReview(session.id, id, body, actor)
  } catch (error) {
    const reply = await refusal(error, values)
    // A score's error is named scores.<n> by the schema; the form names its field score.<n>.
    const errors = Object.fromEntries(
      Object.entries(reply.errors).map(([k, v]) => [k.replace(/^scores\.(\d+)$/, 'score.$1'), v]),
    )
    return keepReply(REPLY_OF.review, { ...reply, errors })
  }
  redirect(`${REVIEW_PAGE}/${id}?done=saved`)
}

export async function declareConflictForm(_previous: FormReply, data: FormData): Promise<FormReply> {
  const form = formEntries(data)
  const values = sentValues(form, ['reason'])
  try {
    const { session, actor } = await actionAccount(['reviewer'])
    const id = idOf(form)
    await declareConflict(session.id, id, parse(conflictSchema, values), actor)
  } catch (error) {
    return keepReply(REPLY_OF.conflict, await refusal(error, values))
  }
  redirect(`${REVIEW_PAGE}?done=conflict`)
}

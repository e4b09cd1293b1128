// An edition's feedback form: its questions in order, read for the console and the delegate's
// page, and saved by the organisers as a domain write (saved questions keep their id and so
// their answers; a question left out is deleted, its answers no longer summarised).
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { db, type Prisma } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { findEdition } from '@/lib/editions/service'
import type { FeedbackFormInput, FeedbackQuestionDto } from './schema'

/** The edition's questions in the order they are asked. */
export async function questionsOf(
  editionId: number,
  tx: Prisma.TransactionClient = db(),
): Promise<FeedbackQuestionDto[]> {
  const rows = await tx.feedbackQuestion.findMany({
    where: { editionId },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  })
  return rows.map((r) => ({ id: r.id, kind: r.kind, prompt: r.prompt, required: r.required }))
}

export async function saveQuestions(
  actor: Actor,
  editionId: number,
  input: FeedbackFormInput,
): Promise<FeedbackQuestionDto[]> {
  await findEdition(editionId)
  return domainWrite(actor, async (w) => {
    await w.lock(`feedback-questions:${editionId}`)
    const saved = new Set((await questionsOf(editionId, w.tx)).map((q) => q.id))
    const unknown = input.questions.filter((q) => q.id !== undefined && !saved.has(q.id))
    if (unknown.length)
      throw new ApiError('unprocessable', 'A question was removed meanwhile: reload the page and try again.')
    const kept = new Set(input.questions.map((q) => q.id))
    await w.tx.feedbackQuestion.deleteMany({
      where: { editionId, id: { in: [...saved].filter((id) => !kept.has(id)) } },
    })
    for (const [position, q] of input.questions.entries()) {
      const data = { kind: q.kind, prompt: q.prompt, required: q.required, position }
      if (q.id) await w.tx.feedbackQuestion.update({ where: { id: q.id }, data })
      else await w.tx.feedbackQuestion.create({ data: { editionId, ...data } })
    }
    await w.audit('feedback.questions', {
      entityId: editionId,
      detail: { questions: input.questions.map((q) => `${q.kind}${q.required ? '*' : ''}: ${q.prompt}`) },
    })
    return questionsOf(editionId, w.tx)
  })
}

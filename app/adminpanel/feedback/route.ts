import { jsonBody, parse } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'
import { editionOf } from '@/lib/certificates/edition-param'
import { questionsOf, saveQuestions } from '@/lib/feedback/questions'
import { feedbackFormSchema, type FeedbackAdminDto } from '@/lib/feedback/schema'
import { feedbackSummary } from '@/lib/feedback/summary'

const dto = async (edition: number): Promise<FeedbackAdminDto> => {
  const [questions, summary] = await Promise.all([questionsOf(edition), feedbackSummary(edition)])
  return { questions, summary }
}

// GET /adminpanel/feedback/?edition= — the edition's feedback questions and their results (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson(await dto(editionOf(request)))
})

// PUT /adminpanel/feedback/?edition= — {questions: [{id?, kind: rating|text, prompt, required}]}
// in the order asked (admin, audited)
export const PUT = adminWrite(async (request, actor) => {
  const edition = editionOf(request)
  await saveQuestions(actor, edition, parse(feedbackFormSchema, await jsonBody(request)))
  return privateJson(await dto(edition))
})

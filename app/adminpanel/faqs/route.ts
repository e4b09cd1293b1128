import { NextResponse } from 'next/server'
import { jsonBody, parse, requestId } from '@/lib/api/input'
import { created, noContent, privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'
import { faqSchema } from '@/lib/content/schema'
import { createFaq, deleteFaq, listFaqs, updateFaq } from '@/lib/content/service'
import { idSchema } from '@/lib/forms'

// GET /adminpanel/faqs/ — the home page's questions and answers, in their order (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson(await listFaqs())
})

// POST /adminpanel/faqs/ — {question, answer, position}: add a question (admin) → 201
export const POST = adminWrite(async (request, actor) =>
  created(await createFaq(parse(faqSchema, await jsonBody(request)), actor)),
)

// PUT /adminpanel/faqs/?id= — {question, answer, position}: change a question (admin)
export const PUT = adminWrite(async (request, actor) => {
  const { id } = parse(idSchema, { id: new URL(request.url).searchParams.get('id') })
  return NextResponse.json(await updateFaq(id, parse(faqSchema, await jsonBody(request)), actor))
})

// DELETE /adminpanel/faqs/?id= — delete a question (admin) → 204
export const DELETE = adminWrite(async (request, actor) => {
  await deleteFaq(await requestId(request), actor)
  return noContent()
})

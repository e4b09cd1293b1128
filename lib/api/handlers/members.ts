// Board and leadership members, at the spec's /uppedicon/members/ (app/uppedicon/members/route.ts).
import { NextResponse } from 'next/server'
import { adminWrite } from '@/lib/auth/guard'
import { memberSchema, membersQuerySchema, memberUpdateSchema } from '@/lib/members/schema'
import { createMember, deleteMember, getMembers, updateMember } from '@/lib/members/service'
import { formBody, parse, queryOf, requestId } from '../input'
import { created, noContent, route } from '../route'

// GET /uppedicon/members/?designation= — members of one designation (all without it)
export const GET = route(async (request) => {
  const { designation } = parse(membersQuerySchema, queryOf(request))
  return NextResponse.json(await getMembers(designation))
})

// POST /uppedicon/members/ — add a member (admin; multipart name, degree, designation, picture, description)
export const POST = adminWrite(async (request, actor) =>
  created(await createMember(parse(memberSchema, await formBody(request)), actor)),
)

// PUT /uppedicon/members/?id= — update a member (admin; multipart; the designation stays)
export const PUT = adminWrite(async (request, actor) => {
  const body = await formBody(request)
  const input = parse(memberUpdateSchema, { ...body, id: queryOf(request).id ?? body.id })
  return NextResponse.json(await updateMember(input, actor))
})

// DELETE /uppedicon/members/?id= — delete a member and their picture (admin)
export const DELETE = adminWrite(async (request, actor) => {
  await deleteMember(await requestId(request), actor)
  return noContent()
})

import { NextResponse } from 'next/server'
import { formBody, parse, queryOf, requestId } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { invalidate, TAGS } from '@/lib/cache'
import { memberSchema, membersQuerySchema, memberUpdateSchema } from '@/lib/members/schema'
import { createMember, deleteMember, getMembers, updateMember } from '@/lib/members/service'

// GET /uppedicon/members/?designation= — members of one designation (all without it)
export const GET = route(async (request) => {
  const { designation } = parse(membersQuerySchema, queryOf(request))
  return NextResponse.json(await getMembers(designation))
})

// POST /uppedicon/members/ — add a member (admin; multipart name, degree, designation, picture, description)
export const POST = adminWrite('member', async (request) => {
  const member = await createMember(parse(memberSchema, await formBody(request)))
  invalidate(TAGS.members)
  return NextResponse.json(member, { status: 201 })
})

// PUT /uppedicon/members/?id= — update a member (admin; multipart; the designation stays)
export const PUT = adminWrite('member', async (request) => {
  const body = await formBody(request)
  const member = await updateMember(
    parse(memberUpdateSchema, { ...body, id: queryOf(request).id ?? body.id }),
  )
  invalidate(TAGS.members)
  return NextResponse.json(member)
})

// DELETE /uppedicon/members/?id= — delete a member and their picture (admin)
export const DELETE = adminWrite('member', async (request) => {
  await deleteMember(await requestId(request))
  invalidate(TAGS.members)
  return new Response(null, { status: 204 })
})

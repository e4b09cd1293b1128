// Board and leadership members, at the spec's /uppedicon/members/ (app/uppedicon/members/route.ts).
import { NextResponse } from 'next/server'
import { memberSchema, membersQuerySchema, memberUpdateSchema } from '@/lib/members/schema'
import { createMember, deleteMember, getMembers, updateMember } from '@/lib/members/service'
import { formBody, parse, queryOf } from '../input'
import { route } from '../route'
import { createHandler, deleteHandler, fromForm, updateHandler } from './writes'

// GET /uppedicon/members/?designation= — members of one designation (all without it)
export const GET = route(async (request) => {
  const { designation } = parse(membersQuerySchema, queryOf(request))
  return NextResponse.json(await getMembers(designation))
})

// POST /uppedicon/members/ — add a member (admin; multipart name, degree, designation, picture, description)
export const POST = createHandler(memberSchema, fromForm, createMember)

// PUT /uppedicon/members/?id= — update a member (admin; multipart; the designation stays)
export const PUT = updateHandler(
  memberUpdateSchema,
  async (request) => {
    const body = await formBody(request)
    return { ...body, id: queryOf(request).id ?? body.id }
  },
  updateMember,
)

// DELETE /uppedicon/members/?id= — delete a member and their picture (admin)
export const DELETE = deleteHandler(deleteMember)

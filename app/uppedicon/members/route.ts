import { NextResponse } from 'next/server'
import { parse, queryOf, route } from '@/lib/http'
import { membersQuerySchema } from '@/lib/members/schema'
import { getMembers } from '@/lib/members/service'

// GET /uppedicon/members/?designation= — members of one designation (all without it)
export const GET = route(async (request) => {
  const { designation } = parse(membersQuerySchema, queryOf(request))
  return NextResponse.json(await getMembers(designation))
})

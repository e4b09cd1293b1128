import { NextResponse } from 'next/server'
import { notFound } from '@/lib/api/errors'
import { route } from '@/lib/api/route'
import { requireAdmin } from '@/lib/auth/guard'
import { REGISTRATION_NOT_FOUND, registrationDetail, registrationIdOf } from '@/lib/console/review'

type Context = { params: Promise<{ id: string }> }

// GET /adminpanel/registrations/<id>/ — a registration's whole record (admin)
export const GET = route<Context>(async (request, { params }) => {
  await requireAdmin(request)
  const id = registrationIdOf((await params).id)
  const detail = id ? await registrationDetail(id) : null
  if (!detail) throw notFound(REGISTRATION_NOT_FOUND)
  return NextResponse.json(detail, { headers: { 'Cache-Control': 'private, no-store' } })
})

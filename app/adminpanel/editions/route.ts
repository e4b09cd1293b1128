import { NextResponse } from 'next/server'
import { jsonBody, parse, queryOf } from '@/lib/api/input'
import { created, privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'
import { editionCreateSchema, editionUpdateSchema } from '@/lib/editions/schema'
import { listEditions } from '@/lib/editions/service'
import { createEdition, updateEdition } from '@/lib/editions/writes'
import { idSchema } from '@/lib/forms'

// GET /adminpanel/editions/ — every edition with its window and fee slabs, newest first (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson(await listEditions())
})

// POST /adminpanel/editions/ — create an edition: every field, or copy_from (an edition's id: its
// fields a year later, its fees shifted by a year) and the fields to change → 201 (admin)
export const POST = adminWrite(async (request, actor) => {
  const input = parse(editionCreateSchema, await jsonBody(request, 16 * 1024))
  return created(await createEdition(input, actor))
})

// PUT /adminpanel/editions/?id= — change an edition's fields or window; {current: true} makes it
// the current edition (admin)
export const PUT = adminWrite(async (request, actor) => {
  const { id } = parse(idSchema, { id: queryOf(request).id })
  const input = parse(editionUpdateSchema, await jsonBody(request, 16 * 1024))
  return NextResponse.json(await updateEdition(id, input, actor))
})

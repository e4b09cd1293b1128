// The conference theme and partner associations, at the spec's /uppedicon/theme/
// (app/uppedicon/theme/route.ts).
import { NextResponse } from 'next/server'
import { adminWrite } from '@/lib/auth/guard'
import { themeSchema, themeUpdateSchema } from '@/lib/themes/schema'
import { createTheme, deleteTheme, getThemes, updateTheme } from '@/lib/themes/service'
import { formBody, parse, requestId } from '../input'
import { created, noContent, route } from '../route'

// GET /uppedicon/theme/ — the conference theme and partner associations
export const GET = route(async () => NextResponse.json(await getThemes()))

// POST /uppedicon/theme/ — add a theme (admin; multipart name, description, image) → 201
export const POST = adminWrite(async (request, actor) =>
  created(await createTheme(parse(themeSchema, await formBody(request)), actor)),
)

// PUT /uppedicon/theme/ — update a theme (admin; multipart with id; image optional) → 200
export const PUT = adminWrite(async (request, actor) =>
  NextResponse.json(await updateTheme(parse(themeUpdateSchema, await formBody(request)), actor)),
)

// DELETE /uppedicon/theme/ — delete a theme (admin; body {id})
export const DELETE = adminWrite(async (request, actor) => {
  await deleteTheme(await requestId(request), actor)
  return noContent()
})

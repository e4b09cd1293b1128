import { NextResponse } from 'next/server'
import { formBody, parse, requestId } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { invalidate, TAGS } from '@/lib/cache'
import { themeSchema, themeUpdateSchema } from '@/lib/themes/schema'
import { createTheme, deleteTheme, getThemes, updateTheme } from '@/lib/themes/service'

// GET /uppedicon/theme/ — the conference theme and partner associations
export const GET = route(async () => NextResponse.json(await getThemes()))

// POST /uppedicon/theme/ — add a theme (admin; multipart name, description, image) → 201
export const POST = adminWrite('theme', async (request) => {
  const theme = await createTheme(parse(themeSchema, await formBody(request)))
  invalidate(TAGS.themes)
  return NextResponse.json(theme, { status: 201 })
})

// PUT /uppedicon/theme/ — update a theme (admin; multipart with id; image optional) → 200
export const PUT = adminWrite('theme', async (request) => {
  const theme = await updateTheme(parse(themeUpdateSchema, await formBody(request)))
  invalidate(TAGS.themes)
  return NextResponse.json(theme)
})

// DELETE /uppedicon/theme/ — delete a theme (admin; body {id})
export const DELETE = adminWrite('theme', async (request) => {
  await deleteTheme(await requestId(request))
  invalidate(TAGS.themes)
  return new Response(null, { status: 204 })
})

// The conference theme and partner associations, at the spec's /uppedicon/theme/
// (app/uppedicon/theme/route.ts).
import { NextResponse } from 'next/server'
import { themeSchema, themeUpdateSchema } from '@/lib/themes/schema'
import { createTheme, deleteTheme, getThemes, updateTheme } from '@/lib/themes/service'
import { route } from '../route'
import { createHandler, deleteHandler, fromForm, updateHandler } from './writes'

// GET /uppedicon/theme/ — the conference theme and partner associations
export const GET = route(async () => NextResponse.json(await getThemes()))

// POST /uppedicon/theme/ — add a theme (admin; multipart name, description, image) → 201
export const POST = createHandler(themeSchema, fromForm, createTheme)

// PUT /uppedicon/theme/ — update a theme (admin; multipart with id; image optional) → 200
export const PUT = updateHandler(themeUpdateSchema, fromForm, updateTheme)

// DELETE /uppedicon/theme/ — delete a theme (admin; body {id})
export const DELETE = deleteHandler(deleteTheme)

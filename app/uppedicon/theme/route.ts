import { NextResponse } from 'next/server'
import { route } from '@/lib/http'
import { getThemes } from '@/lib/themes/service'

// GET /uppedicon/theme/ — the conference theme and partner associations
export const GET = route(async () => NextResponse.json(await getThemes()))

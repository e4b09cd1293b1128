import { NextResponse } from 'next/server'
import { getGallery } from '@/lib/gallery/service'
import { route } from '@/lib/http'

// GET /uppedicon/gallery/ — the home gallery
export const GET = route(async () => NextResponse.json(await getGallery('home')))

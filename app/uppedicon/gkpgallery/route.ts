import { NextResponse } from 'next/server'
import { getGallery } from '@/lib/gallery/service'
import { route } from '@/lib/http'

// GET /uppedicon/gkpgallery/ — the Explore Gorakhpur gallery
export const GET = route(async () => NextResponse.json(await getGallery('gorakhpur')))

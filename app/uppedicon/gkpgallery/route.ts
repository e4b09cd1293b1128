import { NextResponse } from 'next/server'
import { formBody, parse, requestId } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { invalidate, TAGS } from '@/lib/cache'
import { galleryImageSchema } from '@/lib/gallery/schema'
import { addGalleryImage, deleteGalleryImage, getGallery } from '@/lib/gallery/service'

// GET /uppedicon/gkpgallery/ — the Explore Gorakhpur gallery
export const GET = route(async () => NextResponse.json(await getGallery('gorakhpur')))

// POST /uppedicon/gkpgallery/ — add a picture (admin; multipart field images)
export const POST = adminWrite('gkpgallery', async (request) => {
  const item = await addGalleryImage('gorakhpur', parse(galleryImageSchema, await formBody(request)))
  invalidate(TAGS.gkpgallery)
  return NextResponse.json(item, { status: 201 })
})

// DELETE /uppedicon/gkpgallery/ — delete a picture (admin; id in the query or the body)
export const DELETE = adminWrite('gkpgallery', async (request) => {
  await deleteGalleryImage('gorakhpur', await requestId(request))
  invalidate(TAGS.gkpgallery)
  return new Response(null, { status: 204 })
})

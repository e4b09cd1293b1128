import { NextResponse } from 'next/server'
import { formBody, parse, requestId } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { invalidate, TAGS } from '@/lib/cache'
import { galleryImageSchema } from '@/lib/gallery/schema'
import { addGalleryImage, deleteGalleryImage, getGallery } from '@/lib/gallery/service'

// GET /uppedicon/gallery/ — the home gallery
export const GET = route(async () => NextResponse.json(await getGallery('home')))

// POST /uppedicon/gallery/ — add a picture (admin; multipart field images)
export const POST = adminWrite('gallery', async (request) => {
  const item = await addGalleryImage('home', parse(galleryImageSchema, await formBody(request)))
  invalidate(TAGS.gallery)
  return NextResponse.json(item, { status: 201 })
})

// DELETE /uppedicon/gallery/ — delete a picture (admin; id in the query or the body)
export const DELETE = adminWrite('gallery', async (request) => {
  await deleteGalleryImage('home', await requestId(request))
  invalidate(TAGS.gallery)
  return new Response(null, { status: 204 })
})

// The two galleries: the home page's at the spec's /uppedicon/gallery/ and Explore Gorakhpur at
// /uppedicon/gkpgallery/ (app/uppedicon/gallery/route.ts, app/uppedicon/gkpgallery/route.ts).
import { NextResponse } from 'next/server'
import { adminWrite } from '@/lib/auth/guard'
import { galleryImageSchema, type Gallery } from '@/lib/gallery/schema'
import { addGalleryImage, deleteGalleryImage, getGallery } from '@/lib/gallery/service'
import { formBody, parse, requestId } from '../input'
import { created, noContent, route } from '../route'

function galleryHandlers(gallery: Gallery) {
  return {
    // GET — the gallery's pictures, oldest first
    GET: route(async () => NextResponse.json(await getGallery(gallery))),
    // POST — add a picture (admin; multipart field images) → 201
    POST: adminWrite(async (request, actor) =>
      created(await addGalleryImage(gallery, parse(galleryImageSchema, await formBody(request)), actor)),
    ),
    // DELETE — delete a picture (admin; id in the query or the body) → 204
    DELETE: adminWrite(async (request, actor) => {
      await deleteGalleryImage(gallery, await requestId(request), actor)
      return noContent()
    }),
  }
}

/** /uppedicon/gallery/ */
export const homeGallery = galleryHandlers('home')
/** /uppedicon/gkpgallery/ */
export const gorakhpurGallery = galleryHandlers('gorakhpur')

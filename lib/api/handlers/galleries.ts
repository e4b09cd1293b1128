// The two galleries: the home page's at the spec's /uppedicon/gallery/ and Explore Gorakhpur at
// /uppedicon/gkpgallery/ (app/uppedicon/gallery/route.ts, app/uppedicon/gkpgallery/route.ts).
import { NextResponse } from 'next/server'
import { galleryImageSchema, galleryQuerySchema, type Gallery } from '@/lib/gallery/schema'
import { addGalleryImage, deleteGalleryImage, getGallery } from '@/lib/gallery/service'
import { parse, queryOf } from '../input'
import { route } from '../route'
import { createHandler, deleteHandler, fromForm } from './writes'

function galleryHandlers(gallery: Gallery) {
  return {
    // GET — the gallery's pictures, oldest first; the home gallery's ?edition=<number>: that
    // edition's (past galleries stay reachable), else the current edition's
    GET: route(async (request) => {
      const { edition } = parse(galleryQuerySchema, queryOf(request))
      return NextResponse.json(await getGallery(gallery, gallery === 'home' ? edition : undefined))
    }),
    // POST — add a picture (admin; multipart field images) → 201
    POST: createHandler(galleryImageSchema, fromForm, (input, actor) =>
      addGalleryImage(gallery, input, actor),
    ),
    // DELETE — delete a picture (admin; id in the query or the body) → 204
    DELETE: deleteHandler((id, actor) => deleteGalleryImage(gallery, id, actor)),
  }
}

/** /uppedicon/gallery/ */
export const homeGallery = galleryHandlers('home')
/** /uppedicon/gkpgallery/ */
export const gorakhpurGallery = galleryHandlers('gorakhpur')

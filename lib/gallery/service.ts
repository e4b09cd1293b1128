import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { Write } from '@/lib/domain-write'
import type { GalleryImage } from '@/lib/generated/prisma/client'
import { pictureWrite } from '@/lib/uploads/picture-write'
import type { Gallery, GalleryImageData, GalleryItemDto } from './schema'

export const galleryTag = (gallery: Gallery) => (gallery === 'home' ? TAGS.gallery : TAGS.gkpgallery)

/** A gallery's pictures, oldest first (the order they were added). */
export async function listGallery(gallery: Gallery): Promise<GalleryItemDto[]> {
  const rows = await db().galleryImage.findMany({ where: { gallery }, orderBy: { id: 'asc' } })
  return rows.map((r) => ({ id: r.id, images: r.images, title: r.title }))
}

export async function getGallery(gallery: Gallery): Promise<GalleryItemDto[]> {
  'use cache'
  cacheLife('max')
  cacheTag(galleryTag(gallery))
  return listGallery(gallery)
}

export const IMAGE_NOT_FOUND = 'Image not found.'

/** A gallery write's audit entry and cache refresh (each gallery is its own entity and tag). */
async function changed(w: Write, gallery: Gallery, verb: 'create' | 'delete', image: GalleryImage) {
  const entity = gallery === 'home' ? 'gallery' : 'gkpgallery'
  await w.audit(`${entity}.${verb}`, { entityId: image.id, detail: { images: image.images } })
  w.invalidate(galleryTag(gallery))
}

export function addGalleryImage(
  gallery: Gallery,
  { images, title }: GalleryImageData,
  actor: Actor,
): Promise<GalleryItemDto> {
  const folder = gallery === 'home' ? 'gallery' : 'gkpgallery'
  return pictureWrite(actor, { folder, files: [images] }, async (w, [stored]) => {
    const row = await w.tx.galleryImage.create({
      data: { gallery, images: stored!.path, width: stored!.width, height: stored!.height, title },
    })
    await changed(w, gallery, 'create', row)
    return { result: { id: row.id, images: row.images, title: row.title } }
  })
}

/** Deletes a picture of that gallery (an id of the other gallery is a 404). */
export function deleteGalleryImage(gallery: Gallery, id: number, actor: Actor): Promise<void> {
  return pictureWrite(actor, { folder: 'gallery', files: [] }, async (w) => {
    const row = await w.tx.galleryImage.findFirst({ where: { id, gallery } })
    if (!row) throw notFound(IMAGE_NOT_FOUND)
    await w.tx.galleryImage.delete({ where: { id } })
    await changed(w, gallery, 'delete', row)
    return { result: undefined, remove: [row.images] }
  })
}

import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { notFound } from '@/lib/api/errors'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import { removeUpload, withPicture } from '@/lib/uploads/store'
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

export async function addGalleryImage(
  gallery: Gallery,
  { images, title }: GalleryImageData,
): Promise<GalleryItemDto> {
  return withPicture(images, gallery === 'home' ? 'gallery' : 'gkpgallery', async (stored) => {
    const row = await db().galleryImage.create({
      data: { gallery, images: stored!.path, width: stored!.width, height: stored!.height, title },
    })
    return { id: row.id, images: row.images, title: row.title }
  })
}

/** Deletes a picture of that gallery (an id of the other gallery is a 404). */
export async function deleteGalleryImage(gallery: Gallery, id: number): Promise<void> {
  const row = await db().galleryImage.findFirst({ where: { id, gallery } })
  if (!row) throw notFound(IMAGE_NOT_FOUND)
  await db().galleryImage.delete({ where: { id } })
  await removeUpload(row.images)
}

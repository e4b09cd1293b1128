import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { Gallery, GalleryItemDto } from './schema'

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

import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { GalleryImage } from '@/lib/generated/prisma/client'
import { pictureRecords, type Table } from '@/lib/uploads/picture-records'
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

/** The writes of one gallery: its own entity in the audit trail, folder and cache tag. */
const records = (gallery: Gallery) =>
  pictureRecords<GalleryImage, Pick<GalleryImageData, 'title'>, GalleryItemDto>({
    entity: gallery === 'home' ? 'gallery' : 'gkpgallery',
    notFound: IMAGE_NOT_FOUND,
    table: (tx) => tx.galleryImage as unknown as Table<GalleryImage>,
    // An id of the other gallery is not found.
    where: (id) => ({ id, gallery }),
    columns: ({ title }, image) => ({
      gallery,
      title,
      images: image!.path,
      width: image!.width,
      height: image!.height,
    }),
    pictureOf: (r) => r.images,
    toDto: (r) => ({ id: r.id, images: r.images, title: r.title }),
    detail: (r) => ({ images: r.images }),
  })
const GALLERY_RECORDS = { home: records('home'), gorakhpur: records('gorakhpur') }

export const addGalleryImage = (gallery: Gallery, { images, title }: GalleryImageData, actor: Actor) =>
  GALLERY_RECORDS[gallery].create({ title }, images, actor)
export const deleteGalleryImage = (gallery: Gallery, id: number, actor: Actor) =>
  GALLERY_RECORDS[gallery].delete(id, actor)

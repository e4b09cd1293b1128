import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { db, type Prisma } from '@/lib/db/client'
import type { GalleryImage } from '@/lib/generated/prisma/client'
import { pictureRecords, type Table } from '@/lib/uploads/picture-records'
import type { Gallery, GalleryImageData, GalleryItemDto } from './schema'

export const galleryTag = (gallery: Gallery) => (gallery === 'home' ? TAGS.gallery : TAGS.gkpgallery)

/**
 * The edition whose pictures the home gallery shows: the current one once it has pictures (those
 * added without an edition count as its own), else the latest earlier edition that has some, so
 * a new edition shows last year's moments until its own are added.
 */
async function shownEdition(): Promise<{ id: number; current: boolean } | null> {
  const current = await db().currentEdition.findFirst({
    select: { edition: { select: { id: true, number: true } } },
  })
  if (!current) return null
  const own = await db().galleryImage.count({
    where: { gallery: 'home', OR: [{ editionId: current.edition.id }, { editionId: null }] },
  })
  if (own) return { id: current.edition.id, current: true }
  const earlier = await db().edition.findFirst({
    where: { number: { lt: current.edition.number }, galleryImages: { some: { gallery: 'home' } } },
    orderBy: { number: 'desc' },
    select: { id: true },
  })
  return earlier ? { id: earlier.id, current: false } : { id: current.edition.id, current: true }
}

/**
 * A gallery's pictures, oldest first (the order they were added). The home gallery is per edition:
 * `editionNumber` names one (past editions' galleries stay reachable), else the one shownEdition picks.
 */
export async function listGallery(gallery: Gallery, editionNumber?: number): Promise<GalleryItemDto[]> {
  let where: Prisma.GalleryImageWhereInput = { gallery }
  if (gallery === 'home' && editionNumber) where = { gallery, edition: { number: editionNumber } }
  else if (gallery === 'home') {
    const shown = await shownEdition()
    if (shown)
      where = { gallery, OR: [{ editionId: shown.id }, ...(shown.current ? [{ editionId: null }] : [])] }
  }
  const rows = await db().galleryImage.findMany({ where, orderBy: { id: 'asc' } })
  return rows.map((r) => ({ id: r.id, images: r.images, title: r.title }))
}

export async function getGallery(gallery: Gallery, editionNumber?: number): Promise<GalleryItemDto[]> {
  'use cache'
  cacheLife('max')
  cacheTag(galleryTag(gallery), TAGS.editions)
  return listGallery(gallery, editionNumber)
}

export const IMAGE_NOT_FOUND = 'Image not found.'

/** The writes of one gallery: its own entity in the audit trail, folder and cache tag. */
const records = (gallery: Gallery) =>
  pictureRecords<GalleryImage, Pick<GalleryImageData, 'title'> & { editionId?: number }, GalleryItemDto>({
    entity: gallery === 'home' ? 'gallery' : 'gkpgallery',
    notFound: IMAGE_NOT_FOUND,
    table: (tx) => tx.galleryImage as unknown as Table<GalleryImage>,
    // An id of the other gallery is not found.
    where: (id) => ({ id, gallery }),
    // A home picture belongs to the edition current when it is added.
    columns: ({ title, editionId }, image) => ({
      gallery,
      ...(editionId ? { editionId } : {}),
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

export async function addGalleryImage(gallery: Gallery, { images, title }: GalleryImageData, actor: Actor) {
  const editionId =
    gallery === 'home'
      ? (await db().currentEdition.findFirst({ select: { editionId: true } }))?.editionId
      : undefined
  return GALLERY_RECORDS[gallery].create({ title, editionId }, images, actor)
}
export const deleteGalleryImage = (gallery: Gallery, id: number, actor: Actor) =>
  GALLERY_RECORDS[gallery].delete(id, actor)

import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { BannerSlide } from '@/lib/generated/prisma/client'
import { pictureRecords, type Table } from '@/lib/uploads/picture-records'
import type { BannerSlideDto, SlideData, SlideUpdateData } from './schema'

/** A slide as the pages and the API see it: the record without its picture size and timestamps. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the fields left out of the answer
const toSlideDto = ({ width, height, createdAt, updatedAt, ...slide }: BannerSlide): BannerSlideDto => slide

export async function listBannerSlides(): Promise<BannerSlideDto[]> {
  const rows = await db().bannerSlide.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] })
  return rows.map(toSlideDto)
}

export async function getBannerSlides(): Promise<BannerSlideDto[]> {
  'use cache'
  cacheLife('max')
  cacheTag(TAGS.banners)
  return listBannerSlides()
}

export const SLIDE_NOT_FOUND = 'Slide not found.'

type SlideColumns = Omit<SlideData, 'image'>

const slides = pictureRecords<BannerSlide, SlideColumns, BannerSlideDto>({
  entity: 'slide',
  options: { maxWidth: 1920 },
  notFound: SLIDE_NOT_FOUND,
  table: (tx) => tx.bannerSlide as unknown as Table<BannerSlide>,
  columns: (input, image) => ({
    ...input,
    ...(image ? { image: image.path, width: image.width, height: image.height } : {}),
  }),
  pictureOf: (s) => s.image,
  toDto: toSlideDto,
  detail: (s) => ({ title: s.title }),
})

/** The image is required (the schema): a new slide always has one. */
export const createSlide = ({ image, ...input }: SlideData, actor: Actor) =>
  slides.create(input, image, actor)
/** Updates a slide; a new image replaces (and removes) the old one. */
export const updateSlide = ({ id, image, ...input }: SlideUpdateData, actor: Actor) =>
  slides.update(id, input, image, actor)
export const deleteSlide = (id: number, actor: Actor) => slides.delete(id, actor)

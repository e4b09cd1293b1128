import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { BannerSlideDto } from './schema'

export async function listBannerSlides(): Promise<BannerSlideDto[]> {
  const rows = await db().bannerSlide.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] })
  return rows.map(({ id, image, title, subtitle, buttonText, buttonLink, buttonTexts, buttonLinks }) => ({
    id,
    image,
    title,
    subtitle,
    buttonText,
    buttonLink,
    buttonTexts,
    buttonLinks,
  }))
}

export async function getBannerSlides(): Promise<BannerSlideDto[]> {
  'use cache'
  cacheLife('max')
  cacheTag(TAGS.banners)
  return listBannerSlides()
}

import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { notFound } from '@/lib/api/errors'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { Theme } from '@/lib/generated/prisma/client'
import { removeUpload, withPicture } from '@/lib/uploads/store'
import type { ThemeData, ThemeDto, ThemeUpdateData } from './schema'

const toThemeDto = (t: Theme): ThemeDto => ({
  id: t.id,
  name: t.name,
  description: t.description,
  image: t.image,
})

export async function listThemes(): Promise<ThemeDto[]> {
  const rows = await db().theme.findMany({ orderBy: { id: 'asc' } })
  return rows.map(toThemeDto)
}

export async function getThemes(): Promise<ThemeDto[]> {
  'use cache'
  cacheLife('max')
  cacheTag(TAGS.themes)
  return listThemes()
}

export const THEME_NOT_FOUND = 'Theme not found.'
const PICTURE = { maxWidth: 1200 }

export async function createTheme({ image, name, description }: ThemeData): Promise<ThemeDto> {
  return withPicture(
    image,
    'themes',
    async (stored) =>
      toThemeDto(await db().theme.create({ data: { name, description, image: stored!.path } })),
    PICTURE,
  )
}

export async function updateTheme({ id, image, name, description }: ThemeUpdateData): Promise<ThemeDto> {
  const before = await db().theme.findUnique({ where: { id } })
  if (!before) throw notFound(THEME_NOT_FOUND)
  const row = await withPicture(
    image,
    'themes',
    (stored) =>
      db().theme.update({
        where: { id },
        data: { name, description, ...(stored ? { image: stored.path } : {}) },
      }),
    PICTURE,
  )
  if (image) await removeUpload(before.image)
  return toThemeDto(row)
}

export async function deleteTheme(id: number): Promise<void> {
  const row = await db().theme.findUnique({ where: { id } })
  if (!row) throw notFound(THEME_NOT_FOUND)
  await db().theme.delete({ where: { id } })
  await removeUpload(row.image)
}

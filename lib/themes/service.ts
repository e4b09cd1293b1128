import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { Theme } from '@/lib/generated/prisma/client'
import { pictureRecords, type Table } from '@/lib/uploads/picture-records'
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

const themes = pictureRecords<Theme, Pick<ThemeData, 'name' | 'description'>, ThemeDto>({
  entity: 'theme',
  options: { maxWidth: 1200 },
  notFound: THEME_NOT_FOUND,
  table: (tx) => tx.theme as unknown as Table<Theme>,
  columns: ({ name, description }, image) => ({ name, description, ...(image ? { image: image.path } : {}) }),
  pictureOf: (t) => t.image,
  toDto: toThemeDto,
  detail: (t) => ({ name: t.name }),
})

/** The image is required (the schema): a new theme always has one. */
export const createTheme = ({ image, ...input }: ThemeData, actor: Actor) =>
  themes.create(input, image, actor)
/** Updates a theme; a new image replaces (and removes) the old one. */
export const updateTheme = ({ id, image, ...input }: ThemeUpdateData, actor: Actor) =>
  themes.update(id, input, image, actor)
export const deleteTheme = (id: number, actor: Actor) => themes.delete(id, actor)

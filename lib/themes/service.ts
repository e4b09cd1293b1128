import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { notFound } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { Write } from '@/lib/domain-write'
import type { Theme } from '@/lib/generated/prisma/client'
import { pictureWrite } from '@/lib/uploads/picture-write'
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
const PICTURE = { folder: 'themes', options: { maxWidth: 1200 } } as const

/** A theme write's audit entry and cache refresh. */
async function changed(w: Write, action: 'theme.create' | 'theme.update' | 'theme.delete', t: Theme) {
  await w.audit(action, { entityId: t.id, detail: { name: t.name } })
  w.invalidate(TAGS.themes)
}

export function createTheme({ image, name, description }: ThemeData, actor: Actor): Promise<ThemeDto> {
  return pictureWrite(actor, { ...PICTURE, files: [image] }, async (w, [stored]) => {
    const row = await w.tx.theme.create({ data: { name, description, image: stored!.path } })
    await changed(w, 'theme.create', row)
    return { result: toThemeDto(row) }
  })
}

/** Updates a theme; a new image replaces (and removes) the old one. */
export function updateTheme(
  { id, image, name, description }: ThemeUpdateData,
  actor: Actor,
): Promise<ThemeDto> {
  return pictureWrite(actor, { ...PICTURE, files: [image] }, async (w, [stored]) => {
    const before = await w.tx.theme.findUnique({ where: { id } })
    if (!before) throw notFound(THEME_NOT_FOUND)
    const row = await w.tx.theme.update({
      where: { id },
      data: { name, description, ...(stored ? { image: stored.path } : {}) },
    })
    await changed(w, 'theme.update', row)
    return { result: toThemeDto(row), remove: stored ? [before.image] : [] }
  })
}

export function deleteTheme(id: number, actor: Actor): Promise<void> {
  return pictureWrite(actor, { ...PICTURE, files: [] }, async (w) => {
    const row = await w.tx.theme.findUnique({ where: { id } })
    if (!row) throw notFound(THEME_NOT_FOUND)
    await w.tx.theme.delete({ where: { id } })
    await changed(w, 'theme.delete', row)
    return { result: undefined, remove: [row.image] }
  })
}

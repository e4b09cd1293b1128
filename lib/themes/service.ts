import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { TAGS } from '@/lib/cache'
import { db } from '@/lib/db/client'
import type { ThemeDto } from './schema'

export async function listThemes(): Promise<ThemeDto[]> {
  const rows = await db().theme.findMany({ orderBy: { id: 'asc' } })
  return rows.map((t) => ({ id: t.id, name: t.name, description: t.description, image: t.image }))
}

export async function getThemes(): Promise<ThemeDto[]> {
  'use cache'
  cacheLife('max')
  cacheTag(TAGS.themes)
  return listThemes()
}

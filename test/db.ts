// Helpers for integration tests against the run's database.
import { inject } from 'vitest'
import { db } from '@/lib/db/client'

export const databaseKind = () => inject('databaseKind')

/** Empties the given tables (and resets their ids) so a test file starts from known data. */
export async function truncate(...tables: string[]) {
  await db().$executeRawUnsafe(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`)
}

export const CONTENT_TABLES = [
  'members',
  'conference_events',
  'events',
  'gallery_images',
  'themes',
  'contact_details',
  'banner_slides',
]

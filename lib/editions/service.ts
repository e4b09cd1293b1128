// Reading editions: the current one (cached under the `editions` tag, and only until its next
// time boundary: the window's opening or closing, the end of a fee slab or of the conference, so
// pages change state on their own), one by id, the list. The server's rules read the database
// directly (never the cache): registerTerms() and the proof check in ./rules.ts.
import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { notFound } from '@/lib/api/errors'
import { lifeUntil, TAGS } from '@/lib/cache'
import { toIsoDate } from '@/lib/dates'
import { db, type Prisma } from '@/lib/db/client'
import type { Edition, FeeSlab } from '@/lib/generated/prisma/client'
import { paiseToRupees } from '@/lib/money'
import { CATEGORIES } from '@/lib/registrations/categories'
import type { EditionDto } from './schema'
import { nextBoundary } from './window'

export const EDITION_INCLUDE = {
  feeSlabs: { orderBy: [{ category: 'asc' }, { position: 'asc' }] },
  current: true,
} satisfies Prisma.EditionInclude

type EditionRow = Edition & { feeSlabs: FeeSlab[]; current: unknown }

export function toEditionDto(e: EditionRow): EditionDto {
  return {
    id: e.id,
    number: e.number,
    name: e.name,
    city: e.city,
    venue: e.venue,
    starts_on: toIsoDate(e.startsOn),
    ends_on: toIsoDate(e.endsOn),
    time_zone: e.timeZone,
    registration_prefix: e.registrationPrefix,
    abstracts_url: e.abstractsUrl,
    opens_at: e.opensAt.toISOString(),
    closes_at: e.closesAt.toISOString(),
    seat_hold_minutes: e.seatHoldMinutes,
    waitlist_offer_hours: e.waitlistOfferHours,
    transfer_close_days: e.transferCloseDays,
    current: Boolean(e.current),
    fees: CATEGORIES.map((category) => ({
      category,
      slabs: e.feeSlabs
        .filter((s) => s.category === category)
        .sort((a, b) => a.position - b.position)
        .map((s) => ({
          label: s.label,
          amount: paiseToRupees(s.amountPaise),
          last_day: s.lastDay ? toIsoDate(s.lastDay) : null,
        })),
    })),
  }
}

/** The current edition, read now (the server's rules use this one). */
export async function findCurrentEdition(tx: Prisma.TransactionClient = db()): Promise<EditionDto> {
  // The pointer is what makes it current: its edition is not asked again whether it is.
  const pointer = await tx.currentEdition.findUnique({
    where: { id: 1 },
    include: { edition: { include: { feeSlabs: EDITION_INCLUDE.feeSlabs } } },
  })
  if (!pointer) throw notFound('No conference edition has been set up yet.')
  return toEditionDto({ ...pointer.edition, current: pointer })
}

export async function findEdition(id: number, tx: Prisma.TransactionClient = db()): Promise<EditionDto> {
  const row = await tx.edition.findUnique({ where: { id }, include: EDITION_INCLUDE })
  if (!row) throw notFound('No such edition.')
  return toEditionDto(row)
}

/** Every edition, newest first. */
export async function listEditions(): Promise<EditionDto[]> {
  const rows = await db().edition.findMany({ include: EDITION_INCLUDE, orderBy: { number: 'desc' } })
  return rows.map(toEditionDto)
}

const DAY = 86_400
/**
 * How long a cached read of the edition may be served: until its next boundary (revalidated
 * then), at most 30 days (lifeUntil); the first request after a boundary re-renders the pages.
 */
export function lifeOf(e: EditionDto, now = new Date()) {
  const seconds = Math.ceil((nextBoundary(e, now).getTime() - now.getTime()) / 1000) + 1
  return lifeUntil(Math.min(seconds, 30 * DAY))
}

/** The current edition for pages and public reads (cached; see lifeOf). */
export async function getCurrentEdition(): Promise<EditionDto> {
  'use cache'
  cacheTag(TAGS.editions)
  const edition = await findCurrentEdition()
  cacheLife(lifeOf(edition))
  return edition
}

/**
 * When the current edition last changed as the site shows it: its fields, its fee slabs, or its
 * becoming the current one (what the texts filled from it say may have changed then).
 */
export async function currentEditionChangedAt(): Promise<Date> {
  const [row] = await db().$queryRaw<{ at: Date }[]>`
    SELECT greatest(c.updated_at, e.updated_at, max(f.updated_at)) AS at
      FROM current_edition c
      JOIN editions e ON e.id = c.edition_id
      LEFT JOIN fee_slabs f ON f.edition_id = e.id
     GROUP BY c.updated_at, e.updated_at`
  if (!row) throw notFound('No conference edition has been set up yet.')
  return row.at
}

/** The previous edition (by number) and the next one, if they exist (cached). */
export async function getNeighbours(number: number): Promise<{ next: EditionDto | null }> {
  'use cache'
  cacheTag(TAGS.editions)
  cacheLife('max')
  const next = await db().edition.findFirst({
    where: { number: { gt: number } },
    include: EDITION_INCLUDE,
    orderBy: { number: 'asc' },
  })
  return { next: next ? toEditionDto(next) : null }
}

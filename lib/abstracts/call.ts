// Reading an edition's call for abstracts: now, for the service's rules (never the cache), and
// the current edition's for the public pages and the navigation, cached under the `abstracts`
// and `editions` tags until the window next opens or closes, so the pages change on their own.
import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { lifeUntil, TAGS } from '@/lib/cache'
import { toIsoDate } from '@/lib/dates'
import { db, type Prisma } from '@/lib/db/client'
import type { EditionDto } from '@/lib/editions/schema'
import { lifeOf as editionLifeOf, getCurrentEdition } from '@/lib/editions/service'
import type { AbstractCall } from '@/lib/generated/prisma/client'
import type { CallDto } from './schema'
import { callState, nextCallBoundary, type CallState } from './window'

const toCallDto = (c: AbstractCall, edition: string): CallDto => ({
  edition_id: c.editionId,
  edition,
  opens_at: c.opensAt.toISOString(),
  closes_at: c.closesAt.toISOString(),
  types: c.types,
  topics: c.topics,
  word_limit: c.wordLimit,
  guidelines: c.guidelines,
  presenter_must_register: c.presenterMustRegister,
  register_by: c.registerBy ? toIsoDate(c.registerBy) : null,
  updated_at: c.updatedAt.toISOString(),
})

/** An edition's call as it is now (null: the edition has none). */
export async function findCall(
  editionId: number,
  tx: Prisma.TransactionClient = db(),
): Promise<CallDto | null> {
  const row = await tx.abstractCall.findUnique({ where: { editionId }, include: { edition: true } })
  return row && toCallDto(row, row.edition.name)
}

/**
 * A cached read's lifetime: the edition's (lifeOf: until its next boundary) or shorter, until the
 * call's window next opens or closes.
 */
function lifeOf(edition: EditionDto, call: CallDto | null, now = new Date()) {
  const life = editionLifeOf(edition, now)
  const next = call && nextCallBoundary(call, now)
  if (!next) return life
  return lifeUntil(Math.min(Math.ceil((next.getTime() - now.getTime()) / 1000) + 1, life.revalidate))
}

/**
 * The current edition's call (null when it has none) and its state now, both cached (see lifeOf):
 * the entry ends when the state changes.
 */
export async function getCurrentCall(): Promise<{ call: CallDto | null; state: CallState | null }> {
  'use cache'
  cacheTag(TAGS.abstracts, TAGS.editions)
  const edition = await getCurrentEdition()
  const call = await findCall(edition.id)
  cacheLife(lifeOf(edition, call))
  return { call, state: call && callState(call) }
}

/**
 * Where the navigation's "Call for Abstracts" goes: the site's own page while the current
 * edition's call is open, or whenever no external form is set (the edition's abstracts_url);
 * else that form, as before the site had its own.
 */
export async function getAbstractsLink(): Promise<{ href: string; external: boolean }> {
  'use cache'
  cacheTag(TAGS.abstracts, TAGS.editions)
  const [edition, { call, state }] = await Promise.all([getCurrentEdition(), getCurrentCall()])
  cacheLife(lifeOf(edition, call))
  return state === 'open' || !edition.abstracts_url
    ? { href: '/abstracts', external: false }
    : { href: edition.abstracts_url, external: true }
}

// The current edition as the public pages show it: the edition, its state, today's fees and the
// next edition. Computed inside the cache entry, which lives until the edition's next time
// boundary (lifeOf), so a prerendered page changes state on its own when registration opens or
// closes, a slab ends or the conference is over; an organiser's change expires it at once.
import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { TAGS } from '@/lib/cache'
import { feesOn } from '@/lib/pricing'
import { refusal, registrationState, type EditionDto, type EditionState } from './schema'
import { findCurrentEdition, getNeighbours, lifeOf } from './service'

export interface SiteEdition {
  edition: EditionDto
  state: EditionState
  /** Today's fee of every category. */
  fees: ReturnType<typeof feesOn>
  /** Why registering is refused now ("Registration opens on …" / "Registration is closed."), or null. */
  notice: string | null
  /** The edition after the current one, when the organisers have created it. */
  next: EditionDto | null
}

export async function getSiteEdition(): Promise<SiteEdition> {
  'use cache'
  cacheTag(TAGS.editions)
  const edition = await findCurrentEdition()
  const now = new Date()
  cacheLife(lifeOf(edition, now))
  const { next } = await getNeighbours(edition.number)
  const state = registrationState(edition, now)
  return { edition, state, notice: refusal(edition, now), fees: feesOn(edition, now), next }
}

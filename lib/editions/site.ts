// The current edition as the public pages show it: the edition, its state, today's fees, the next
// edition and the year. Computed inside the cache entry, which lives until the next time boundary
// (lifeOf), so a prerendered page changes on its own when registration opens or closes, a slab
// ends, the conference is over or the year turns; an organiser's change expires it at once.
import 'server-only'
import { cacheLife, cacheTag } from 'next/cache'
import { TAGS } from '@/lib/cache'
import { todayInIndia } from '@/lib/dates'
import { db } from '@/lib/db/client'
import type { PublishedGst } from '@/lib/gst/gst'
import { publishedGstFor } from '@/lib/invoices/settings'
import { feesOn } from '@/lib/pricing'
import type { EditionDto } from './schema'
import { currentEditionChangedAt, findCurrentEdition, getNeighbours, lifeOf } from './service'
import { refusal, registrationState, type EditionState } from './window'

export interface SiteEdition {
  edition: EditionDto
  state: EditionState
  /** Today's fee of every category. */
  fees: ReturnType<typeof feesOn>
  /** Why registering is refused now ("Registration opens on …" / "Registration is closed."), or null. */
  notice: string | null
  /** The edition after the current one, when the organisers have created it. */
  next: EditionDto | null
  /** When the current edition last changed (fields, fees, or becoming current): ISO instant. */
  changed_at: string
  /** The year in India now (the footer's ©): the cache entry ends when it turns (lifeOf). */
  year: number
  /** When its fees are published without GST: the GST added on top (shown as "+ GST"); else null. */
  gst: PublishedGst | null
}

export async function getSiteEdition(): Promise<SiteEdition> {
  'use cache'
  cacheTag(TAGS.editions)
  const edition = await findCurrentEdition()
  const now = new Date()
  cacheLife(lifeOf(edition, now))
  const [{ next }, changedAt, gst] = await Promise.all([
    getNeighbours(edition.number),
    currentEditionChangedAt(),
    publishedGstFor(db(), edition.id),
  ])
  const state = registrationState(edition, now)
  return {
    edition,
    state,
    notice: refusal(edition, now),
    fees: feesOn(edition, now),
    next,
    changed_at: changedAt.toISOString(),
    year: Number(todayInIndia(now).slice(0, 4)),
    gst,
  }
}

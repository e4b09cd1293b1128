// What an edition fills into the organisers' texts (lib/content/placeholders.ts): the policy pages,
// the about texts, the FAQs and the hero slides name, date and price the conference with these
// placeholders, so they follow the current edition; a text written without them stays as written.
// Client-safe (the admin screens list and preview them).
import { placeholderList } from '@/lib/content/placeholders'
import { addIsoDays, formatLongDate } from '@/lib/dates'
import { refundCutoff } from '@/lib/payments/service/refund-policy'
import { ABSTRACTS_URL } from '@/lib/site'
import { conferenceDates, ordinal, type EditionDto, type FeeSlabDto } from './schema'

/** The placeholders and what each becomes, as the admin screens explain them. */
export const EDITION_PLACEHOLDERS = {
  edition: 'the edition’s name (UP Pedicon 2027)',
  number: 'its number (47th)',
  year: 'the year of its first day',
  city: 'its city',
  venue: 'its venue',
  dates: 'its dates (25–27 March 2027)',
  cancellation_cutoff: 'the last day a cancellation is refunded: two months before the first day',
  fee_slabs: 'its fee slabs and their dates (Early bird until …, Regular until … and Spot from …)',
  abstracts_url: 'the address of its Call for Abstracts form',
} as const
export type EditionPlaceholder = keyof typeof EDITION_PLACEHOLDERS
export const EDITION_PLACEHOLDER_NAMES = Object.keys(EDITION_PLACEHOLDERS) as EditionPlaceholder[]

/** The admin forms' hint under a text that may carry them. */
export const EDITION_PLACEHOLDER_HINT = `Filled from the current edition: ${placeholderList(EDITION_PLACEHOLDER_NAMES)}.`

export type SlabColumn = FeeSlabDto & {
  /** Its first India day (null for the first slab). */ first_day: string | null
}

/** The fee periods of an edition: the slabs of the category with the most of them (usually all alike). */
export function slabColumns(edition: Pick<EditionDto, 'fees'>): SlabColumn[] {
  const slabs = edition.fees.reduce<FeeSlabDto[]>((a, b) => (b.slabs.length > a.length ? b.slabs : a), [])
  return slabs.map((s, i) => {
    const before = slabs[i - 1]?.last_day
    return { ...s, first_day: before ? addIsoDays(before, 1) : null }
  })
}

/** "Early bird until 25 December 2026, Regular until 10 March 2027 and Spot from 11 March 2027". */
export function feeSlabsText(edition: Pick<EditionDto, 'fees'>): string {
  const parts = slabColumns(edition).map((s) =>
    s.last_day
      ? `${s.label} until ${formatLongDate(s.last_day)}`
      : s.first_day
        ? `${s.label} from ${formatLongDate(s.first_day)}`
        : s.label,
  )
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '')
}

/** The value of every placeholder for an edition. */
export function editionValues(e: EditionDto): Record<EditionPlaceholder, string> {
  return {
    edition: e.name,
    number: ordinal(e.number),
    year: e.starts_on.slice(0, 4),
    city: e.city,
    venue: e.venue,
    dates: conferenceDates(e),
    cancellation_cutoff: formatLongDate(refundCutoff(e.starts_on)),
    fee_slabs: feeSlabsText(e),
    abstracts_url: e.abstracts_url || ABSTRACTS_URL,
  }
}

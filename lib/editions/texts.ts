// What an edition fills into the organisers' texts (lib/content/placeholders.ts): the policy pages,
// the about texts, the FAQs and the hero slides name, date and price the conference with these
// placeholders, so they follow the current edition; a text written without them stays as written.
// Client-safe (the admin screens list and preview them).
import { placeholderList } from '@/lib/content/placeholders'
import { formatLongDate } from '@/lib/dates'
import { refundCutoff } from '@/lib/payments/service/refund-policy'
import { feeSlabsText } from '@/lib/pricing/wording'
import { ABSTRACTS_URL } from '@/lib/site'
import type { EditionDto } from './schema'
import { conferenceDates, ordinal } from './wording'

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

// How the site words fees: the fee periods of an edition ("Early bird until 25 December 2026, …"),
// the fee table's column dates and amounts, the lines of a money summary and the notice of a
// registration re-priced after its slab ended. The amounts come from the money rules (./index.ts);
// only the words are here. Client-safe, without zod.
import { addIsoDays, formatLongDate } from '@/lib/dates'
import type { EditionDto } from '@/lib/editions/schema'
import { formatRupees, paiseToRupees } from '@/lib/money'
import { CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import type { FeeSlabDto } from './index'

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

/** A fee table's column dates: "till 25 December 2026", "from 11 March 2027", or nothing for a single open-ended slab. */
export const slabDates = (s: SlabColumn) =>
  s.last_day ? `till ${formatLongDate(s.last_day)}` : s.first_day ? `from ${formatLongDate(s.first_day)}` : ''

/** A fee table's column heading: "Regular, till 10 March 2027". */
export const slabHeading = (s: SlabColumn) => [s.label, slabDates(s)].filter(Boolean).join(', ')

/** The fee table's caption: "Registration fees, UP Pedicon 2027 (early bird till 25 December 2026)". */
export function feeTableCaption(edition: Pick<EditionDto, 'name' | 'fees'>): string {
  const first = slabColumns(edition)[0]
  const until = first?.last_day
    ? ` (${first.label.toLowerCase()} till ${formatLongDate(first.last_day)})`
    : ''
  return `Registration fees, ${edition.name}${until}`
}

/** A fee in a fee table: "Rs. 6500", or "Free". */
export const feeText = (rupees: number) => (rupees === 0 ? 'Free' : formatRupees(rupees))

/** A money summary's registration line: "Registration (Non-Member, Early bird)"; no slab when unknown. */
export const registrationLineLabel = (category: Category, feeSlab: string) =>
  `Registration (${CATEGORY_LABELS[category]}${feeSlab ? `, ${feeSlab}` : ''})`

/** A money summary's workshop line: "Workshop: NRP Workshop". */
export const workshopLineLabel = (title: string) => `Workshop: ${title}`

/** A fee as published without GST: "Rs. 6500 + GST" (`onTop` false: as it is). */
export const plusGst = (fee: string, onTop: boolean) => (onTop ? `${fee} + GST` : fee)

/** Said with fees published without GST. */
export const GST_ON_TOP_NOTE = 'Fees are exclusive of GST, which is added at checkout.'

/** The line of a money summary that adds GST to fees published without it. */
export const GST_LINE_LABEL = 'GST'

/** The line of a money summary that takes a discount code off. */
export const discountLineLabel = (code: string) => (code ? `Discount (code ${code})` : 'Discount')

/** Told to the delegate when a payment is started after the registration's slab ended. */
export function repricedMessage(r: {
  /** The slab the registration was priced by ('' when unknown). */
  previousSlab: string
  /** Its last India day (YYYY-MM-DD). */
  endedOn: string
  amountPaise: number
  /** Today's slab. */
  slab: string
}): string {
  return `The ${r.previousSlab || 'earlier'} fee ended on ${formatLongDate(r.endedOn)}: your registration now costs ${formatRupees(paiseToRupees(r.amountPaise))} (${r.slab}). Press PAY NOW again to pay this amount.`
}

// What a discount code takes off a registration's lines (lib/discounts keeps the codes and counts
// their uses; this module only does the money). Client-safe, without zod.
// - A percentage comes off each line it applies to, rounded to the paisa (halves up); 100 % is a
//   complimentary registration: those lines cost nothing.
// - A fixed amount comes off once per registration: off the registration fee first, then the
//   workshops in order, never more than a line costs, so it is capped at the price.
// - Lines it does not apply to (another category, a workshop not listed) keep their fee.
import type { Category } from '@/lib/registrations/categories'

/** A code's money terms. */
export interface DiscountTerms {
  kind: 'percent' | 'fixed'
  /** Percent off (1-100) when kind = percent. */
  percent: number
  /** Paise off (once) when kind = fixed. */
  amountPaise: number
  categories: readonly Category[]
  workshopIds: readonly number[]
}

/** What the code takes off: the registration fee, and each workshop (in the order given). */
export interface DiscountSplit {
  registrationPaise: number
  workshopsPaise: number[]
}

/** n × percent / 100 rounded to the paisa, halves up. */
const percentOf = (paise: number, percent: number) => Math.floor((2 * paise * percent + 100) / 200)

/**
 * The discount of a registration in `category` whose fee is `feePaise`, with these workshops
 * (their ids and fees in paise).
 */
export function discountSplit(
  terms: DiscountTerms,
  category: Category,
  feePaise: number,
  workshops: readonly { id: number; feePaise: number }[],
): DiscountSplit {
  const lines = [
    { paise: feePaise, applies: terms.categories.includes(category) },
    ...workshops.map((w) => ({ paise: w.feePaise, applies: terms.workshopIds.includes(w.id) })),
  ]
  for (const l of lines)
    if (!Number.isSafeInteger(l.paise) || l.paise < 0)
      throw new RangeError(`invalid fee in paise: ${l.paise}`)
  let left = terms.kind === 'fixed' ? Math.max(0, terms.amountPaise) : 0
  const off = lines.map((l) => {
    if (!l.applies) return 0
    if (terms.kind === 'percent') return Math.min(l.paise, percentOf(l.paise, terms.percent))
    const take = Math.min(left, l.paise)
    left -= take
    return take
  })
  return { registrationPaise: off[0], workshopsPaise: off.slice(1) }
}

/** Whether a code takes off everything it could: a percentage of 100. */
export const isComplimentary = (terms: Pick<DiscountTerms, 'kind' | 'percent'>) =>
  terms.kind === 'percent' && terms.percent === 100

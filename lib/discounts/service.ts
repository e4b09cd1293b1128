// Discount codes on the server: a code taken by a registration, in its transaction, and its split
// worked out again when the registration is re-priced. Taking a code locks its row
// (FOR UPDATE), then counts its uses, so simultaneous registrations never use a code with N uses
// N+1 times: reserve, then check, as workshop seats are taken (lib/workshops/seats.ts). A use is a
// registration holding the code that is not cancelled or refunded; one per registration.
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import { toIsoDate } from '@/lib/dates'
import { db, type Prisma } from '@/lib/db/client'
import type { DiscountCode } from '@/lib/generated/prisma/client'
import { discountSplit, type DiscountSplit, type DiscountTerms } from '@/lib/pricing'
import type { Category } from '@/lib/registrations/categories'
import { CLOSED } from '@/lib/registrations/lifecycle'
import { CODE_REFUSED, type CodeRefusal } from './words'

type Tx = Prisma.TransactionClient

/** A refusal of the code typed on /register: 422, shown beside the code's field. */
export const codeRefused = (why: CodeRefusal) =>
  new ApiError('unprocessable', CODE_REFUSED[why], { fields: { discount_code: [CODE_REFUSED[why]] } })

export const termsOf = (c: DiscountCode): DiscountTerms => ({
  kind: c.kind,
  percent: c.percent,
  amountPaise: c.amountPaise,
  categories: c.categories,
  workshopIds: c.workshopIds,
})

/** Why a code cannot be used on India day `today` (its dates and switch), or null. */
function dateRefusal(c: DiscountCode, today: string): CodeRefusal | null {
  if (c.disabled) return 'disabled'
  if (c.validFrom && today < toIsoDate(c.validFrom)) return 'early'
  if (c.validUntil && today > toIsoDate(c.validUntil)) return 'expired'
  return null
}

/** Uses of a code that count: registrations holding it, not closed, other than `own`. */
const usesOf = (tx: Tx, codeId: number, own: number | null, email?: string) =>
  tx.registration.count({
    where: {
      discountCodeId: codeId,
      status: { notIn: [...CLOSED] },
      ...(own ? { id: { not: own } } : {}),
      ...(email ? { email } : {}),
    },
  })

/** Why the code cannot be used once more (by `email`; `own`: the registration being corrected). */
async function limitRefusal(tx: Tx, c: DiscountCode, email: string, own: number | null) {
  if (c.maxUses !== null && (await usesOf(tx, c.id, own)) >= c.maxUses) return 'used'
  if (c.maxUsesPerEmail !== null && email && (await usesOf(tx, c.id, own, email)) >= c.maxUsesPerEmail)
    return 'person'
  return null
}

/** What a registration takes with a code: the code and its split of the lines. */
export interface TakenCode {
  id: number
  split: DiscountSplit
}

export interface Lines {
  category: Category
  feePaise: number
  workshops: readonly { id: number; feePaise: number }[]
}

function splitOrRefuse(c: DiscountCode, lines: Lines): DiscountSplit {
  const split = discountSplit(termsOf(c), lines.category, lines.feePaise, lines.workshops)
  if (split.registrationPaise + split.workshopsPaise.reduce((s, x) => s + x, 0) === 0)
    throw codeRefused('nothing')
  return split
}

/**
 * Takes a code for a registration in its transaction (422 with the reason when it cannot be
 * used): the code's row is locked until the transaction ends, then its uses are counted.
 */
export async function takeCode(
  tx: Tx,
  editionId: number,
  code: string,
  who: { email: string; own: number | null; today: string },
  lines: Lines,
): Promise<TakenCode> {
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM discount_codes WHERE edition_id = ${editionId} AND code = ${code} FOR UPDATE`
  const c = locked.length ? await tx.discountCode.findUnique({ where: { id: locked[0].id } }) : null
  if (!c) throw codeRefused('unknown')
  const why = dateRefusal(c, who.today) ?? (await limitRefusal(tx, c, who.email, who.own))
  if (why) throw codeRefused(why)
  return { id: c.id, split: splitOrRefuse(c, lines) }
}

/**
 * A code's split of a registration's lines again (its slab re-priced): the use it holds stays,
 * only the money is worked out anew.
 */
export async function splitAgain(codeId: number, lines: Lines): Promise<DiscountSplit> {
  const c = await db().discountCode.findUniqueOrThrow({ where: { id: codeId } })
  return discountSplit(termsOf(c), lines.category, lines.feePaise, lines.workshops)
}

// The organisers' discount codes in the console: the current edition's codes with their uses,
// and saving one (create, edit, disable) as an audited domain write.
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import type { Actor } from '@/lib/audit/actions'
import { fromIsoDate, toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { findCurrentEdition } from '@/lib/editions/service'
import type { DiscountCode } from '@/lib/generated/prisma/client'
import { isComplimentary } from '@/lib/pricing'
import { CLOSED } from '@/lib/registrations/lifecycle'
import type { DiscountCodeInput } from './schema'

/** A code as the console lists and edits it. */
export interface DiscountCodeDto extends Omit<DiscountCodeInput, 'kind'> {
  id: number
  kind: DiscountCodeInput['kind']
  /** Registrations holding it (not cancelled or refunded). */
  uses: number
}

function toDto(c: DiscountCode, uses: number): DiscountCodeDto {
  const complimentary = isComplimentary(c)
  return {
    id: c.id,
    code: c.code,
    description: c.description,
    kind: complimentary ? 'complimentary' : c.kind,
    percent: c.percent,
    amount: c.amountPaise / 100,
    categories: c.categories,
    workshop_ids: c.workshopIds,
    valid_from: c.validFrom ? toIsoDate(c.validFrom) : null,
    valid_until: c.validUntil ? toIsoDate(c.validUntil) : null,
    max_uses: c.maxUses,
    max_uses_per_email: c.maxUsesPerEmail,
    disabled: c.disabled,
    uses,
  }
}

/** The current edition's codes, newest first, with their uses. */
export async function discountCodeList(): Promise<DiscountCodeDto[]> {
  const edition = await findCurrentEdition()
  const [codes, uses] = await Promise.all([
    db().discountCode.findMany({ where: { editionId: edition.id }, orderBy: { id: 'desc' } }),
    db().registration.groupBy({
      by: ['discountCodeId'],
      where: { editionId: edition.id, discountCodeId: { not: null }, status: { notIn: [...CLOSED] } },
      _count: { _all: true },
    }),
  ])
  const count = new Map(uses.map((u) => [u.discountCodeId, u._count._all]))
  return codes.map((c) => toDto(c, count.get(c.id) ?? 0))
}

const columnsOf = (input: DiscountCodeInput) => ({
  code: input.code,
  description: input.description,
  kind: input.kind === 'fixed' ? ('fixed' as const) : ('percent' as const),
  percent: input.kind === 'complimentary' ? 100 : input.kind === 'percent' ? input.percent : 0,
  amountPaise: input.kind === 'fixed' ? Math.round(input.amount * 100) : 0,
  categories: input.categories,
  workshopIds: input.workshop_ids,
  validFrom: input.valid_from ? fromIsoDate(input.valid_from) : null,
  validUntil: input.valid_until ? fromIsoDate(input.valid_until) : null,
  maxUses: input.max_uses,
  maxUsesPerEmail: input.max_uses_per_email,
  disabled: input.disabled,
})

export const CODE_TAKEN = 'This edition already has a discount code with these letters.'

/**
 * Creates a code in the current edition (`id` null) or changes one. A registration that holds
 * the code keeps what it took off; the change applies to registrations from then on.
 */
export async function saveDiscountCode(actor: Actor, id: number | null, input: DiscountCodeInput) {
  const edition = await findCurrentEdition()
  const data = columnsOf(input)
  const saved = await domainWrite(actor, async (w) => {
    await w.lock(`discount-code:${edition.id}:${data.code}`)
    const same = await w.tx.discountCode.findUnique({
      where: { editionId_code: { editionId: edition.id, code: data.code } },
    })
    if (id && !(await w.tx.discountCode.findFirst({ where: { id, editionId: edition.id } })))
      throw new ApiError('not_found', 'No discount code was found with this id.')
    if (same && same.id !== id) throw new ApiError('conflict', CODE_TAKEN, { fields: { code: [CODE_TAKEN] } })
    const row = id
      ? await w.tx.discountCode.update({ where: { id }, data })
      : await w.tx.discountCode.create({ data: { ...data, editionId: edition.id } })
    await w.audit(id ? 'discount.update' : 'discount.create', { entityId: row.id, detail: { ...input } })
    return row
  })
  return saved
}

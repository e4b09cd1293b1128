// Reading a registration: its row, its number, and the answer the API gives about it. Read-only,
// so the mails, the payment flow and the delegate's page use it without loading the writes.
import 'server-only'
import { toIsoDate } from '@/lib/dates'
import { db } from '@/lib/db/client'
import type { Registration } from '@/lib/generated/prisma/client'
import { paiseToRupees } from '@/lib/money'
import { lineDtos, type PriceBreakdown } from '@/lib/pricing'
import { standingOf } from '@/lib/workshops/holds'
import { breakdownOf } from '@/lib/workshops/service'
import type { RegistrationDto } from './flow'

/** A registration's number: its edition's prefix (e.g. `UPP27-`) and its id in six digits. */
export const registrationNumberOf = (id: number, prefix: string) => `${prefix}${String(id).padStart(6, '0')}`

/** A registration as the API answers it, with its amount line by line (`price`, when read already). */
export async function toRegistrationDto(p: Registration, price?: PriceBreakdown): Promise<RegistrationDto> {
  price ??= await breakdownOf(p)
  return {
    id: p.id,
    registration_number: p.registrationNumber,
    name: p.name,
    email: p.email,
    mobile_number: p.mobileNumber,
    category: p.category,
    amount: paiseToRupees(p.amountPaise),
    status: p.status,
    edition_id: p.editionId,
    slab: { label: p.feeSlab, valid_until: p.feeValidUntil ? toIsoDate(p.feeValidUntil) : null },
    lines: lineDtos(price),
    seats_held_until: standingOf(p) === 'held' ? (p.seatsHeldUntil?.toISOString() ?? null) : null,
  }
}

export async function findRegistration(id: number): Promise<Registration | null> {
  return db().registration.findUnique({ where: { id } })
}

/** The registration a job is about; throws (the job fails) when it no longer exists. */
export async function mustFindRegistration(id: number): Promise<Registration> {
  const p = await findRegistration(id)
  if (!p) throw new Error(`registration ${id} no longer exists`)
  return p
}

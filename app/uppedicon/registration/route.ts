import { connection, NextResponse } from 'next/server'
import { route } from '@/lib/api/route'
import type { RegistrationInfoDto } from '@/lib/editions/schema'
import { getCurrentEdition } from '@/lib/editions/service'
import { registrationState } from '@/lib/editions/window'
import { feesOn } from '@/lib/pricing'
import { CATEGORY_LABELS } from '@/lib/registrations/categories'

// GET /uppedicon/registration/ — the current edition, its registration state and window, and
// today's fee of every category (valid_until null for the open-ended slab)
export const GET = route(async () => {
  await connection()
  const edition = await getCurrentEdition()
  const now = new Date()
  const { id, number, name, city, venue, starts_on, ends_on } = edition
  const body: RegistrationInfoDto = {
    edition: { id, number, name, city, venue, starts_on, ends_on },
    state: registrationState(edition, now),
    opens_at: edition.opens_at,
    closes_at: edition.closes_at,
    fees: feesOn(edition, now).map(({ category, label, amount, last_day }) => ({
      category,
      label: CATEGORY_LABELS[category],
      amount,
      slab: label,
      valid_until: last_day,
    })),
  }
  return NextResponse.json(body, { headers: { 'Cache-Control': 'no-store' } })
})

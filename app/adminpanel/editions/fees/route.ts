import { NextResponse } from 'next/server'
import { jsonBody, parse, queryOf } from '@/lib/api/input'
import { adminWrite } from '@/lib/auth/guard'
import { editionFeesSchema } from '@/lib/editions/schema'
import { setEditionFees } from '@/lib/editions/writes'
import { idSchema } from '@/lib/forms'

// PUT /adminpanel/editions/fees/?id= — {fees: [{category, slabs: [{label, amount, last_day}]}]}:
// replace an edition's fee slabs; slabs in order, only the last open-ended (admin)
export const PUT = adminWrite(async (request, actor) => {
  const { id } = parse(idSchema, { id: queryOf(request).id })
  const input = parse(editionFeesSchema, await jsonBody(request, 64 * 1024))
  return NextResponse.json(await setEditionFees(id, input, actor))
})

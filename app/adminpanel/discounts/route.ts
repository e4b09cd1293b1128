import { jsonBody, parse } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'
import { discountCodeList, saveDiscountCode } from '@/lib/discounts/console'
import { discountCodeSchema } from '@/lib/discounts/schema'

// GET /adminpanel/discounts/ — the current edition's discount codes with their uses (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson(await discountCodeList())
})

// POST /adminpanel/discounts/ — {code, description, kind, percent, amount, categories, workshop_ids,
// valid_from, valid_until, max_uses, max_uses_per_email, disabled}: a new code (admin, audited)
export const POST = adminWrite(async (request, actor) => {
  await saveDiscountCode(actor, null, parse(discountCodeSchema, await jsonBody(request)))
  return privateJson(await discountCodeList())
})

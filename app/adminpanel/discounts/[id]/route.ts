import { notFound } from '@/lib/api/errors'
import { jsonBody, parse } from '@/lib/api/input'
import { privateJson } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { discountCodeList, saveDiscountCode } from '@/lib/discounts/console'
import { discountCodeSchema } from '@/lib/discounts/schema'
import { registrationIdOf } from '@/lib/registrations/review'

type Context = { params: Promise<{ id: string }> }

// PUT /adminpanel/discounts/<id>/ — the code's new terms, as POST /adminpanel/discounts/ takes them;
// `disabled: true` stops it being accepted (admin, audited)
export const PUT = adminWrite<Context>(async (request, actor, { params }) => {
  const id = registrationIdOf((await params).id)
  if (!id) throw notFound('No discount code was found with this id.')
  await saveDiscountCode(actor, id, parse(discountCodeSchema, await jsonBody(request)))
  return privateJson(await discountCodeList())
})

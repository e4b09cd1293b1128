import { jsonBody, parse } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { adminWrite, requireAdmin } from '@/lib/auth/guard'
import { payeeAccount, savePayeeAccount } from '@/lib/payments/direct/account'
import { payeeAccountSchema } from '@/lib/payments/direct/schema'

// GET /adminpanel/payee/ — the association's UPI ID and bank account for transfers (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  return privateJson(await payeeAccount())
})

// PUT /adminpanel/payee/ — {upi_id, payee_name, bank_name, account_number, ifsc}: save them (admin,
// audited); empty fields show nothing on the delegates' pages
export const PUT = adminWrite(async (request, actor) => {
  const input = parse(payeeAccountSchema, await jsonBody(request))
  return privateJson(await savePayeeAccount(actor, input))
})

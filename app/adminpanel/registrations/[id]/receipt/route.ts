import { requireAdmin } from '@/lib/auth/guard'
import { idSchema } from '@/lib/forms'
import { parse, route } from '@/lib/http'
import { findReceipted, receiptResponse } from '@/lib/receipts/service'

type Context = { params: Promise<{ id: string }> }

// GET /adminpanel/registrations/<id>/receipt/ — a registration's receipt PDF (admin)
export const GET = route<Context>(async (request, { params }) => {
  await requireAdmin(request)
  const { id } = parse(idSchema, { id: (await params).id })
  return receiptResponse(await findReceipted(id))
})

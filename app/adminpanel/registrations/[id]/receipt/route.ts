import { parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { requireAdmin } from '@/lib/auth/guard'
import { idSchema } from '@/lib/forms'
import { findReceipted, receiptResponse } from '@/lib/receipts/service'

type Context = { params: Promise<{ id: string }> }

// GET /adminpanel/registrations/<id>/receipt/ — a registration's receipt PDF (admin)
export const GET = route<Context>(async (request, { params }) => {
  await requireAdmin(request)
  const { id } = parse(idSchema, { id: (await params).id })
  return receiptResponse(await findReceipted(id))
})

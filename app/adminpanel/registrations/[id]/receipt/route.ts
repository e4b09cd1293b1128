import { parse } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { requireAdmin } from '@/lib/auth/guard'
import { idSchema } from '@/lib/forms'
import { findReceipted, receiptResponse } from '@/lib/receipts/service'

type Context = { params: Promise<{ id: string }> }

// GET /adminpanel/registrations/<id>/receipt/ — a registration's receipt PDF, its tax invoice when
// one was issued; ?credit-note=<id>: one of its credit notes (admin)
export const GET = route<Context>(async (request, { params }) => {
  await requireAdmin(request)
  const { id } = parse(idSchema, { id: (await params).id })
  const creditNote = new URL(request.url).searchParams.get('credit-note')
  return receiptResponse(await findReceipted(id), creditNote === null ? undefined : Number(creditNote) || -1)
})

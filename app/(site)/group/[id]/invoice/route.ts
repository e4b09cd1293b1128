import { cookies } from 'next/headers'
import { notFound } from '@/lib/api/errors'
import { route } from '@/lib/api/route'
import { groupInvoicePdf } from '@/lib/groups/invoices'
import { groupCookie } from '@/lib/net/private-requests'
import { registrationIdOf } from '@/lib/registrations/review'
import { isGroupToken } from '@/lib/registrations/token-hmac'

type Context = { params: Promise<{ id: string }> }

// GET /group/<id>/invoice?document=<id> — one of the group's tax invoices (billed to the
// institution), as a PDF for its contact (the group page's cookie proves the link); never cached
export const GET = route<Context>(async (request, { params }) => {
  const id = registrationIdOf((await params).id)
  if (!id || !isGroupToken(id, (await cookies()).get(groupCookie(id))?.value))
    throw notFound('No group was found with this link.')
  const document = Number(new URL(request.url).searchParams.get('document'))
  return groupInvoicePdf(id, document)
})

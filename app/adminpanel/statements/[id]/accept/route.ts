import { notFound } from '@/lib/api/errors'
import { privateJson } from '@/lib/api/route'
import { adminWrite } from '@/lib/auth/guard'
import { acceptCredit } from '@/lib/payments/statements/accept'
import { registrationIdOf } from '@/lib/registrations/review'

type Context = { params: Promise<{ id: string }> }

// POST /adminpanel/statements/<id>/accept/ — a proposed credit pays the registration it was matched
// to: verified as paid, as an exact match is (admin, audited); 409 once it is settled
export const POST = adminWrite<Context>(async (_request, actor, { params }) => {
  const id = registrationIdOf((await params).id)
  if (!id) throw notFound('No such credit.')
  return privateJson(await acceptCredit(actor, id))
})

import { cookies } from 'next/headers'
import { NextResponse } from 'next/server'
import { ApiError, notFound } from '@/lib/api/errors'
import { route } from '@/lib/api/route'
import { siteAddress } from '@/lib/env'
import { startGroupPayment } from '@/lib/groups/payment'
import { groupCookie, groupPage } from '@/lib/net/private-requests'
import { limitPublicWrite } from '@/lib/rate-limit/public'
import { registrationIdOf } from '@/lib/registrations/review'
import { isGroupToken } from '@/lib/registrations/token-hmac'

type Context = { params: Promise<{ id: string }> }

/** Why the payment did not start, as the group page says it (?payment=…). */
const NOTICE: Partial<Record<ApiError['code'], string>> = {
  conflict: 'conflict',
  rate_limited: 'busy',
  bad_gateway: 'gateway',
}

// POST /group/<id>/pay — the group's contact pays what its delegates owe, online (the group page's
// form; its cookie proves the link): 303 to the gateway's page, or back to the group page saying
// why not (?payment=repriced | conflict | busy | gateway). Works before any script runs.
export const POST = route<Context>(async (request, { params }) => {
  const id = registrationIdOf((await params).id)
  if (!id || !isGroupToken(id, (await cookies()).get(groupCookie(id))?.value))
    throw notFound('No group was found with this link.')
  const back = (notice: string) =>
    NextResponse.redirect(siteAddress(`${groupPage(id)}?payment=${notice}`), 303)
  try {
    await limitPublicWrite('payment', request, `group:${id}`)
    const started = await startGroupPayment(id)
    if ('repriced' in started) return back('repriced')
    return NextResponse.redirect(`${started.redirectURI}?tranCtx=${encodeURIComponent(started.tranCtx)}`, 303)
  } catch (error) {
    const notice = error instanceof ApiError ? NOTICE[error.code] : undefined
    if (notice) return back(notice)
    throw error
  }
})

import { connection } from 'next/server'
import { notFound } from '@/lib/api/errors'
import { formBody, formFields, parse } from '@/lib/api/input'
import { privateJson, route } from '@/lib/api/route'
import { PRIVATE_CACHE_CONTROL } from '@/lib/net/private-requests'
import { stopRemindersUrl } from '@/lib/registrations/mails/page-link'
import { stopReminders } from '@/lib/registrations/reminders-record'
import { registrationIdOf } from '@/lib/registrations/review'
import { oneClickStopSchema } from '@/lib/registrations/schema'
import { isRemindersToken } from '@/lib/registrations/token-hmac'

type Context = { params: Promise<{ id: string }> }

const NO_REMINDERS = 'No reminders were found with this link.'

/** The registration and the reminders token of the address (the token is in its query). */
async function linkOf(request: Request, { params }: Context) {
  return {
    id: registrationIdOf((await params).id),
    token: new URL(request.url).searchParams.get('token'),
  }
}

// POST /reminders/<id>/stop?token=… — the reminder mail's one-click unsubscribe (RFC 8058): a
// mail client posts List-Unsubscribe=One-Click here and the reminders stop (once, audited); 200
// without a page. 404 for a token that is not this registration's reminders token.
export const POST = route<Context>(async (request, context) => {
  const { id, token } = await linkOf(request, context)
  parse(oneClickStopSchema, formFields(await formBody(request, 4096, 10)))
  const stoppedAt = id ? await stopReminders(id, token, new Date(), 'one-click') : null
  if (!stoppedAt) throw notFound(NO_REMINDERS)
  return privateJson({ ok: true, stopped_at: stoppedAt.toISOString() })
})

// GET /reminders/<id>/stop?token=… — opening the one-click address (a mail scanner, or a client
// without one-click unsubscribe) changes nothing: 303 to the stop page, whose button stops them.
export const GET = route<Context>(async (request, context) => {
  await connection()
  const { id, token } = await linkOf(request, context)
  if (!id || !isRemindersToken(id, token)) throw notFound(NO_REMINDERS)
  return new Response(null, {
    status: 303,
    headers: {
      Location: stopRemindersUrl({ id }),
      'Cache-Control': PRIVATE_CACHE_CONTROL,
      'Referrer-Policy': 'no-referrer',
    },
  })
})

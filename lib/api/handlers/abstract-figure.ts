// An abstract's figure over HTTP. Its submitter reads, adds, replaces and removes it at
// /abstracts/mine/<id>/figure (app/(site)/abstracts/mine/[id]/figure/route.ts), with the cookie
// their mailed link set (sent to /abstracts/mine only); the organisers read it at
// /adminpanel/abstracts/<id>/figure/ with their session. Anyone else gets 401 or 404, and every
// answer says `private, no-store`. The editor's form does the same through its server action
// (lib/api/actions/abstracts.ts).
import type { NextRequest } from 'next/server'
import { attachFigure, figureOf, figureResponse, ownFigure, removeFigure } from '@/lib/abstracts/figure'
import { submitterOf } from '@/lib/abstracts/token'
import { EXPIRED_LINK, FIGURE_LIMITS, FIGURE_MISSING } from '@/lib/abstracts/words'
import { assertSameOrigin, requireAdmin } from '@/lib/auth/guard'
import { PRIVATE_CACHE_CONTROL, SUBMITTER_COOKIE } from '@/lib/net/private-requests'
import { ApiError, notFound } from '../errors'
import { formBody } from '../input'
import { route } from '../route'

type Context = { params: Promise<{ id: string }> }

const NO_FIGURE = 'This abstract has no figure.'

/** The abstract's id from the address (anything else is not found). */
async function abstractId({ params }: Context): Promise<number> {
  const { id } = await params
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw notFound()
  return Number(id)
}

/** The submitter the request's cookie names, or 401. */
function submitter(request: NextRequest): string {
  const email = submitterOf(request.cookies.get(SUBMITTER_COOKIE)?.value)?.email
  if (!email) throw new ApiError('unauthorized', EXPIRED_LINK)
  return email
}

const privateJson = (body: unknown) =>
  Response.json(body, { headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL } })

// GET /abstracts/mine/<id>/figure — the submitter's abstract's figure (image/webp; 401 without
// their link's cookie, 404 for none or another's)
export const GET = route<Context>(async (request, context) =>
  figureResponse(await ownFigure(submitter(request), await abstractId(context))),
)

// HEAD /abstracts/mine/<id>/figure
export const HEAD = route<Context>(async (request, context) =>
  figureResponse(await ownFigure(submitter(request), await abstractId(context)), false),
)

// PUT /abstracts/mine/<id>/figure — multipart `figure`: add or replace the figure (JPEG, PNG or
// WebP up to 5 MB; 413, 415; 409 once the call has closed) → the abstract
export const PUT = route<Context>(async (request, context) => {
  assertSameOrigin(request)
  const email = submitter(request)
  const id = await abstractId(context)
  if (Number(request.headers.get('content-length') ?? 0) > FIGURE_LIMITS.maxBytes + 64 * 1024)
    throw new ApiError('payload_too_large', FIGURE_LIMITS.tooLarge)
  const form = await formBody(request, FIGURE_LIMITS.maxBytes + 64 * 1024, 4)
  if (!(form.figure instanceof File))
    throw new ApiError('invalid', FIGURE_MISSING, { fields: { figure: [FIGURE_MISSING] } })
  return privateJson(await attachFigure(email, id, form.figure))
})

// DELETE /abstracts/mine/<id>/figure — remove the figure (409 once the call has closed) → the abstract
export const DELETE = route<Context>(async (request, context) => {
  assertSameOrigin(request)
  return privateJson(await removeFigure(submitter(request), await abstractId(context)))
})

// GET /adminpanel/abstracts/<id>/figure/ — an abstract's figure (organisers; a reviewer's page
// reads it through figureOf too)
export const adminFigure = route<Context>(async (request, context) => {
  await requireAdmin(request)
  const figure = await figureOf(await abstractId(context))
  if (!figure) throw notFound(NO_FIGURE)
  return figureResponse(figure)
})

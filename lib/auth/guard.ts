// The server-side guard of every administrator write: same-origin check, then a valid session.
import 'server-only'
import { cookies, headers } from 'next/headers'
import { redirect, RedirectType } from 'next/navigation'
import { connection, type NextRequest } from 'next/server'
import { ApiError } from '@/lib/api/errors'
import { route } from '@/lib/api/route'
import type { Actor } from '@/lib/audit/actions'
import { clientIp } from '@/lib/audit/service'
import { env } from '@/lib/env'
import type { RequestHeaders } from '@/lib/net/client-address'
import { homeOf, PATH_HEADER, refusalOf, roleMayOpen, type AdminRoleName } from './roles'
import { SESSION_COOKIE, sessionToken, verifySession, type AdminSession } from './session'

export const NOT_SIGNED_IN = 'Authentication required. Please sign in again.'
export const FOREIGN_ORIGIN = 'Requests from other sites are not allowed.'

export type AdminActor = Extract<Actor, { kind: 'admin' }>

/**
 * Refuses requests a browser sent on behalf of another site (CSRF): the Origin header, when
 * present, must be this site (its configured address or the host the request was sent to), and
 * Sec-Fetch-Site must not say cross-site. Clients that are not browsers send neither.
 */
export function assertSameOrigin(request: RequestHeaders) {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw new ApiError('forbidden', FOREIGN_ORIGIN)
  const origin = request.headers.get('origin')
  if (!origin) return
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    throw new ApiError('forbidden', FOREIGN_ORIGIN)
  }
  const allowed = [new URL(env().siteUrl).host, request.headers.get('host')].filter(Boolean)
  if (origin === 'null' || !allowed.includes(host)) throw new ApiError('forbidden', FOREIGN_ORIGIN)
}

/**
 * The administrator of a request, or 401; 403 when the account's role may not use this API (a
 * desk volunteer outside the check-in API, a reviewer outside theirs: lib/auth/roles.ts). Every
 * /adminpanel handler that needs a session comes through here.
 */
export async function requireAdmin(request: Request): Promise<AdminSession> {
  const admin = await verifySession(sessionToken(request))
  if (!admin) throw new ApiError('unauthorized', NOT_SIGNED_IN)
  if (!roleMayOpen(admin.role, new URL(request.url).pathname))
    throw new ApiError('forbidden', refusalOf(admin.role))
  return admin
}

export { clientIp }

/** The administrator of a request as the domain writes record them: who, from which address. */
export async function requireActor(request: Request): Promise<AdminActor> {
  const admin = await requireAdmin(request)
  return { kind: 'admin', email: admin.email, ip: clientIp(request) }
}

/**
 * An administrator write handler: origin check, session check, then the handler with the actor
 * it hands to the domain write (which records the audit entry in the change's own transaction,
 * docs/architecture.md).
 */
export function adminWrite<C = unknown>(
  handler: (request: NextRequest, actor: AdminActor, context: C) => Promise<Response>,
) {
  return route<C>(async (request, context) => {
    assertSameOrigin(request)
    return handler(request, await requireActor(request), context)
  })
}

/**
 * The administrator of a server-rendered admin page, or a redirect to the sign-in page. Every
 * admin page that reads data calls it itself: a layout's check does not stop a page rendering.
 */
export async function requireAdminPage(): Promise<AdminSession> {
  // Per request, never prerendered: the token's expiry is checked against the current time.
  await connection()
  const admin = await verifySession((await cookies()).get(SESSION_COOKIE)?.value)
  if (!admin) redirect('/admin', RedirectType.replace)
  // The path comes from the proxy; a request that bypassed it names none and is treated as the
  // console (refused to a desk volunteer and a reviewer).
  const path = (await headers()).get(PATH_HEADER) ?? '/admin/dashboard'
  if (!roleMayOpen(admin.role, path)) redirect(homeOf(admin.role), RedirectType.replace)
  return admin
}

/** A write handler that also needs the account itself (its id and role), e.g. the check-in desk. */
export function sessionWrite<C = unknown>(
  handler: (
    request: NextRequest,
    who: { session: AdminSession; actor: AdminActor },
    context: C,
  ) => Promise<Response>,
) {
  return route<C>(async (request, context) => {
    assertSameOrigin(request)
    const session = await requireAdmin(request)
    return handler(
      request,
      { session, actor: { kind: 'admin', email: session.email, ip: clientIp(request) } },
      context,
    )
  })
}

/**
 * The account behind a server action (its session cookie), of one of `roles`: 401 when signed
 * out, 403 for another role; and the origin. The action checks the role itself rather than rely
 * on the path it was posted to (Next refuses an action posted to a page that does not hold it,
 * 409 "Server Action unavailable", but that is Next's behaviour, not a rule of ours).
 */
export async function actionAccount(
  roles: readonly AdminRoleName[],
): Promise<{ session: AdminSession; actor: AdminActor }> {
  const request = { headers: await headers() }
  assertSameOrigin(request)
  const session = await verifySession((await cookies()).get(SESSION_COOKIE)?.value)
  if (!session) throw new ApiError('unauthorized', NOT_SIGNED_IN)
  if (!roles.includes(session.role)) throw new ApiError('forbidden', refusalOf(session.role))
  return { session, actor: { kind: 'admin', email: session.email, ip: clientIp(request) } }
}

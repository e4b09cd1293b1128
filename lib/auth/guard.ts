// The server-side guard of every administrator write: same-origin check, then a valid session.
import 'server-only'
import type { NextRequest } from 'next/server'
import { env } from '@/lib/env'
import { HttpError, route } from '@/lib/http'
import { audit } from './service'
import { sessionToken, verifySession, type AdminSession } from './session'

export const NOT_SIGNED_IN = 'Authentication required. Please sign in again.'
export const FOREIGN_ORIGIN = 'Requests from other sites are not allowed.'

/**
 * Refuses requests a browser sent on behalf of another site (CSRF): the Origin header, when
 * present, must be this site (its configured address or the host the request was sent to), and
 * Sec-Fetch-Site must not say cross-site. Clients that are not browsers send neither.
 */
export function assertSameOrigin(request: Request) {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw new HttpError(403, FOREIGN_ORIGIN)
  const origin = request.headers.get('origin')
  if (!origin) return
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    throw new HttpError(403, FOREIGN_ORIGIN)
  }
  const allowed = [new URL(env().siteUrl).host, request.headers.get('host')].filter(Boolean)
  if (origin === 'null' || !allowed.includes(host)) throw new HttpError(403, FOREIGN_ORIGIN)
}

/** The administrator of a request, or 401. */
export async function requireAdmin(request: Request): Promise<AdminSession> {
  const admin = await verifySession(sessionToken(request))
  if (!admin) throw new HttpError(401, NOT_SIGNED_IN)
  return admin
}

/**
 * The client's address for throttling: the last X-Forwarded-For hop (the one our own reverse
 * proxy appended; earlier hops are whatever the client claimed), else X-Real-IP.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')
  const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop()
  return last ?? request.headers.get('x-real-ip') ?? ''
}

type AdminHandler = (request: NextRequest, admin: AdminSession) => Promise<Response>

/**
 * An administrator write handler: origin check, session check, then the handler; each
 * successful write is recorded in the audit log (method, path, status).
 */
export function adminWrite(entity: string, handler: AdminHandler) {
  return route(async (request: NextRequest) => {
    assertSameOrigin(request)
    const admin = await requireAdmin(request)
    const response = await handler(request, admin)
    await audit(admin.email, `${request.method} ${entity}`, clientIp(request), entity, new URL(request.url).searchParams.get('id') ?? '', { status: response.status })
    return response
  })
}

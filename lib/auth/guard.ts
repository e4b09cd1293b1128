// The server-side guard of every administrator write: same-origin check, then a valid session.
import 'server-only'
import { cookies } from 'next/headers'
import { redirect, RedirectType } from 'next/navigation'
import { connection, type NextRequest } from 'next/server'
import { clientIp, recordAudit } from '@/lib/audit/service'
import type { Prisma } from '@/lib/db/client'
import { env } from '@/lib/env'
import { HttpError, requestId, route } from '@/lib/http'
import { SESSION_COOKIE, sessionToken, verifySession, type AdminSession } from './session'

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

export { clientIp }

/** What an admin write handler may say about itself for the audit trail (defaults in adminWrite). */
export interface AuditNote {
  /** e.g. registration.refund (default: `<entity>.create|update|delete` from the method) */
  action?: string
  /** the record written (default: `?id=`) */
  entityId?: string | number
  detail?: Prisma.InputJsonValue
}

type AdminHandler<C> = (
  request: NextRequest,
  admin: AdminSession,
  context: C & { note: (note: AuditNote) => void },
) => Promise<Response>

const VERBS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' }

/**
 * An administrator write handler: origin check, session check, then the handler; each
 * successful write is appended to the audit log (who, what, which record, from where). The
 * handler may describe its write better with `context.note(...)`.
 */
export function adminWrite<C = unknown>(entity: string, handler: AdminHandler<C>) {
  return route<C>(async (request, context) => {
    assertSameOrigin(request)
    const admin = await requireAdmin(request)
    let note: AuditNote = {}
    // A DELETE may carry its id in a small body ({id} or a form field) that the handler reads.
    const queryId = new URL(request.url).searchParams.get('id')
    const deleted = request.method === 'DELETE' && queryId === null && request.body ? request.clone() : null
    const response = await handler(request, admin, {
      ...(context as C),
      note: (n) => (note = { ...note, ...n }),
    })
    if (response.ok) {
      await recordAudit({
        adminEmail: admin.email,
        action: note.action ?? `${entity}.${VERBS[request.method] ?? request.method.toLowerCase()}`,
        entity,
        entityId: note.entityId ?? queryId ?? (await writtenRecordId(response, deleted)),
        detail: note.detail ?? { status: response.status },
        ip: clientIp(request),
      })
    }
    return response
  })
}

/**
 * Which record a write touched when the handler did not say and the URL has no `?id=`: the id
 * of the record a create or update answered with, or the id in a DELETE's body; '' if none.
 */
async function writtenRecordId(response: Response, deleted: Request | null): Promise<string | number> {
  try {
    if (deleted) return await requestId(deleted)
    if (!/json/i.test(response.headers.get('content-type') ?? '')) return ''
    const id = ((await response.clone().json()) as { id?: unknown } | null)?.id
    return typeof id === 'number' || typeof id === 'string' ? id : ''
  } catch {
    return ''
  }
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
  return admin
}

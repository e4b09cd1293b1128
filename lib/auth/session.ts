// Administrator sessions: a jose-signed JWT (HS256, 8 h) carried in an HttpOnly cookie or an
// `Authorization: Bearer` header. A token names its admin and the instant their password was
// last changed, so a password reset voids every session issued before it.
import 'server-only'
import { db } from '@/lib/db/client'
import { env } from '@/lib/env'
import { readToken, SESSION_COOKIE, SESSION_SECONDS } from './token'

export { SESSION_COOKIE, SESSION_SECONDS, signSession } from './token'

export interface AdminSession {
  id: number
  email: string
}

/** The admin a token belongs to, or null when it is forged, tampered, expired or revoked. */
export async function verifySession(token: string | null | undefined): Promise<AdminSession | null> {
  const payload = await readToken(token)
  if (!payload) return null
  const id = payload.id
  const admin = await db().admin.findUnique({
    where: { id },
    select: { id: true, email: true, passwordChangedAt: true },
  })
  // A reset moves passwordChangedAt: older tokens carry the old instant and stop working.
  if (!admin || admin.passwordChangedAt.getTime() !== payload.pwd) return null
  return { id: admin.id, email: admin.email }
}

/** The session token of a request: the Bearer header first (API clients), then the cookie. */
export function sessionToken(request: Request): string | null {
  const auth = request.headers.get('authorization')
  const bearer = auth && /^Bearer\s+(\S+)$/i.exec(auth)?.[1]
  if (bearer) return bearer
  return cookieValue(request.headers.get('cookie'), SESSION_COOKIE)
}

export function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return decodeURIComponent(v.join('='))
  }
  return null
}

/** Cookie attributes: HttpOnly, SameSite=Lax, Secure in production or over https. */
export function sessionCookie(value: string, maxAge = SESSION_SECONDS) {
  const e = env()
  return {
    name: SESSION_COOKIE,
    value,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: e.NODE_ENV === 'production' || e.siteUrl.startsWith('https://'),
    path: '/',
    maxAge,
  }
}

// Administrator sessions: a jose-signed JWT (HS256, 8 h) carried in an HttpOnly cookie or an
// `Authorization: Bearer` header. A token names its admin and the instant their password was
// last changed, so a password reset voids every session issued before it.
import 'server-only'
import { SignJWT, jwtVerify } from 'jose'
import { db } from '@/lib/db/client'
import { env } from '@/lib/env'

export const SESSION_COOKIE = 'admin_session'
export const SESSION_SECONDS = 8 * 60 * 60
const ISSUER = 'uppedicon'
const AUDIENCE = 'uppedicon-admin'

export interface AdminSession {
  id: number
  email: string
}

function secretKey(): Uint8Array {
  const secret = env().AUTH_SECRET
  // The launcher always provides one (generated into DATA_DIR when unset); without it no session
  // can be trusted, so refuse loudly instead of signing with something guessable.
  if (!secret) throw new Error('AUTH_SECRET is not set: start the site with `npm start` or set AUTH_SECRET (32+ characters).')
  return new TextEncoder().encode(secret)
}

export async function signSession(admin: { id: number; email: string; passwordChangedAt: Date }, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  return new SignJWT({ email: admin.email, pwd: admin.passwordChangedAt.getTime() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(admin.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_SECONDS)
    .sign(secretKey())
}

/** The admin a token belongs to, or null when it is forged, tampered, expired or revoked. */
export async function verifySession(token: string | null | undefined): Promise<AdminSession | null> {
  if (!token || token.length > 4096) return null
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload']
  try {
    ;({ payload } = await jwtVerify(token, secretKey(), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE }))
  } catch {
    return null
  }
  const id = Number(payload.sub)
  if (!Number.isSafeInteger(id)) return null
  const admin = await db().admin.findUnique({ where: { id }, select: { id: true, email: true, passwordChangedAt: true } })
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

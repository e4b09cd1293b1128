// Administrator sessions: a row in admin_sessions, named by a jose-signed JWT (HS256, 8 h)
// carried in an HttpOnly cookie or an `Authorization: Bearer` header. Every request checks the
// row, so logout (that session) and a password reset (all of the admin's sessions) end a
// session on the server at once, whatever copies of the token remain.
import 'server-only'
import { randomBytes } from 'node:crypto'
import { db, type Prisma } from '@/lib/db/client'
import { secureCookies } from '@/lib/net/secret-cookies'
import type { AdminRoleName } from './roles'
import { readToken, SESSION_COOKIE, SESSION_SECONDS, signSession } from './token'

export { SESSION_COOKIE, SESSION_SECONDS } from './token'

export interface AdminSession {
  id: number
  email: string
  role: AdminRoleName
  /** The session's own id (one sign-in): what per-session limits count. */
  sid: string
}

/** Opens a session for an administrator who just proved who they are; answers its token. */
export async function createSession(
  admin: { id: number; email: string; role?: AdminRoleName },
  ip: string,
  now = new Date(),
): Promise<string> {
  const sid = randomBytes(16).toString('base64url')
  await db().adminSession.create({
    data: {
      id: sid,
      adminId: admin.id,
      ip: ip.slice(0, 64),
      expiresAt: new Date(now.getTime() + SESSION_SECONDS * 1000),
    },
  })
  // Sessions past their expiry are of no use: dropped now and then.
  if (Math.random() < 0.05)
    void db()
      .adminSession.deleteMany({ where: { expiresAt: { lt: now } } })
      .catch(() => undefined)
  return signSession(admin, sid, now)
}

/** The admin a token belongs to, or null when it is forged, tampered, expired or revoked. */
export async function verifySession(
  token: string | null | undefined,
  now = new Date(),
): Promise<AdminSession | null> {
  const claims = await readToken(token)
  if (!claims) return null
  const session = await db().adminSession.findUnique({
    where: { id: claims.sid },
    select: {
      adminId: true,
      expiresAt: true,
      revokedAt: true,
      admin: { select: { id: true, email: true, role: true } },
    },
  })
  if (!session || session.adminId !== claims.id || session.revokedAt || session.expiresAt <= now) return null
  return { id: session.admin.id, email: session.admin.email, role: session.admin.role, sid: claims.sid }
}

/** Ends the session a token names (logout); a token that names none is ignored. */
export async function revokeSession(token: string | null | undefined, now = new Date()): Promise<void> {
  const claims = await readToken(token)
  if (!claims) return
  await db().adminSession.updateMany({
    where: { id: claims.sid, adminId: claims.id, revokedAt: null },
    data: { revokedAt: now },
  })
}

/** Ends every session of an administrator (password reset), inside the caller's transaction. */
export async function revokeAllSessions(tx: Prisma.TransactionClient, adminId: number, now = new Date()) {
  await tx.adminSession.updateMany({ where: { adminId, revokedAt: null }, data: { revokedAt: now } })
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
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='))
      } catch {
        return null // malformed percent-encoding: no usable value
      }
    }
  }
  return null
}

/** An HttpOnly cookie of ours: Secure in production or over https. */
export function authCookie(
  name: string,
  value: string,
  maxAge: number,
  { path = '/', sameSite = 'lax' }: { path?: string; sameSite?: 'lax' | 'strict' } = {},
) {
  return {
    name,
    value,
    httpOnly: true,
    sameSite,
    secure: secureCookies(),
    path,
    maxAge,
  }
}

/** The session cookie: HttpOnly, SameSite=Lax (the admin pages open from links too). */
export function sessionCookie(value: string, maxAge = SESSION_SECONDS) {
  return authCookie(SESSION_COOKIE, value, maxAge)
}

export const RESET_COOKIE = 'admin_reset'

/** The reset credential's cookie: sent to the reset only, never to another site's requests. */
export function resetCookie(value: string, maxAge: number) {
  return authCookie(RESET_COOKIE, value, maxAge, { path: '/adminpanel/resetpassword', sameSite: 'strict' })
}

// The session token alone (jose, HS256): signing and checking signature, issuer, audience and
// expiry. No database here, so the proxy can use it before a guarded page renders; the full
// check (the session exists and was not revoked) is verifySession in session.ts.
import { jwtVerify, SignJWT } from 'jose'
import { env } from '@/lib/env'
import { roleOfClaim, type AdminRoleName } from './roles'

export const SESSION_COOKIE = 'admin_session'
export const SESSION_SECONDS = 8 * 60 * 60
const ISSUER = 'uppedicon'
const AUDIENCE = 'uppedicon-admin'

function secretKey(): Uint8Array {
  const secret = env().AUTH_SECRET
  // The launcher always provides one (generated into DATA_DIR when unset); without it no session
  // can be trusted, so refuse loudly instead of signing with something guessable.
  if (!secret)
    throw new Error(
      'AUTH_SECRET is not set: start the site with `npm start` or set AUTH_SECRET (32+ characters).',
    )
  return new TextEncoder().encode(secret)
}

/** A token for session `sid` of an administrator, valid SESSION_SECONDS from `now`. */
export async function signSession(
  admin: { id: number; email: string; role?: AdminRoleName },
  sid: string,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  // The role rides along so the proxy can send a desk volunteer to the desk (a reviewer to their
  // reviews) before a page renders; the guard still checks the account's role in the database
  // (lib/auth/guard.ts).
  const role = admin.role && admin.role !== 'admin' ? { role: admin.role } : {}
  return new SignJWT({ email: admin.email, sid, ...role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(admin.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_SECONDS)
    .sign(secretKey())
}

/** The admin id, session id and role of a genuine, unexpired token, or null. */
export async function readToken(
  token: string | null | undefined,
): Promise<{ id: number; sid: string; role: AdminRoleName } | null> {
  if (!token || token.length > 4096) return null
  try {
    const { payload } = await jwtVerify(token, secretKey(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    })
    const id = Number(payload.sub)
    const sid = payload.sid
    return Number.isSafeInteger(id) && id > 0 && typeof sid === 'string' && sid.length <= 32
      ? { id, sid, role: roleOfClaim(payload.role) }
      : null
  } catch {
    return null
  }
}

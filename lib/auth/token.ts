// The session token alone (jose, HS256): signing and checking signature, issuer, audience and
// expiry. No database here, so the proxy can use it before a guarded page renders; the full
// check (admin still exists, password unchanged since) is verifySession in session.ts.
import { jwtVerify, SignJWT } from 'jose'
import { env } from '@/lib/env'

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

export async function signSession(
  admin: { id: number; email: string; passwordChangedAt: Date },
  now = new Date(),
): Promise<string> {
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

/** The claims of a genuine, unexpired token, or null. */
export async function readToken(
  token: string | null | undefined,
): Promise<{ id: number; pwd: unknown } | null> {
  if (!token || token.length > 4096) return null
  try {
    const { payload } = await jwtVerify(token, secretKey(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    })
    const id = Number(payload.sub)
    return Number.isSafeInteger(id) && id > 0 ? { id, pwd: payload.pwd } : null
  } catch {
    return null
  }
}

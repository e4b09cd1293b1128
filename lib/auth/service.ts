// Sign-in and the password reset by e-mailed one-time code. Answers never reveal whether an
// address belongs to an administrator: unknown addresses take the same path and time. Every
// attempt is counted before it is checked (lib/auth/throttle.ts), hashing waits for a free slot
// (lib/auth/password.ts), and a reset needs the credential that the code check handed to the
// client that checked it.
import 'server-only'
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { ApiError } from '@/lib/api/errors'
import { recordAuditLog } from '@/lib/audit/record'
import { db } from '@/lib/db/client'
import { env } from '@/lib/env'
import { currentSiteName, escapeHtml, mailHtml, sendMail } from '@/lib/mail'
import { clearLimit, reserve } from '@/lib/rate-limit'
import {
  DEMO_PASSWORD,
  DEMO_PASSWORD_NOT_ALLOWED,
  DEMO_PASSWORD_REFUSED,
  DUMMY_HASH,
  hashPassword,
  verifyPassword,
} from './password'
import type { LoginInput, ResetPasswordInput } from './schema'
import { createSession, revokeAllSessions } from './session'
import {
  authChecks,
  clientOf,
  newDevice,
  ownCheck,
  RESET_RULE,
  type AuthAction,
  type Client,
  type ClientInfo,
} from './throttle'

export const CODE_TTL_MS = 10 * 60 * 1000
export const CODE_MAX_TRIES = 5
/** How long the reset credential of a verified code lasts (never past the code's own expiry). */
export const RESET_TTL_MS = 10 * 60 * 1000

export const INVALID_CREDENTIALS = 'Invalid credentials'
export const INVALID_CODE = 'The code is invalid or has expired. Please request a new one.'
export const RESET_NOT_ALLOWED = 'Verify the code sent to your e-mail before setting a new password.'
export const CODE_SENT = 'If this e-mail belongs to an administrator, a 6-digit code has been sent to it.'
export const CODE_VERIFIED = 'OTP verified successfully. You can now reset your password.'

/** The demo password is refused outside the embedded demo database. */
const demoRefused = (password: string) => !env().embedded && password === DEMO_PASSWORD

/**
 * Counts an attempt of `action` before it is checked; `attempt` answers whether it succeeded.
 * A success forgets the client's failures and gives the attempt back to the shared limits; a
 * failure stays counted; a refusal for lack of capacity (hashing busy) is given back.
 */
async function counted<T>(
  action: AuthAction,
  email: string,
  client: Client,
  attempt: () => Promise<T | null>,
): Promise<T | null> {
  const reservation = await reserve(authChecks(action, email, client))
  let result: T | null
  try {
    result = await attempt()
  } catch (error) {
    if (error instanceof ApiError && error.code === 'rate_limited') await reservation.release()
    throw error
  }
  if (result !== null) {
    await reservation.release()
    const own = ownCheck(action, email, client)
    await clearLimit(own.rule, own.key)
  }
  return result
}

export async function login(
  { email, password }: LoginInput,
  info: ClientInfo,
  now = new Date(),
): Promise<{ token: string; device: string; admin: { id: number; email: string } }> {
  const client = clientOf(email, info)
  const admin = await counted('login', email, client, async () => {
    if (demoRefused(password)) throw new ApiError('unauthorized', DEMO_PASSWORD_REFUSED)
    const found = await db().admin.findUnique({ where: { email } })
    const ok = await verifyPassword(password, found?.passwordHash ?? DUMMY_HASH)
    return ok && found ? found : null
  })
  if (!admin) throw new ApiError('unauthorized', INVALID_CREDENTIALS)
  await db().$transaction(async (tx) => {
    await tx.admin.update({ where: { id: admin.id }, data: { lastLoginAt: now } })
    await recordAuditLog(tx, { kind: 'admin', email: admin.email, ip: info.address }, 'auth.login')
  })
  return {
    token: await createSession(admin, info.address, now),
    device: client.device ?? newDevice(admin.email),
    admin: { id: admin.id, email: admin.email },
  }
}

/** Codes are stored as a keyed hash: a leaked table does not give usable codes. */
function hashCode(code: string): string {
  const key = env().AUTH_SECRET
  if (!key) throw new Error('AUTH_SECRET is not set.')
  return createHmac('sha256', key).update(code).digest('hex')
}

/** Reset credentials are 256 random bits: a plain hash is enough to keep them out of the table. */
const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex')

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * Creates and mails a code when the address is an administrator's. The code belongs to the
 * client that asked (its trusted device or address): a new request from that client replaces
 * its earlier code; other clients' codes are left alone. The mail goes out in the background so
 * the answer takes as long for unknown addresses. Answers the code for tests of this module;
 * handlers never return it.
 */
export async function requestCode(email: string, info: ClientInfo, now = new Date()): Promise<string | null> {
  const client = clientOf(email, info)
  await reserve(authChecks('code-request', email, client))
  const admin = await db().admin.findUnique({ where: { email }, select: { id: true, email: true } })
  if (!admin) return null
  const code = newCode()
  const data = {
    codeHash: hashCode(code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    attempts: 0,
    verifiedAt: null,
    resetTokenHash: null,
    resetExpiresAt: null,
    usedAt: null,
  }
  await db().oneTimeCode.deleteMany({ where: { adminId: admin.id, expiresAt: { lt: now } } })
  await db().oneTimeCode.upsert({
    where: { adminId_client: { adminId: admin.id, client: client.key } },
    create: { adminId: admin.id, client: client.key, ...data },
    update: data,
  })
  void currentSiteName()
    .then((site) => sendMail(codeMail(admin.email, code, site)))
    .catch((error) => console.error('[auth] could not send the reset code mail:', error))
  return code
}

/** The reset-code mail; `site`: the current edition's name (currentSiteName). */
export function codeMail(to: string, code: string, site: string) {
  const lines = [
    `Your code to reset the administrator password of the ${site} website is ${code}.`,
    'It is valid for 10 minutes and can be used once.',
    'If you did not ask for it, ignore this message: your password stays unchanged.',
  ]
  const html = mailHtml(
    'Your password reset code',
    `<p>Your code to reset the administrator password of the ${escapeHtml(site)} website is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>
<p>It is valid for 10 minutes and can be used once.</p>
<p style="color:#4b5563">If you did not ask for it, ignore this message: your password stays unchanged.</p>`,
    site,
  )
  return { to, subject: `${site}: your password reset code ${code}`, text: lines.join('\n\n'), html }
}

/**
 * Checks the code of this client: at most 5 tries per code (each reserved on the code's row
 * before the comparison), within 10 minutes, once. Answers the reset credential (single use,
 * RESET_TTL_MS), whose hash is kept on the code.
 */
export async function verifyCode(
  email: string,
  otp: string,
  info: ClientInfo,
  now = new Date(),
): Promise<{ resetToken: string; expiresAt: Date }> {
  const client = clientOf(email, info)
  const verified = await counted('code-verify', email, client, async () => {
    const code = await db().oneTimeCode.findFirst({
      where: { admin: { email }, client: client.key },
      select: { id: true, codeHash: true, expiresAt: true },
    })
    if (!code) return null
    const live = { id: code.id, usedAt: null, verifiedAt: null, expiresAt: { gt: now } }
    const tried = await db().oneTimeCode.updateMany({
      where: { ...live, attempts: { lt: CODE_MAX_TRIES } },
      data: { attempts: { increment: 1 } },
    })
    if (tried.count !== 1 || !sameHash(code.codeHash, hashCode(otp))) return null
    const resetToken = randomBytes(32).toString('base64url')
    const expiresAt = new Date(Math.min(now.getTime() + RESET_TTL_MS, code.expiresAt.getTime()))
    const issued = await db().oneTimeCode.updateMany({
      where: live,
      data: { verifiedAt: now, resetTokenHash: hashResetToken(resetToken), resetExpiresAt: expiresAt },
    })
    return issued.count === 1 ? { resetToken, expiresAt } : null
  })
  if (!verified) throw new ApiError('bad_request', INVALID_CODE)
  return verified
}

/**
 * Sets a new password with the reset credential of a verified code of this administrator. The
 * credential is spent, every code of the administrator with it, and every session is revoked,
 * in one transaction; of two racing resets only one finds the credential unspent.
 */
export async function resetPassword(
  { email, new_password }: ResetPasswordInput,
  resetToken: string | null | undefined,
  info: ClientInfo,
  now = new Date(),
): Promise<void> {
  const client = clientOf(email, info)
  await reserve([{ rule: RESET_RULE, key: client.key }])
  if (demoRefused(new_password))
    throw new ApiError('invalid', DEMO_PASSWORD_NOT_ALLOWED, {
      fields: { new_password: [DEMO_PASSWORD_NOT_ALLOWED] },
    })
  const live = {
    resetTokenHash: hashResetToken(resetToken ?? ''),
    usedAt: null,
    resetExpiresAt: { gt: now },
    admin: { email },
  }
  // Checked before the (costly) hashing, spent after it.
  const code = resetToken
    ? await db().oneTimeCode.findFirst({ where: live, select: { id: true, adminId: true } })
    : null
  if (!code) throw new ApiError('bad_request', RESET_NOT_ALLOWED)
  const passwordHash = await hashPassword(new_password)
  await db().$transaction(async (tx) => {
    const spent = await tx.oneTimeCode.updateMany({ where: { ...live, id: code.id }, data: { usedAt: now } })
    if (spent.count !== 1) throw new ApiError('bad_request', RESET_NOT_ALLOWED)
    await tx.oneTimeCode.updateMany({ where: { adminId: code.adminId, usedAt: null }, data: { usedAt: now } })
    await tx.admin.update({ where: { id: code.adminId }, data: { passwordHash, passwordChangedAt: now } })
    await revokeAllSessions(tx, code.adminId, now)
    await recordAuditLog(tx, { kind: 'admin', email, ip: info.address }, 'auth.password-reset')
  })
}

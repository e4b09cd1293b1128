// Sign-in and the password reset by e-mailed one-time code. Answers never reveal whether an
// address belongs to an administrator: unknown addresses take the same path and time.
import 'server-only'
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import bcrypt from 'bcryptjs'
import { recordAudit } from '@/lib/audit/service'
import { db } from '@/lib/db/client'
import { env } from '@/lib/env'
import { HttpError } from '@/lib/http'
import { escapeHtml, mailHtml, sendMail, SITE_NAME } from '@/lib/mail'
import type { LoginInput, ResetPasswordInput } from './schema'
import { signSession } from './session'
import { assertNotThrottled, pruneAttempts, recordAttempt } from './throttle'

export const BCRYPT_COST = 12
export const CODE_TTL_MS = 10 * 60 * 1000
export const CODE_MAX_TRIES = 5

export const INVALID_CREDENTIALS = 'Invalid credentials'
export const INVALID_CODE = 'The code is invalid or has expired. Please request a new one.'
export const RESET_NOT_ALLOWED = 'Verify the code sent to your e-mail before setting a new password.'
export const CODE_SENT = 'If this e-mail belongs to an administrator, a 6-digit code has been sent to it.'

// Compared against when the address is unknown, so both paths cost one bcrypt comparison.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST)

export async function login(
  { email, password }: LoginInput,
  ip: string,
): Promise<{ token: string; admin: { id: number; email: string } }> {
  await assertNotThrottled('login', email, ip, true)
  const admin = await db().admin.findUnique({ where: { email } })
  const ok = await bcrypt.compare(password, admin?.passwordHash ?? DUMMY_HASH)
  await recordAttempt('login', email, ip, ok && !!admin)
  if (!ok || !admin) throw new HttpError(401, INVALID_CREDENTIALS)
  await db().admin.update({ where: { id: admin.id }, data: { lastLoginAt: new Date() } })
  await recordAudit({ adminEmail: admin.email, action: 'auth.login', ip })
  void pruneAttempts().catch(() => undefined)
  return { token: await signSession(admin), admin: { id: admin.id, email: admin.email } }
}

/** Codes are stored as a keyed hash: a leaked table does not give usable codes. */
function hashCode(code: string): string {
  const key = env().AUTH_SECRET
  if (!key) throw new Error('AUTH_SECRET is not set.')
  return createHmac('sha256', key).update(code).digest('hex')
}

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * Creates (replacing any earlier one) and mails a code when the address is an administrator's.
 * The mail goes out in the background so the answer takes as long for unknown addresses.
 * Answers the code for tests of this module; handlers never return it.
 */
export async function requestCode(email: string, ip: string, now = new Date()): Promise<string | null> {
  await assertNotThrottled('otp-request', email, ip, false, now)
  await recordAttempt('otp-request', email, ip, true)
  const admin = await db().admin.findUnique({ where: { email }, select: { id: true, email: true } })
  if (!admin) return null
  const code = newCode()
  const data = {
    codeHash: hashCode(code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    attempts: 0,
    verifiedAt: null,
    usedAt: null,
  }
  await db().oneTimeCode.upsert({
    where: { adminId: admin.id },
    create: { adminId: admin.id, ...data },
    update: data,
  })
  void sendMail(codeMail(admin.email, code)).catch((error) =>
    console.error('[auth] could not send the reset code mail:', error),
  )
  return code
}

export function codeMail(to: string, code: string) {
  const lines = [
    `Your code to reset the administrator password of the ${SITE_NAME} website is ${code}.`,
    'It is valid for 10 minutes and can be used once.',
    'If you did not ask for it, ignore this message: your password stays unchanged.',
  ]
  const html = mailHtml(
    'Your password reset code',
    `<p>Your code to reset the administrator password of the ${escapeHtml(SITE_NAME)} website is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>
<p>It is valid for 10 minutes and can be used once.</p>
<p style="color:#4b5563">If you did not ask for it, ignore this message: your password stays unchanged.</p>`,
  )
  return { to, subject: `${SITE_NAME}: your password reset code ${code}`, text: lines.join('\n\n'), html }
}

/** Checks a code: at most 5 tries per code, within 10 minutes, before it is used. */
export async function verifyCode(email: string, otp: string, ip: string, now = new Date()): Promise<void> {
  await assertNotThrottled('otp-verify', email, ip, true, now)
  const admin = await db().admin.findUnique({ where: { email }, select: { id: true, oneTimeCode: true } })
  const code = admin?.oneTimeCode
  const usable = code && !code.usedAt && code.expiresAt > now && code.attempts < CODE_MAX_TRIES
  const ok = !!usable && sameHash(code.codeHash, hashCode(otp))
  await recordAttempt('otp-verify', email, ip, ok)
  if (code && usable && !ok)
    await db().oneTimeCode.update({ where: { id: code.id }, data: { attempts: { increment: 1 } } })
  if (!ok) throw new HttpError(400, INVALID_CODE)
  await db().oneTimeCode.update({ where: { id: code.id }, data: { verifiedAt: now } })
}

/** Sets a new password after a verified, unused, unexpired code; the code is then spent. */
export async function resetPassword(
  { email, new_password }: ResetPasswordInput,
  ip: string,
  now = new Date(),
): Promise<void> {
  const admin = await db().admin.findUnique({
    where: { email },
    select: { id: true, email: true, oneTimeCode: true },
  })
  const code = admin?.oneTimeCode
  if (!admin || !code || !code.verifiedAt || code.usedAt || code.expiresAt <= now)
    throw new HttpError(400, RESET_NOT_ALLOWED)
  const passwordHash = await bcrypt.hash(new_password, BCRYPT_COST)
  // Spending the code and changing the password together: a code never serves twice, even when
  // two requests race (only one update finds it unused).
  await db().$transaction(async (tx) => {
    const spent = await tx.oneTimeCode.updateMany({
      where: { id: code.id, usedAt: null },
      data: { usedAt: now },
    })
    if (spent.count !== 1) throw new HttpError(400, RESET_NOT_ALLOWED)
    await tx.admin.update({ where: { id: admin.id }, data: { passwordHash, passwordChangedAt: now } })
  })
  await recordAudit({ adminEmail: admin.email, action: 'auth.password-reset', ip })
}

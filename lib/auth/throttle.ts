// Throttling of the guarded sign-in actions, counted in the AuthAttempt table so that every
// server process (and a restart) sees the same numbers. Within a 15-minute window: more than
// 5 counted attempts for one e-mail address, or more than 20 from one IP address, are refused.
import 'server-only'
import { db } from '@/lib/db/client'
import { HttpError } from '@/lib/http'

export const WINDOW_MS = 15 * 60 * 1000
export const PER_EMAIL = 5
export const PER_IP = 20

export type AuthAction = 'login' | 'otp-request' | 'otp-verify'

const MESSAGES: Record<AuthAction, string> = {
  login: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  'otp-request': 'Too many code requests. Please wait 15 minutes and try again.',
  'otp-verify': 'Too many wrong codes. Please wait 15 minutes and request a new code.',
}

/**
 * Refuses with 429 when the limit is reached. `failuresOnly`: count only failed attempts
 * (sign-in, code checks) or every attempt (code requests, which cost a mail each).
 */
export async function assertNotThrottled(
  action: AuthAction,
  email: string,
  ip: string,
  failuresOnly: boolean,
  now = new Date(),
) {
  const since = new Date(now.getTime() - WINDOW_MS)
  const base = { action, createdAt: { gte: since }, ...(failuresOnly ? { success: false } : {}) }
  const [byEmail, byIp] = await Promise.all([
    db().authAttempt.count({ where: { ...base, email } }),
    ip ? db().authAttempt.count({ where: { ...base, ip } }) : 0,
  ])
  if (byEmail >= PER_EMAIL || byIp >= PER_IP) {
    throw new HttpError(429, MESSAGES[action])
  }
}

export async function recordAttempt(action: AuthAction, email: string, ip: string, success: boolean) {
  await db().authAttempt.create({
    data: { action, email: email.slice(0, 254), ip: ip.slice(0, 64), success },
  })
}

/** Old rows are useless after the window; pruned now and then on writes. */
export async function pruneAttempts(now = new Date()) {
  await db().authAttempt.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } },
  })
}

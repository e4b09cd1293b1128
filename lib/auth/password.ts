// Password hashing (bcrypt, cost 12) off the event loop: @node-rs/bcrypt runs each hash on a
// libuv worker thread, and at most HASH_CONCURRENCY hashes run at once (one core is always left
// to the server's main thread), so a burst of sign-ins queues here instead of stalling every
// other request. Existing hashes from bcryptjs ($2a$/$2b$) verify unchanged.
// Also the demo password's rule: it works only on the embedded demo database.
// No 'server-only' marker: the launcher's seed (tsx, outside Next) uses it too.
import os from 'node:os'
import { hash, verify } from '@node-rs/bcrypt'
import { HttpError } from '@/lib/http'

export const BCRYPT_COST = 12
/** Hashes running at once: all cores but one (at least one). */
export const HASH_CONCURRENCY = Math.max(1, os.availableParallelism() - 1)
/** Hashes waiting beyond this many are refused (429): a queue a few seconds long at most. */
export const HASH_QUEUE = 32
export const BUSY = 'Too many sign-ins at this moment. Please try again in a few seconds.'

let running = 0
const waiting: (() => void)[] = []

/** Runs `work` when a hashing slot is free (FIFO); refuses when too many are already waiting. */
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE)
      throw new HttpError(429, BUSY, undefined, { 'Retry-After': String(Math.ceil(HASH_QUEUE / 4)) })
    await new Promise<void>((resolve) => waiting.push(resolve))
  } else running++
  try {
    return await work()
  } finally {
    // Hand the slot straight to the next in line, or free it.
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

export function hashPassword(password: string): Promise<string> {
  return withSlot(() => hash(password, { cost: BCRYPT_COST }))
}

export function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  return withSlot(() => verify(password, passwordHash))
}

/**
 * Compared against when the e-mail is unknown, so both paths cost one bcrypt verification
 * (a cost-12 hash of a random string nobody knows).
 */
export const DUMMY_HASH = '$2b$12$Ed2c.3q5V8e8iKZkZOO3iOkI9X/Un7JPT9A6ETGf30s1wrQLyQU0C'

// ---------------------------------------------------------------------------------------------
// The demo's administrator
// ---------------------------------------------------------------------------------------------

export const DEMO_ADMIN_EMAIL = 'admin@uppedicon.org'
/** Printed in the README: accepted on the embedded demo database only. */
export const DEMO_PASSWORD = 'Pedicon@2025'
export const DEMO_PASSWORD_REFUSED =
  'The demo password works only on the embedded demo database. Reset your password with "Forgot password?".'
export const DEMO_PASSWORD_NOT_ALLOWED = 'The demo password cannot be used on this site. Choose another one.'

/** A password an operator may give the first administrator outside the demo (ADMIN_PASSWORD). */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{12,128}$/
export const STRONG_PASSWORD_RULE =
  'at least 12 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&, and not the demo password'

export function isStrongPassword(password: string): boolean {
  return STRONG_PASSWORD.test(password) && password !== DEMO_PASSWORD
}

// The shared rate limiter. A rule says how many requests one key (a client's address, an e-mail,
// an account and device…) may make per window; `reserve` counts the request against every rule
// it is subject to *before* the work is done (reserve, then check: parallel requests cannot all
// pass), and refuses with a 429 carrying `Retry-After` when any rule is over its limit.
// Counters live where every server instance sees them (lib/rate-limit/store.ts: Redis when
// REDIS_URL is set, PostgreSQL otherwise); the keys are hashed, so no address or e-mail is stored.
//
//   const CONTACT_PER_CLIENT: RateRule = {
//     name: 'contact:client', limit: 5, windowMs: 10 * MINUTE,
//     message: 'Too many messages. Please wait {wait} and try again.',
//   }
//   await reserve([{ rule: CONTACT_PER_CLIENT, key: addressKey(clientIp(request)) }])
//
// Failures-only limits (sign-in) reserve first too, then give the attempt back on success
// (`reservation.release()`) or forget the key (`clearLimit`).
import 'server-only'
import { createHash } from 'node:crypto'
import { isIP } from 'node:net'
import { ApiError } from '@/lib/api/errors'
import { defaultStore, type RateLimitStore, type Window } from './store'

export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE

export interface RateRule extends Window {
  /** Names the counter; one name per rule (e.g. `login:address`). */
  name: string
  /** Requests allowed per window (the next one is refused). */
  limit: number
  windowMs: number
  /**
   * Growing delays: the request just past the limit locks the key for windowMs, the next
   * lock-out twice as long, and so on up to this length; forgotten a day after the last one.
   * Unset: the key may go again when its window (counted from its first request) ends.
   */
  backoffMaxMs?: number
  /** The 429 message; `{wait}` becomes the time to wait ("15 minutes"). */
  message: string
}

export interface RateCheck {
  rule: RateRule
  key: string
}

export interface LimiterOptions {
  store?: RateLimitStore
  /** The clock, in ms since the epoch (tests move it). */
  now?: number
}

/** A 429 with `Retry-After` (seconds); the edge (lib/api/route.ts) answers it as it is. */
export class RateLimited extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super('rate_limited', message, { headers: { 'Retry-After': String(retryAfterSeconds) } })
  }
}

export interface Reservation {
  /** Gives the reserved requests back: this one turned out not to count. */
  release(): Promise<void>
}

/** `<rule>:<hash of the key>`: fixed length, and no personal data in the store. */
export function counterKey(rule: RateRule, key: string): string {
  return `${rule.name}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`
}

/** "45 seconds", "15 minutes", "2 hours": how long to wait, rounded up. */
export function formatWait(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  if (seconds < 60) return unit(seconds, 'second')
  const minutes = Math.ceil(seconds / 60)
  return minutes < 60 ? unit(minutes, 'minute') : unit(Math.ceil(seconds / 3600), 'hour')
}

/**
 * Counts one request against each check, atomically per key, and refuses (RateLimited) when any
 * is over its limit; the refused request is then taken back from the checks that allowed it, so
 * a refusal by one rule does not use up another. Answers the reservation.
 */
export async function reserve(checks: RateCheck[], options: LimiterOptions = {}): Promise<Reservation> {
  const store = options.store ?? defaultStore()
  const now = options.now ?? Date.now()
  const keys = checks.map((c) => counterKey(c.rule, c.key))
  const hits = await Promise.all(checks.map((c, i) => store.hit(keys[i], c.rule, now)))
  const release = async () => {
    await Promise.all(
      keys.map((key, i) => (hits[i].count <= checks[i].rule.limit ? store.undo(key, now) : null)),
    )
  }
  let refused: { seconds: number; message: string } | null = null
  hits.forEach((hit, i) => {
    if (hit.count <= checks[i].rule.limit) return
    const seconds = Math.max(1, Math.ceil((hit.resetMs - now) / 1000))
    if (!refused || seconds > refused.seconds)
      refused = { seconds, message: checks[i].rule.message.replace('{wait}', formatWait(seconds)) }
  })
  if (refused) {
    const { seconds, message } = refused
    await release()
    throw new RateLimited(seconds, message)
  }
  return { release }
}

/** Forgets a key of a rule (count and growing delays), e.g. after a successful sign-in. */
export async function clearLimit(rule: RateRule, key: string, options: LimiterOptions = {}) {
  await (options.store ?? defaultStore()).clear(counterKey(rule, key))
}

/**
 * The key of a client's address: IPv4 as it is, IPv6 by its /64 network (one subscriber's
 * allocation, so rotating addresses inside it earns no fresh limits).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address
  const [head, tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

export type { RateLimitStore } from './store'
export { defaultStore, postgresStore, redisStore } from './store'

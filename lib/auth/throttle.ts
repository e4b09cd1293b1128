// Who is asking, and how often they may: the limits of sign-in, code requests, code checks and
// resets, on the shared rate limiter (lib/rate-limit). OWASP's "device cookies": a browser that
// signed in as an administrator gets a signed device cookie for that e-mail, and
//  - a trusted device (valid cookie for the e-mail) is limited per account and device only, so
//    nothing strangers do can lock it out;
//  - any other client is limited per account and address (with growing delays), per address
//    across accounts, and all unknown clients of one account share a pool larger than one client
//    can use up on its own (failures from one client never block another). Unknown clients never
//    spend the quotas of trusted devices.
import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { clientIp } from '@/lib/audit/service'
import { env } from '@/lib/env'
import type { RequestHeaders } from '@/lib/net/client-address'
import { addressKey, HOUR, MINUTE, type RateCheck, type RateRule } from '@/lib/rate-limit'
import { authCookie, cookieValue } from './session'

export const DEVICE_COOKIE = 'admin_device'
export const DEVICE_SECONDS = 180 * 24 * 60 * 60

/** The device cookie set at sign-in: sent back to the sign-in, code and reset requests only. */
export const deviceCookie = (device: string) =>
  authCookie(DEVICE_COOKIE, device, DEVICE_SECONDS, { path: '/adminpanel', sameSite: 'strict' })

/** What a request says about its client: the address our server saw and any device cookie. */
export interface ClientInfo {
  address: string
  device?: string | null
}

/** A client as the limits see it: `d:<device>` when trusted for the e-mail, else `a:<address>`. */
export interface Client {
  key: string
  trusted: boolean
  address: string
  /** The device cookie value to keep (trusted) */
  device: string | null
}

export function requestClient(request: RequestHeaders): ClientInfo {
  return { address: clientIp(request), device: cookieValue(request.headers.get('cookie'), DEVICE_COOKIE) }
}

function deviceSignature(email: string, nonce: string): Buffer {
  const secret = env().AUTH_SECRET
  if (!secret) throw new Error('AUTH_SECRET is not set.')
  return createHmac('sha256', secret).update(`device\n${email}\n${nonce}`).digest()
}

/** A new device cookie value for an administrator who just signed in. */
export function newDevice(email: string): string {
  const nonce = randomBytes(16).toString('base64url')
  return `${nonce}.${deviceSignature(email, nonce).toString('base64url')}`
}

/** The device's nonce when the cookie is genuine and was issued for this e-mail. */
function trustedNonce(email: string, value: string | null | undefined): string | null {
  const [nonce, signature, extra] = (value ?? '').split('.')
  if (!nonce || !signature || extra !== undefined || nonce.length > 64) return null
  const given = Buffer.from(signature, 'base64url')
  const expected = deviceSignature(email, nonce)
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null
}

export function clientOf(email: string, info: ClientInfo): Client {
  const nonce = trustedNonce(email, info.device)
  return nonce
    ? { key: `d:${nonce}`, trusted: true, address: info.address, device: info.device! }
    : { key: `a:${addressKey(info.address)}`, trusted: false, address: info.address, device: null }
}

// ---------------------------------------------------------------------------------------------
// The limits (docs/security.md)
// ---------------------------------------------------------------------------------------------

const GROWING = 24 * HOUR
const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please wait {wait} and try again.'
const TOO_MANY_REQUESTS = 'Too many code requests. Please wait {wait} and try again.'
const TOO_MANY_CODES = 'Too many wrong codes. Please wait {wait} and request a new code.'
const UNKNOWN_DEVICES = ' for this account from devices it has not signed in from'

export type AuthAction = 'login' | 'code-request' | 'code-verify'

interface ActionRules {
  /** per account and client (trusted device or address), with growing delays */
  client: RateRule
  /** per address, across accounts (unknown clients) */
  address: RateRule
  /** per account, shared by its unknown clients: more than one client can use in its window */
  unknownClients: RateRule
}

const rules = (
  action: AuthAction,
  message: string,
  perClient: { limit: number; windowMs: number },
  perAddress: number,
  pool: number,
): ActionRules => ({
  client: { name: `${action}:client`, ...perClient, backoffMaxMs: GROWING, message },
  address: { name: `${action}:address`, limit: perAddress, windowMs: 15 * MINUTE, message },
  unknownClients: {
    name: `${action}:unknown-clients`,
    limit: pool,
    windowMs: HOUR,
    message: message.replace('. Please', `${UNKNOWN_DEVICES}. Please`),
  },
})

// One client's most in an hour: its limit in each of the (up to 5 for 15 minutes, 2 for an hour)
// windows that overlap it, fewer with the growing delays: 25, 6 and 25, under the pools.
export const AUTH_RULES: Record<AuthAction, ActionRules> = {
  login: rules('login', TOO_MANY_LOGINS, { limit: 5, windowMs: 15 * MINUTE }, 20, 30),
  'code-request': rules('code-request', TOO_MANY_REQUESTS, { limit: 3, windowMs: HOUR }, 20, 10),
  'code-verify': rules('code-verify', TOO_MANY_CODES, { limit: 5, windowMs: 15 * MINUTE }, 20, 30),
}

/** Resets need a reset credential; this only bounds the hashing a client can ask for. */
export const RESET_RULE: RateRule = {
  name: 'reset:client',
  limit: 10,
  windowMs: 15 * MINUTE,
  message: 'Too many password reset attempts. Please wait {wait} and try again.',
}

/** The checks one attempt of `action` for `email` from `client` counts against. */
export function authChecks(action: AuthAction, email: string, client: Client): RateCheck[] {
  const r = AUTH_RULES[action]
  const own = { rule: r.client, key: `${email}\n${client.key}` }
  if (client.trusted) return [own]
  return [own, { rule: r.address, key: client.key }, { rule: r.unknownClients, key: email }]
}

/** The per-client check of `action` (cleared after a success). */
export function ownCheck(action: AuthAction, email: string, client: Client): RateCheck {
  return authChecks(action, email, client)[0]
}

// The limits of the public writes (docs/security.md): each counts per client (the
// address our server saw, lib/net/client-address.ts) and per person (the e-mail, or the
// registration or transaction the request is about), on the shared limiter. Sign-in, codes and
// resets have their own, finer rules (lib/auth/throttle.ts).
import 'server-only'
import { clientIp } from '@/lib/audit/service'
import type { RequestHeaders } from '@/lib/net/client-address'
import { addressKey, HOUR, MINUTE, reserve, type RateRule } from './index'

const rule = (name: string, limit: number, windowMs: number, message: string): RateRule => ({
  name,
  limit,
  windowMs,
  message,
})
const WAIT = 'Please wait {wait} and try again.'

export const PUBLIC_LIMITS = {
  contact: {
    client: rule('contact:client', 5, 10 * MINUTE, `Too many messages. ${WAIT}`),
    person: rule('contact:email', 5, HOUR, `Too many messages from this e-mail address. ${WAIT}`),
  },
  register: {
    client: rule('register:client', 10, 10 * MINUTE, `Too many registrations. ${WAIT}`),
    person: rule('register:email', 5, HOUR, `Too many registrations for this e-mail address. ${WAIT}`),
  },
  group: {
    client: rule('group:client', 5, 10 * MINUTE, `Too many group registrations. ${WAIT}`),
    person: rule('group:email', 5, HOUR, `Too many group registrations for this e-mail address. ${WAIT}`),
  },
  link: {
    client: rule('link:client', 5, 10 * MINUTE, `Too many requests. ${WAIT}`),
    person: rule('link:email', 3, HOUR, `Too many requests for this e-mail address. ${WAIT}`),
  },
  abstracts: {
    client: rule('abstracts:client', 5, 10 * MINUTE, `Too many requests. ${WAIT}`),
    person: rule('abstracts:email', 3, HOUR, `Too many requests for this e-mail address. ${WAIT}`),
  },
  proof: {
    client: rule('proof:client', 10, 10 * MINUTE, `Too many payment proofs. ${WAIT}`),
    person: rule('proof:registration', 10, HOUR, `Too many payment proofs for this registration. ${WAIT}`),
  },
  payment: {
    client: rule('payment:client', 10, 10 * MINUTE, `Too many payment attempts. ${WAIT}`),
    person: rule(
      'payment:registration',
      10,
      HOUR,
      `Too many payment attempts for this registration. ${WAIT}`,
    ),
  },
  transfer: {
    client: rule('transfer:client', 10, 10 * MINUTE, `Too many transfers. ${WAIT}`),
    person: rule('transfer:registration', 5, HOUR, `Too many transfers of this registration. ${WAIT}`),
  },
  waitlist: {
    client: rule('waitlist:client', 20, 10 * MINUTE, `Too many waiting-list requests. ${WAIT}`),
    person: rule(
      'waitlist:registration',
      20,
      HOUR,
      `Too many waiting-list requests for this registration. ${WAIT}`,
    ),
  },
  star: {
    client: rule('star:client', 120, 10 * MINUTE, `Too many changes to your programme. ${WAIT}`),
    person: rule('star:registration', 200, HOUR, `Too many changes to your programme. ${WAIT}`),
  },
  status: {
    client: rule('status:client', 60, MINUTE, `Too many status checks. ${WAIT}`),
    person: rule('status:transaction', 30, MINUTE, `Too many status checks for this payment. ${WAIT}`),
  },
} as const
export type PublicWrite = keyof typeof PUBLIC_LIMITS

/**
 * Counts a public write against its client's and its person's limits (429 with Retry-After
 * beyond either). `person`: the e-mail address, registration id or transaction it is about.
 */
export async function limitPublicWrite(kind: PublicWrite, request: RequestHeaders, person: string | number) {
  const { client, person: perPerson } = PUBLIC_LIMITS[kind]
  await reserve([
    { rule: client, key: addressKey(clientIp(request)) },
    { rule: perPerson, key: String(person).toLowerCase() },
  ])
}

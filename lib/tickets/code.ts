// A registration's ticket code: what the e-ticket's QR code carries and what the check-in desk
// scans. `T1-<registration id>-<tag>`, the tag being 20 base32 characters (100 bits) of an HMAC
// of the id under a key derived from AUTH_SECRET: unguessable, checkable without a database
// read, and made of QR alphanumeric characters (upper case, digits, '-') so the code stays small.
// Whether the ticket still admits anyone (cancelled, refunded, unpaid) is the registration's
// state, checked where the code is used (lib/tickets/service.ts), never encoded here.
// A registration transferred to a colleague gets a new code, `T1-<id>-<n>-<tag>` for its n-th new
// holder (the registration's `transfers`), the tag signing the id and n; the desk refuses a code
// whose n is not the registration's current one (the previous holder's ticket).
import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'

const VERSION = 'T1'
const TAG_LENGTH = 20
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const PATTERN = /^T1-([1-9][0-9]{0,9})(?:-([1-9][0-9]{0,5}))?-([A-Z2-7]{20})$/

function key(): string {
  const secret = env().AUTH_SECRET
  if (!secret) throw new Error('AUTH_SECRET is not set: start the site with `npm start`, which provides it.')
  return createHmac('sha256', secret).update('uppedicon ticket code v1').digest('hex')
}

function base32(bytes: Buffer): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return out
}

function tag(registrationId: number, transfers: number): string {
  const payload =
    transfers === 0 ? `${VERSION}:${registrationId}` : `${VERSION}:${registrationId}:${transfers}`
  const mac = createHmac('sha256', key()).update(payload).digest()
  return base32(mac).slice(0, TAG_LENGTH)
}

/** The ticket code of a registration's current holder (`transfers`: how many times it changed hands). */
export function ticketCode(registrationId: number, transfers = 0): string {
  return transfers === 0
    ? `${VERSION}-${registrationId}-${tag(registrationId, 0)}`
    : `${VERSION}-${registrationId}-${transfers}-${tag(registrationId, transfers)}`
}

/**
 * The registration a scanned or typed code belongs to and the holder it was issued to, or null
 * when it is not a code this site issued (wrong shape or signature). Spaces and lower case from
 * a typed code are forgiven.
 */
export function parseTicket(input: string): { id: number; transfers: number } | null {
  const match = PATTERN.exec(input.trim().toUpperCase().replace(/\s+/g, ''))
  if (!match) return null
  const id = Number(match[1])
  const transfers = match[2] ? Number(match[2]) : 0
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null
  const expected = Buffer.from(tag(id, transfers))
  const given = Buffer.from(match[3])
  return timingSafeEqual(expected, given) ? { id, transfers } : null
}

/** The registration a code belongs to (whichever holder it was issued to), or null. */
export const parseTicketCode = (input: string): number | null => parseTicket(input)?.id ?? null

// What every gateway's code shares: its failures, the time it is given, our transaction numbers
// and the payer's name as banks accept it.
import 'server-only'
import { randomBytes } from 'node:crypto'
import { indiaTimestamp } from '@/lib/dates'

export const GATEWAY_TIMEOUT_MS = 15_000

/** The gateway could not be reached, timed out, refused the request or answered unsigned. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly reason: 'unreachable' | 'timeout' | 'refused' | 'invalid',
  ) {
    super(message)
  }
}

/**
 * A new merchantTxnNo: 20 alphanumerics, the provider's prefix (UP; the icici kit's UM), India
 * date-time then random (unique in the table too).
 */
export function newMerchantTxnNo(now = new Date(), prefix = 'UP'): string {
  const random = Array.from(randomBytes(6), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[b % 32]).join('')
  return `${prefix}${indiaTimestamp(now).slice(2)}${random}`
}

/** The gateways accept ASCII letters, digits, space, '.' and '-' in the payer's name. */
export function gatewayName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return ascii || 'Delegate'
}

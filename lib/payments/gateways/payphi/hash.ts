// The PayPhi / ICICI Orange PG message signature (docs/payments.md, "payphi"): every field except
// secureHash, minus null, empty and boolean values, sorted by name in plain code-unit order,
// values concatenated with no separator, HMAC-SHA256 with the merchant secret, lowercase hex.
// Used for requests we send, responses we receive and the browser returns / payment advices.
import { createHmac, timingSafeEqual } from 'node:crypto'

export type GatewayFields = Record<string, unknown>

/** The string the gateway signs: the kept values in field-name order. */
export function hashInput(fields: GatewayFields): string {
  return (
    Object.keys(fields)
      .filter((name) => name !== 'secureHash')
      .filter((name) => {
        const v = fields[name]
        return v !== null && v !== undefined && typeof v !== 'boolean' && String(v) !== ''
      })
      // Plain ASCII order (uppercase before lowercase), not localeCompare.
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((name) => String(fields[name]))
      .join('')
  )
}

export function secureHash(fields: GatewayFields, secretKey: string): string {
  return createHmac('sha256', secretKey).update(hashInput(fields), 'utf8').digest('hex')
}

/** Whether `fields.secureHash` is the signature of the other fields (constant-time compare). */
export function verifySecureHash(fields: GatewayFields, secretKey: string): boolean {
  const received = fields.secureHash
  if (typeof received !== 'string' || !/^[0-9a-fA-F]{64}$/.test(received)) return false
  const expected = Buffer.from(secureHash(fields, secretKey), 'hex')
  return timingSafeEqual(expected, Buffer.from(received.toLowerCase(), 'hex'))
}

/** The fields with their signature added. */
export function signed<T extends GatewayFields>(fields: T, secretKey: string): T & { secureHash: string } {
  return { ...fields, secureHash: secureHash(fields, secretKey) }
}

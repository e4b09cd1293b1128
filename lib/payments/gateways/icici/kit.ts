// The icici protocol, ICICI's older Merchant Solutions redirect kit (docs/payments.md, "icici"). A
// request is the sorted "Key||Value" pairs joined by "::", led by "SecureHash||<h>", where h =
// SHA-256 of the secret followed by the sorted non-empty values (lowercase hex; the bank answers
// uppercase); the whole text is AES-256-ECB (PKCS7) encrypted with the 32-character key and sent
// base64.
import 'server-only'
import { createCipheriv, createDecipheriv, createHash, timingSafeEqual } from 'node:crypto'
import type { IciciConfig } from './config'

const sortedKeys = (fields: Record<string, string>) =>
  Object.keys(fields)
    .filter((k) => k !== 'SecureHash' && fields[k] !== '' && fields[k] != null)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))

export function iciciHash(fields: Record<string, string>, secret: string): string {
  return createHash('sha256')
    .update(
      secret +
        sortedKeys(fields)
          .map((k) => fields[k])
          .join(''),
      'utf8',
    )
    .digest('hex')
}

export function iciciVerify(fields: Record<string, string>, secret: string): boolean {
  const received = fields.SecureHash
  if (typeof received !== 'string' || !/^[0-9a-fA-F]{64}$/.test(received)) return false
  return timingSafeEqual(
    Buffer.from(iciciHash(fields, secret), 'hex'),
    Buffer.from(received.toLowerCase(), 'hex'),
  )
}

/** Signs, lays out and encrypts fields as EncData. */
export function iciciEncrypt(
  fields: Record<string, string>,
  cfg: Pick<IciciConfig, 'secret' | 'aesKey'>,
  hashCase: 'lower' | 'upper' = 'lower',
): string {
  const h = iciciHash(fields, cfg.secret)
  const text = [
    `SecureHash||${hashCase === 'upper' ? h.toUpperCase() : h}`,
    ...sortedKeys(fields).map((k) => `${k}||${fields[k]}`),
  ].join('::')
  const cipher = createCipheriv('aes-256-ecb', Buffer.from(cfg.aesKey, 'ascii'), null)
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64')
}

/** Decrypts EncData into its fields (SecureHash included); null when it does not decrypt. */
export function iciciDecrypt(
  encData: string,
  cfg: Pick<IciciConfig, 'aesKey'>,
): Record<string, string> | null {
  try {
    const decipher = createDecipheriv('aes-256-ecb', Buffer.from(cfg.aesKey, 'ascii'), null)
    const text = Buffer.concat([decipher.update(Buffer.from(encData, 'base64')), decipher.final()]).toString(
      'utf8',
    )
    const out: Record<string, string> = {}
    for (const pair of text.split('::')) {
      const at = pair.indexOf('||')
      if (at <= 0) return null
      out[pair.slice(0, at)] = pair.slice(at + 2)
    }
    return out
  } catch {
    return null
  }
}

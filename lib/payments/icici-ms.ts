// The older ICICI Merchant Solutions redirect kit (docs/payments.md, "The older kit"). A request is the
// sorted "Key||Value" pairs joined by "::", led by "SecureHash||<h>", where h = SHA-256 of the
// secret followed by the sorted non-empty values (lowercase hex; the bank answers uppercase);
// the whole text is AES-256-ECB (PKCS7) encrypted with the 32-character key and sent base64.
// Like Orange PG, configuration alone chooses between the bank and the built-in sandbox.
import 'server-only'
import { createCipheriv, createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { parseEnv } from '@/lib/env'
import { gatewayConfig, SANDBOX_PATH } from './config'

export interface MsConfig {
  mode: 'bank' | 'sandbox'
  captureUrl: string
  merchantId: string
  terminalId: string
  bankId: string
  passCode: string
  mcc: string
  secret: string
  aesKey: string
}

/** The kit's configuration; null when it is not available (bank credentials for Orange PG only). */
export function msConfig(source: Record<string, string | undefined> = process.env): MsConfig | null {
  const cfg = parseEnv(source)
  const values = [
    cfg.PAYMENT_MS_URL,
    cfg.PAYMENT_MS_MERCHANT_ID,
    cfg.PAYMENT_MS_TERMINAL_ID,
    cfg.PAYMENT_MS_BANK_ID,
    cfg.PAYMENT_MS_PASSCODE,
    cfg.PAYMENT_MS_MCC,
    cfg.PAYMENT_MS_SECRET,
    cfg.PAYMENT_MS_AES_KEY,
  ]
  if (values.every(Boolean)) {
    return {
      mode: 'bank',
      captureUrl: cfg.PAYMENT_MS_URL!,
      merchantId: cfg.PAYMENT_MS_MERCHANT_ID!,
      terminalId: cfg.PAYMENT_MS_TERMINAL_ID!,
      bankId: cfg.PAYMENT_MS_BANK_ID!,
      passCode: cfg.PAYMENT_MS_PASSCODE!,
      mcc: cfg.PAYMENT_MS_MCC!,
      secret: cfg.PAYMENT_MS_SECRET!,
      aesKey: cfg.PAYMENT_MS_AES_KEY!,
    }
  }
  if (values.some(Boolean))
    throw new Error(
      'ICICI Merchant Solutions kit: set all PAYMENT_MS_* variables together (or none of them).',
    )
  // The kit's sandbox only runs when the whole site is in sandbox mode: a site with real
  // Orange PG credentials must never accept sandbox payments through the older kit.
  const pg = gatewayConfig(source)
  if (pg.mode !== 'sandbox') return null
  const derive = (label: string) =>
    createHmac('sha256', pg.secretKey).update(label).digest('hex').slice(0, 32)
  return {
    mode: 'sandbox',
    captureUrl: `${cfg.siteUrl}${SANDBOX_PATH}/ms/pay`,
    merchantId: 'SANDBOXMS01',
    terminalId: 'SBXTERM1',
    bankId: '24520',
    passCode: 'SBXPASS1',
    mcc: '8299',
    secret: derive('ms-secret'),
    aesKey: derive('ms-aes-key'),
  }
}

const sortedKeys = (fields: Record<string, string>) =>
  Object.keys(fields)
    .filter((k) => k !== 'SecureHash' && fields[k] !== '' && fields[k] != null)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))

export function msHash(fields: Record<string, string>, secret: string): string {
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

export function msVerify(fields: Record<string, string>, secret: string): boolean {
  const received = fields.SecureHash
  if (typeof received !== 'string' || !/^[0-9a-fA-F]{64}$/.test(received)) return false
  return timingSafeEqual(
    Buffer.from(msHash(fields, secret), 'hex'),
    Buffer.from(received.toLowerCase(), 'hex'),
  )
}

/** Signs, lays out and encrypts fields as EncData. */
export function msEncrypt(
  fields: Record<string, string>,
  cfg: Pick<MsConfig, 'secret' | 'aesKey'>,
  hashCase: 'lower' | 'upper' = 'lower',
): string {
  const h = msHash(fields, cfg.secret)
  const text = [
    `SecureHash||${hashCase === 'upper' ? h.toUpperCase() : h}`,
    ...sortedKeys(fields).map((k) => `${k}||${fields[k]}`),
  ].join('::')
  const cipher = createCipheriv('aes-256-ecb', Buffer.from(cfg.aesKey, 'ascii'), null)
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64')
}

/** Decrypts EncData into its fields (SecureHash included); null when it does not decrypt. */
export function msDecrypt(encData: string, cfg: Pick<MsConfig, 'aesKey'>): Record<string, string> | null {
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

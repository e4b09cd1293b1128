// How the site reaches the icici kit: the bank's capture page with the PAYMENT_ICICI_* credentials
// (all or none), else, when the whole site is in sandbox mode, the sandbox's kit under
// /sandbox-gateway/icici with keys derived from the sandbox's. Only configuration tells them apart.
import 'server-only'
import { createHmac } from 'node:crypto'
import { parseEnv } from '@/lib/env'
import { SANDBOX_PATH, sandboxKey } from '../../sandbox/config'

export interface IciciConfig {
  /** How its payment attempts are recorded: the sandbox's are never counted as money collected. */
  gateway: 'icici' | 'sandbox'
  captureUrl: string
  merchantId: string
  terminalId: string
  bankId: string
  passCode: string
  mcc: string
  secret: string
  aesKey: string
}

/** The kit's configuration; null when it is not available (no credentials, not in sandbox mode). */
export function iciciConfig(source: Record<string, string | undefined> = process.env): IciciConfig | null {
  const cfg = parseEnv(source)
  const values = [
    cfg.PAYMENT_ICICI_URL,
    cfg.PAYMENT_ICICI_MERCHANT_ID,
    cfg.PAYMENT_ICICI_TERMINAL_ID,
    cfg.PAYMENT_ICICI_BANK_ID,
    cfg.PAYMENT_ICICI_PASSCODE,
    cfg.PAYMENT_ICICI_MCC,
    cfg.PAYMENT_ICICI_SECRET,
    cfg.PAYMENT_ICICI_AES_KEY,
  ]
  if (values.every(Boolean)) {
    return {
      gateway: 'icici',
      captureUrl: cfg.PAYMENT_ICICI_URL!,
      merchantId: cfg.PAYMENT_ICICI_MERCHANT_ID!,
      terminalId: cfg.PAYMENT_ICICI_TERMINAL_ID!,
      bankId: cfg.PAYMENT_ICICI_BANK_ID!,
      passCode: cfg.PAYMENT_ICICI_PASSCODE!,
      mcc: cfg.PAYMENT_ICICI_MCC!,
      secret: cfg.PAYMENT_ICICI_SECRET!,
      aesKey: cfg.PAYMENT_ICICI_AES_KEY!,
    }
  }
  if (values.some(Boolean))
    throw new Error('icici kit: set all PAYMENT_ICICI_* variables together (or none of them).')
  // The kit's sandbox only runs when the whole site is in sandbox mode: a site with real
  // payphi credentials must never accept sandbox payments through the kit.
  if (cfg.paymentMode !== 'sandbox') return null
  const key = sandboxKey(cfg)
  const derive = (label: string) => createHmac('sha256', key).update(label).digest('hex').slice(0, 32)
  return {
    gateway: 'sandbox',
    captureUrl: `${cfg.siteUrl}${SANDBOX_PATH}/icici/pay`,
    merchantId: 'SANDBOXMS01',
    terminalId: 'SBXTERM1',
    bankId: '24520',
    passCode: 'SBXPASS1',
    mcc: '8299',
    // The labels predate the name icici; changing them would change the sandbox's keys.
    secret: derive('ms-secret'),
    aesKey: derive('ms-aes-key'),
  }
}

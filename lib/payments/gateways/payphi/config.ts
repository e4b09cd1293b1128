// How the site reaches a PayPhi gateway. The bank's (PAYMENT_MODE=payphi) with the merchant
// credentials PAYMENT_GATEWAY_URL, PAYMENT_MERCHANT_ID, PAYMENT_SECRET_KEY (and
// PAYMENT_AGGREGATOR_ID for aggregator merchants); the built-in sandbox speaks the same protocol
// with its own configuration (lib/payments/sandbox/config.ts). Only configuration tells them apart.
import 'server-only'
import { parseEnv } from '@/lib/env'
import { GatewayError } from '../common'

export interface PayphiConfig {
  /** How its payment attempts are recorded: the sandbox's are never counted as money collected. */
  gateway: 'payphi' | 'sandbox'
  /** API base: `${apiBase}/v2/initiateSale` and `${apiBase}/command`. */
  apiBase: string
  merchantId: string
  secretKey: string
  aggregatorId?: string
}

/** The bank's gateway with the merchant credentials (read per call: operators and tests change them). */
export function payphiConfig(source: Record<string, string | undefined> = process.env): PayphiConfig {
  const cfg = parseEnv(source)
  if (!(cfg.PAYMENT_GATEWAY_URL && cfg.PAYMENT_MERCHANT_ID && cfg.PAYMENT_SECRET_KEY))
    throw new GatewayError(
      'The payphi gateway is not configured (PAYMENT_GATEWAY_URL, PAYMENT_MERCHANT_ID and PAYMENT_SECRET_KEY).',
      'unreachable',
    )
  return {
    gateway: 'payphi',
    apiBase: cfg.PAYMENT_GATEWAY_URL.replace(/\/$/, ''),
    merchantId: cfg.PAYMENT_MERCHANT_ID,
    secretKey: cfg.PAYMENT_SECRET_KEY,
    aggregatorId: cfg.PAYMENT_AGGREGATOR_ID,
  }
}

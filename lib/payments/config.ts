// Which card gateway the site talks to. Configuration is the only switch: with the merchant
// credentials set (PAYMENT_GATEWAY_URL, PAYMENT_MERCHANT_ID, PAYMENT_SECRET_KEY) the bank's
// Orange PG; with none of them the built-in sandbox gateway served by this site under
// /sandbox-gateway, which speaks the same protocol with a key generated once per installation.
import 'server-only'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseEnv, type Env } from '@/lib/env'

export interface GatewayConfig {
  mode: 'bank' | 'sandbox'
  /** API base: `${apiBase}/v2/initiateSale` and `${apiBase}/command`. */
  apiBase: string
  merchantId: string
  secretKey: string
  aggregatorId?: string
}

/** Path of the sandbox under the site; its API mirrors the bank's `/pg/api`. */
export const SANDBOX_PATH = '/sandbox-gateway'
export const SANDBOX_MERCHANT_ID = 'T_SANDBOX'

/** The sandbox's signing key: generated once and kept in DATA_DIR (readable by this user only). */
function sandboxKey(cfg: Env): string {
  const file = path.join(cfg.dataDir, 'sandbox-gateway-key')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(cfg.dataDir, { recursive: true })
  const key = randomBytes(32).toString('hex')
  try {
    // 'wx': two processes starting at once keep the first writer's key.
    fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' })
  } catch {
    return fs.readFileSync(file, 'utf8').trim()
  }
  return key
}

/** The gateway configuration (read per call: operators and tests may change the environment). */
export function gatewayConfig(source: Record<string, string | undefined> = process.env): GatewayConfig {
  const cfg = parseEnv(source)
  const bank = [cfg.PAYMENT_GATEWAY_URL, cfg.PAYMENT_MERCHANT_ID, cfg.PAYMENT_SECRET_KEY]
  if (bank.every(Boolean)) {
    return {
      mode: 'bank',
      apiBase: cfg.PAYMENT_GATEWAY_URL!.replace(/\/$/, ''),
      merchantId: cfg.PAYMENT_MERCHANT_ID!,
      secretKey: cfg.PAYMENT_SECRET_KEY!,
      aggregatorId: cfg.PAYMENT_AGGREGATOR_ID,
    }
  }
  // Half a configuration must never silently fall back to the sandbox and take fake payments.
  if (bank.some(Boolean))
    throw new Error(
      'Payment gateway: set PAYMENT_GATEWAY_URL, PAYMENT_MERCHANT_ID and PAYMENT_SECRET_KEY together (or none of them for the sandbox).',
    )
  return {
    mode: 'sandbox',
    apiBase: `${cfg.siteUrl}${SANDBOX_PATH}/pg/api`,
    merchantId: SANDBOX_MERCHANT_ID,
    secretKey: sandboxKey(cfg),
  }
}

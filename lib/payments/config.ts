// Which card gateway the site talks to. PAYMENT_MODE is the only switch: bank, the bank's Orange
// PG with the merchant credentials (PAYMENT_GATEWAY_URL, PAYMENT_MERCHANT_ID, PAYMENT_SECRET_KEY);
// sandbox, the built-in sandbox gateway served by this site under /sandbox-gateway, which speaks
// the same protocol with a key generated once per installation (no money moves). Unset, the
// embedded demo is a sandbox and a site on a PostgreSQL server takes no payments (see lib/env.ts).
import 'server-only'
import { createHmac, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseEnv, paymentModeProblem, type Env } from '@/lib/env'

export interface GatewayConfig {
  mode: 'bank' | 'sandbox'
  /** How its payment attempts are recorded: the sandbox's are never counted as money collected. */
  gateway: 'payphi' | 'sandbox'
  /** API base: `${apiBase}/v2/initiateSale` and `${apiBase}/command`. */
  apiBase: string
  merchantId: string
  secretKey: string
  aggregatorId?: string
}

/** Path of the sandbox under the site; its API mirrors the bank's `/pg/api`. */
export const SANDBOX_PATH = '/sandbox-gateway'
export const SANDBOX_MERCHANT_ID = 'T_SANDBOX'

/**
 * The sandbox's signing key: derived from AUTH_SECRET (the same on every instance of a cluster, so
 * a payment started on one instance can return through another), else generated once and kept in
 * DATA_DIR (readable by this user only).
 */
function sandboxKey(cfg: Env): string {
  if (cfg.AUTH_SECRET)
    return createHmac('sha256', cfg.AUTH_SECRET).update('sandbox-gateway-key').digest('hex')
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
  const problem = paymentModeProblem(cfg)
  if (problem) throw new Error(`Payment gateway: ${problem}`)
  if (cfg.paymentMode === 'bank') {
    return {
      mode: 'bank',
      gateway: 'payphi',
      apiBase: cfg.PAYMENT_GATEWAY_URL!.replace(/\/$/, ''),
      merchantId: cfg.PAYMENT_MERCHANT_ID!,
      secretKey: cfg.PAYMENT_SECRET_KEY!,
      aggregatorId: cfg.PAYMENT_AGGREGATOR_ID,
    }
  }
  return {
    mode: 'sandbox',
    gateway: 'sandbox',
    apiBase: `${cfg.siteUrl}${SANDBOX_PATH}/pg/api`,
    merchantId: SANDBOX_MERCHANT_ID,
    secretKey: sandboxKey(cfg),
  }
}

// The built-in sandbox gateway's configuration (PAYMENT_MODE=sandbox): served by this site under
// /sandbox-gateway, it speaks both gateways' protocols (payphi under pg/, icici under icici/) with
// keys of its own, so no money moves.
import 'server-only'
import { createHmac, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parseEnv, type Env } from '@/lib/env'
import type { PayphiConfig } from '../gateways/payphi/config'

/** Path of the sandbox under the site; its payphi API mirrors the bank's `/pg/api`. */
export const SANDBOX_PATH = '/sandbox-gateway'
export const SANDBOX_MERCHANT_ID = 'T_SANDBOX'

/** Whether this site runs the sandbox (else real gateways are configured and it is off). */
export const sandboxEnabled = (source: Record<string, string | undefined> = process.env) =>
  parseEnv(source).paymentMode === 'sandbox'

/**
 * The sandbox's signing key: derived from AUTH_SECRET (the same on every instance of a cluster, so
 * a payment started on one instance can return through another), else generated once and kept in
 * DATA_DIR (readable by this user only).
 */
export function sandboxKey(cfg: Env): string {
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

/** The sandbox as a payphi gateway (read per call). */
export function sandboxPayphiConfig(source: Record<string, string | undefined> = process.env): PayphiConfig {
  const cfg = parseEnv(source)
  return {
    gateway: 'sandbox',
    apiBase: `${cfg.siteUrl}${SANDBOX_PATH}/pg/api`,
    merchantId: SANDBOX_MERCHANT_ID,
    secretKey: sandboxKey(cfg),
  }
}

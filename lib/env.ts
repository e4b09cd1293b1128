// Configuration, validated once with zod. Every variable is optional: the defaults run the site
// on the embedded database with demo content (see .env.example and docs/operations.md).
import path from 'node:path'
import { z } from 'zod'
import { parseTrustProxy } from './net/client-address'

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const opt = <T extends z.ZodType>(s: T) => z.preprocess(emptyToUndefined, s.optional())
const bool = (fallback: boolean) =>
  z.preprocess(
    (v) => (emptyToUndefined(v) === undefined ? fallback : String(v).toLowerCase()),
    z.union([
      z.boolean(),
      z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v)),
    ]),
  )

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  DATABASE_URL: opt(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('.data')),
  UPLOAD_DIR: z.preprocess(emptyToUndefined, z.string().default('uploads')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  SITE_URL: opt(z.url()),
  SEED_DEMO_CONTENT: bool(true),
  // The first administrator. Defaults (admin@uppedicon.org / Pedicon@2025) only on the embedded
  // demo database; on a PostgreSQL server both are required then (prisma/seed.ts firstAdmin).
  ADMIN_EMAIL: opt(z.email()),
  ADMIN_PASSWORD: opt(z.string().min(8)),
  AUTH_SECRET: opt(z.string().min(32, 'must be at least 32 characters')),
  // Shared store of every server instance (cache, counters); unset: in-process or PostgreSQL.
  REDIS_URL: opt(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')),
  REDIS_PREFIX: z.preprocess(emptyToUndefined, z.string().default('uppedicon:')),
  // Reverse proxies whose X-Forwarded-For is believed: a hop count or a list of addresses/CIDRs.
  TRUST_PROXY: opt(
    z.string().refine(
      (v) => {
        try {
          parseTrustProxy(v)
          return true
        } catch {
          return false
        }
      },
      { message: 'must be a hop count or a comma list of addresses, CIDR blocks, loopback, private' },
    ),
  ),
  // Where uploads live (lib/uploads/files.ts); unset: the database on a PostgreSQL server.
  FILE_STORE: opt(z.enum(['database', 'folder'])),
  // Operator tools (lib/ops): /metrics's bearer token, log format, how long SIGTERM waits.
  METRICS_TOKEN: opt(z.string().min(16, 'must be at least 16 characters')),
  LOG_FORMAT: opt(z.enum(['json', 'text'])),
  DRAIN_TIMEOUT_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(600).default(30)),
  SMTP_URL: opt(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  // Unset: "<current edition's name> <no-reply@uppedicon.org>" (lib/mail).
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  // How often each server instance looks for due and stalled jobs (lib/jobs); 0: never.
  JOBS_SWEEP_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3600).default(30)),
  // Which gateway the site's pages take payments with (docs/payments.md, "Gateways"): payphi, the
  // bank's PayPhi gateway (ICICI Orange PG) with the credentials below; sandbox, the built-in test
  // gateway, no money moves. Unset: sandbox on the embedded demo; a PostgreSQL server refuses to
  // start. `bank` is the old name of payphi (accepted, with a warning).
  PAYMENT_MODE: opt(
    z
      .enum(['sandbox', 'payphi', 'bank'], { error: 'must be sandbox or payphi' })
      .transform((v) => (v === 'bank' ? 'payphi' : v)),
  ),
  PAYMENT_GATEWAY_URL: opt(z.url()),
  PAYMENT_MERCHANT_ID: opt(z.string()),
  PAYMENT_SECRET_KEY: opt(z.string()),
  PAYMENT_AGGREGATOR_ID: opt(z.string()),
  // ICICI's older Merchant Solutions redirect kit (docs/payments.md, "icici"); all or none.
  PAYMENT_ICICI_URL: opt(z.url()),
  PAYMENT_ICICI_MERCHANT_ID: opt(z.string()),
  PAYMENT_ICICI_TERMINAL_ID: opt(z.string()),
  PAYMENT_ICICI_BANK_ID: opt(z.string()),
  PAYMENT_ICICI_PASSCODE: opt(z.string()),
  PAYMENT_ICICI_MCC: opt(z.string()),
  PAYMENT_ICICI_SECRET: opt(z.string()),
  PAYMENT_ICICI_AES_KEY: opt(z.string().length(32, 'must be 32 characters (AES-256 key)')),
})

export type Env = z.infer<typeof envSchema> & {
  siteUrl: string
  uploadDir: string
  dataDir: string
  embedded: boolean
  /** null: not chosen on a PostgreSQL server (see paymentModeProblem). */
  paymentMode: 'sandbox' | 'payphi' | null
}

/** The older kit's variables were PAYMENT_MS_*: still read (the new name wins), with a warning. */
const ICICI_VARIABLES = [
  'URL',
  'MERCHANT_ID',
  'TERMINAL_ID',
  'BANK_ID',
  'PASSCODE',
  'MCC',
  'SECRET',
  'AES_KEY',
]
const warned = new Set<string>()

/** Every variable the configuration is made of: the schema's, the deprecated names, EMBEDDED_DATABASE. */
const READ = [
  ...Object.keys(envSchema.shape),
  ...ICICI_VARIABLES.map((name) => `PAYMENT_MS_${name}`),
  'EMBEDDED_DATABASE',
]

/**
 * The variables the configuration reads, deprecated names and values read as their new ones; each
 * warned about once per process.
 */
function withoutDeprecated(source: Record<string, string | undefined>): Record<string, string | undefined> {
  const out = Object.fromEntries(READ.map((name) => [name, source[name]]))
  const warn = (message: string) => {
    if (warned.has(message)) return
    warned.add(message)
    console.warn(`[uppedicon] deprecated setting: ${message}`)
  }
  for (const name of ICICI_VARIABLES) {
    const old = `PAYMENT_MS_${name}`
    if (emptyToUndefined(source[old]) === undefined) continue
    warn(`${old} is now PAYMENT_ICICI_${name}`)
    out[`PAYMENT_ICICI_${name}`] ??= source[old]
  }
  if (source.PAYMENT_MODE?.trim() === 'bank') warn('PAYMENT_MODE=bank is now PAYMENT_MODE=payphi')
  return out
}

/** Why this configuration cannot take payments (the launcher refuses to start), or null. */
export function paymentModeProblem(cfg: Env): string | null {
  if (!cfg.paymentMode)
    return 'PAYMENT_MODE is not set. A site on a PostgreSQL server must say how it takes payments: PAYMENT_MODE=payphi (with PAYMENT_GATEWAY_URL, PAYMENT_MERCHANT_ID and PAYMENT_SECRET_KEY) to take real payments, or PAYMENT_MODE=sandbox for a test site where no money moves.'
  if (
    cfg.paymentMode === 'payphi' &&
    !(cfg.PAYMENT_GATEWAY_URL && cfg.PAYMENT_MERCHANT_ID && cfg.PAYMENT_SECRET_KEY)
  )
    return 'PAYMENT_MODE=payphi needs PAYMENT_GATEWAY_URL, PAYMENT_MERCHANT_ID and PAYMENT_SECRET_KEY.'
  return null
}

/** The last configuration parsed and what it was parsed from (the values READ, the folder). */
let last: { from: string; env: Env } | undefined

/**
 * The configuration in `source`, validated. Callers that must see a change of the environment
 * (tests, an operator's next run) call it each time they need it: the values it reads are compared
 * with the last parse's, and the same values answer the same (frozen) configuration without
 * validating them again.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const from = JSON.stringify([process.cwd(), ...READ.map((name) => source[name] ?? null)])
  if (last?.from === from) return last.env
  const env = Object.freeze(validated(source))
  last = { from, env }
  return env
}

function validated(original: Record<string, string | undefined>): Env {
  const source = withoutDeprecated(original)
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid configuration:\n${lines}`)
  }
  const e = parsed.data
  const embedded = !e.DATABASE_URL || source.EMBEDDED_DATABASE === '1'
  return {
    ...e,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    uploadDir: path.resolve(e.UPLOAD_DIR),
    dataDir: path.resolve(e.DATA_DIR),
    embedded,
    paymentMode: e.PAYMENT_MODE ?? (embedded ? 'sandbox' : null),
  }
}

/**
 * The public address of a path of the site: SITE_URL, never the address a request reached this
 * instance at (behind a balancer that is an internal one). Every redirect and link the site writes.
 */
export const siteAddress = (path: string) => `${env().siteUrl}${path.startsWith('/') ? '' : '/'}${path}`

let cached: Env | undefined
/** The configuration of this process (parsed on first use). */
export function env(): Env {
  cached ??= parseEnv()
  return cached
}

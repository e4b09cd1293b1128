// Configuration, validated once with zod. Every variable is optional: the defaults run the site
// on the embedded database with demo content (see .env.example and the README).
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
  SMTP_URL: opt(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('UP Pedicon 2025 <no-reply@uppedicon.org>')),
  // How often each server instance looks for due and stalled jobs (lib/jobs); 0: never.
  JOBS_SWEEP_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3600).default(30)),
  PAYMENT_GATEWAY_URL: opt(z.url()),
  PAYMENT_MERCHANT_ID: opt(z.string()),
  PAYMENT_SECRET_KEY: opt(z.string()),
  PAYMENT_AGGREGATOR_ID: opt(z.string()),
  // The older ICICI Merchant Solutions redirect kit (docs/payments.md, "The older kit"); all or none.
  PAYMENT_MS_URL: opt(z.url()),
  PAYMENT_MS_MERCHANT_ID: opt(z.string()),
  PAYMENT_MS_TERMINAL_ID: opt(z.string()),
  PAYMENT_MS_BANK_ID: opt(z.string()),
  PAYMENT_MS_PASSCODE: opt(z.string()),
  PAYMENT_MS_MCC: opt(z.string()),
  PAYMENT_MS_SECRET: opt(z.string()),
  PAYMENT_MS_AES_KEY: opt(z.string().length(32, 'must be 32 characters (AES-256 key)')),
})

export type Env = z.infer<typeof envSchema> & {
  siteUrl: string
  uploadDir: string
  dataDir: string
  embedded: boolean
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid configuration:\n${lines}`)
  }
  const e = parsed.data
  return {
    ...e,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    uploadDir: path.resolve(e.UPLOAD_DIR),
    dataDir: path.resolve(e.DATA_DIR),
    embedded: !e.DATABASE_URL || source.EMBEDDED_DATABASE === '1',
  }
}

let cached: Env | undefined
/** The configuration of this process (parsed on first use). */
export function env(): Env {
  cached ??= parseEnv()
  return cached
}

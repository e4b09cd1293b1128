// What the launcher and the db scripts share: configuration, the database (a PostgreSQL server
// from DATABASE_URL, or the embedded one), migrations, first-start content and the session secret.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createPrismaClient } from '../../lib/db/client'
import { startEmbeddedServer, type EmbeddedServer } from '../../lib/db/embedded-server'
import { migrate } from '../../lib/db/migrate'
import { parseEnv, type Env } from '../../lib/env'
import { ensureAdmin, firstAdmin, isContentEmpty, seedDemoContent } from '../../prisma/seed'

export const log = (message: string) => console.log(`[uppedicon] ${message}`)

/** Loads .env (if present) without overriding variables already set. */
export function loadConfig(): Env {
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  return parseEnv()
}

export interface Database {
  url: string
  embedded?: EmbeddedServer
  /** Where the embedded data lives, for messages. */
  describe: string
  close(): Promise<void>
}

interface LockInfo {
  pid: number
  port: number
}

function lockFile(cfg: Env) {
  return path.join(cfg.dataDir, 'embedded-db.json')
}

function alive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Opens the database. Embedded mode: PGlite in DATA_DIR/pglite, served on a loopback port; only
 * one process may open the data directory, so when a running site holds it, `reuse` connects to
 * that site's server instead (the db scripts), and otherwise this fails clearly.
 */
export async function openDatabase(cfg: Env, { reuse = false } = {}): Promise<Database> {
  if (cfg.DATABASE_URL)
    return { url: cfg.DATABASE_URL, describe: 'PostgreSQL server from DATABASE_URL', close: async () => {} }
  fs.mkdirSync(cfg.dataDir, { recursive: true })
  const lock = lockFile(cfg)
  if (fs.existsSync(lock)) {
    const info = JSON.parse(fs.readFileSync(lock, 'utf8')) as LockInfo
    if (info.pid !== process.pid && alive(info.pid)) {
      if (reuse)
        return {
          url: `postgresql://postgres@127.0.0.1:${info.port}/postgres?sslmode=disable`,
          describe: `embedded database of the running site (pid ${info.pid})`,
          close: async () => {},
        }
      throw new Error(
        `The embedded database in ${cfg.dataDir} is in use by another process (pid ${info.pid}). Stop it first, or set PORT/DATA_DIR for a second site.`,
      )
    }
  }
  const dataDir = path.join(cfg.dataDir, 'pglite')
  const embedded = await startEmbeddedServer({ dataDir })
  fs.writeFileSync(lock, JSON.stringify({ pid: process.pid, port: embedded.port } satisfies LockInfo))
  return {
    url: embedded.url,
    embedded,
    describe: `embedded PostgreSQL in ${path.relative(process.cwd(), dataDir) || dataDir}`,
    async close() {
      await embedded.stop()
      fs.rmSync(lock, { force: true })
    },
  }
}

/** Migrates; creates the administrator and (on an empty database) the demo content. */
export async function prepareDatabase(cfg: Env, url: string) {
  const applied = await migrate(url, log)
  if (applied.length === 0) log('database schema is up to date')
  const prisma = createPrismaClient(url, 2)
  try {
    const created = await ensureAdmin(prisma, cfg)
    if (created) log(`administrator ${created} created`)
    if (cfg.SEED_DEMO_CONTENT && (await isContentEmpty(prisma))) {
      log('empty database: creating the demo content…')
      await seedDemoContent(prisma, log)
      bumpContentVersion(cfg)
    }
  } finally {
    await prisma.$disconnect()
  }
}

/** The embedded demo's first administrator, for the start-up message. */
export function demoAdminHint(cfg: Env): string {
  const { email, password } = firstAdmin(cfg)
  return `${email}, password ${cfg.ADMIN_PASSWORD ? 'from ADMIN_PASSWORD' : password}, unless changed since`
}

/** AUTH_SECRET, or one generated once and kept in DATA_DIR (readable by this user only). */
export function authSecret(cfg: Env): string {
  if (cfg.AUTH_SECRET) return cfg.AUTH_SECRET
  const file = path.join(cfg.dataDir, 'auth-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(cfg.dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  if (cfg.NODE_ENV === 'production' && !cfg.embedded)
    log(`warning: AUTH_SECRET is not set; using a generated one kept in ${file}`)
  return secret
}

/**
 * Pages are prerendered from the database at build time; content written behind the running
 * site's back (the seed) bumps this version so the next start rebuilds instead of serving the
 * old pages.
 */
export function contentVersion(cfg: Env): string {
  const file = path.join(cfg.dataDir, 'content-version')
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : ''
}

export function bumpContentVersion(cfg: Env) {
  fs.mkdirSync(cfg.dataDir, { recursive: true })
  fs.writeFileSync(path.join(cfg.dataDir, 'content-version'), new Date().toISOString())
}

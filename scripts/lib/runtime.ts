// What the launcher and the db scripts share: configuration, the database (a PostgreSQL server
// from DATABASE_URL, or the embedded one), migrations, first-start content and the session secret.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
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

/** Key of the advisory lock under which instances prepare one database (any constant works). */
export const PREPARE_LOCK = 7_1525_2025

/**
 * Runs `work` under a PostgreSQL session advisory lock: instances started together on one
 * database prepare it one after the other, so the first migrates and seeds and the others find
 * it done. The lock goes with the connection, so a crashed instance never leaves it held.
 */
export async function withPrepareLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [
      PREPARE_LOCK,
    ])
    if (!rows[0].got) {
      log('another instance is preparing the database: waiting for it…')
      await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK])
    }
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => undefined)
    await client.end()
  }
}

/**
 * Migrates; creates the administrator and (on an empty database) the demo content, under the
 * prepare lock. Answers what it did, for the caller's messages and the tests.
 */
export async function prepareDatabase(cfg: Env, url: string) {
  return withPrepareLock(url, async () => {
    const applied = await migrate(url, log)
    if (applied.length === 0) log('database schema is up to date')
    const prisma = createPrismaClient(url, 2)
    try {
      const created = await ensureAdmin(prisma, cfg)
      if (created) log(`administrator ${created} created`)
      let seeded = false
      if (cfg.SEED_DEMO_CONTENT && (await isContentEmpty(prisma))) {
        log('empty database: creating the demo content…')
        await seedDemoContent(prisma, log)
        bumpContentVersion(cfg)
        seeded = true
      }
      return { applied, admin: created, seeded }
    } finally {
      await prisma.$disconnect()
      // The seed stores its pictures through the process-wide client (lib/uploads/files.ts).
      const shared = globalThis as { prisma?: { $disconnect(): Promise<void> } }
      await shared.prisma?.$disconnect()
      delete shared.prisma
    }
  })
}

/** The embedded demo's first administrator, for the start-up message. */
export function demoAdminHint(cfg: Env): string {
  const { email, password } = firstAdmin(cfg)
  return `${email}, password ${cfg.ADMIN_PASSWORD ? 'from ADMIN_PASSWORD' : password}, unless changed since`
}

/**
 * AUTH_SECRET, or (embedded demo only) one generated once and kept in DATA_DIR, readable by this
 * user only. On a PostgreSQL server every instance must sign and check with the same secret, so
 * there it is required.
 */
export function authSecret(cfg: Env): string {
  if (cfg.AUTH_SECRET) return cfg.AUTH_SECRET
  if (cfg.DATABASE_URL)
    throw new Error(
      'AUTH_SECRET is required with DATABASE_URL: every server instance must sign sessions, registration tokens and reset codes with the same secret. Set it to 32+ random characters, e.g. `openssl rand -base64 48`.',
    )
  const file = path.join(cfg.dataDir, 'auth-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(cfg.dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/**
 * A version the seed bumps when it writes content behind the running site's back (for messages
 * and tests; builds no longer depend on the data: scripts/lib/build.ts).
 */
export function contentVersion(cfg: Env): string {
  const file = path.join(cfg.dataDir, 'content-version')
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : ''
}

export function bumpContentVersion(cfg: Env) {
  fs.mkdirSync(cfg.dataDir, { recursive: true })
  fs.writeFileSync(path.join(cfg.dataDir, 'content-version'), new Date().toISOString())
}

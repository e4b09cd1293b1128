// GET /readyz: may this instance take traffic? The database answers, every migration of this
// build is applied, and the instance is not stopping. Redis (when REDIS_URL is set) is reported
// but does not decide: without it the site still serves (pages render as cache misses, rate
// limits count in PostgreSQL), and a balancer that dropped every instance during a Redis outage
// would turn a slower site into no site. /healthz (liveness) stays the database check.
import fs from 'node:fs'
import path from 'node:path'
import { db } from '@/lib/db/client'
import { redis } from '@/lib/redis'
import { isDraining } from './drain'

const TIMEOUT_MS = 3000

export type Check = 'ok' | 'down' | 'pending' | 'not configured'

export interface Readiness {
  ready: boolean
  checks: { database: Check; migrations: Check; redis: Check; stopping: boolean }
}

function timeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS)),
  ])
}

/** Names of the migrations this build carries (prisma/migrations beside the running site). */
function expectedMigrations(): string[] {
  const dir = path.join(process.cwd(), 'prisma', 'migrations')
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir).filter((name) => fs.existsSync(path.join(dir, name, 'migration.sql')))
}

async function migrationsApplied(): Promise<Check> {
  const rows = await timeout(
    db().$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  )
  const applied = new Set(rows.map((r) => r.migration_name))
  return expectedMigrations().every((name) => applied.has(name)) ? 'ok' : 'pending'
}

export async function readiness(): Promise<Readiness> {
  const database: Check = await timeout(db().$queryRaw`SELECT 1`).then(
    () => 'ok',
    () => 'down',
  )
  const migrations: Check =
    database === 'ok' ? await migrationsApplied().catch(() => 'down' as const) : 'down'
  const client = redis()
  const redisCheck: Check = client
    ? await timeout(client.ping()).then(
        () => 'ok',
        () => 'down',
      )
    : 'not configured'
  const stopping = isDraining()
  const ready = database === 'ok' && migrations === 'ok' && !stopping
  return { ready, checks: { database, migrations, redis: redisCheck, stopping } }
}

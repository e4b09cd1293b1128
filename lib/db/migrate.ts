// Applies the pending migrations of prisma/migrations, each in a transaction, and records them in
// _prisma_migrations exactly as `prisma migrate deploy` does, so either tool can take over.
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../prisma/migrations')

export function listMigrations(dir = MIGRATIONS_DIR) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8')
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') }
    })
}

export async function migrate(url: string, log: (s: string) => void = () => {}): Promise<string[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`)
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    )
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]))
    const applied: string[] = []
    for (const m of listMigrations()) {
      const previous = done.get(m.name)
      if (previous) {
        if (previous !== m.checksum) log(`warning: migration ${m.name} was edited after it was applied`)
        continue
      }
      await client.query('BEGIN')
      try {
        await client.query(m.sql)
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), m.checksum, m.name],
        )
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK')
        throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`)
      }
      applied.push(m.name)
      log(`applied migration ${m.name}`)
    }
    return applied
  } finally {
    await client.end()
  }
}

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { diffMigrationsToSchema } from '@/scripts/lib/schema-engine'
import { createTestDatabase, serverUrl } from '@/test/pg-server'
import { listMigrations, migrate } from './migrate'

describe('migrations', () => {
  it('produce exactly prisma/schema.prisma (the schema engine finds nothing to change)', async () => {
    // The engine replays the migrations into a shadow database on the PostgreSQL server.
    const sql = await diffMigrationsToSchema(serverUrl())
    expect(sql).toBe('')
  }, 120_000)

  const created: { drop: () => Promise<void> }[] = []
  afterAll(async () => {
    await Promise.all(created.map((d) => d.drop()))
  })

  it('apply in order once, are recorded like prisma migrate deploy, and a second run applies nothing', async () => {
    const database = await createTestDatabase('uppedicon_migrate')
    created.push(database)
    const names = listMigrations().map((m) => m.name)
    expect(await migrate(database.url)).toEqual(names)
    expect(await migrate(database.url)).toEqual([])
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const { rows } = await client.query(
        'SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
      )
      expect(rows.map((r) => r.migration_name)).toEqual(names)
      expect(rows.map((r) => r.checksum)).toEqual(listMigrations().map((m) => m.checksum))
      for (const r of rows) {
        expect(r.finished_at).not.toBeNull()
        expect(r.applied_steps_count).toBe(1)
      }
      const tables = await client.query(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      )
      expect(tables.rows.map((r) => r.tablename)).toEqual(
        expect.arrayContaining([
          'members',
          'conference_events',
          'events',
          'gallery_images',
          'themes',
          'contact_details',
          'contact_messages',
          'banner_slides',
          'participants',
          'payment_proofs',
          'payment_attempts',
          'gateway_exchanges',
          'admins',
          'one_time_codes',
          'admin_sessions',
          'rate_limits',
          'audit_logs',
        ]),
      )
    } finally {
      await client.end()
    }
  }, 60_000)
})

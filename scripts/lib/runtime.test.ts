import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import bcrypt from 'bcryptjs'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../lib/env'
import { createTestDatabase } from '../../test/pg-server'
import { authSecret, contentVersion, openDatabase, prepareDatabase } from './runtime'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

function tempConfig() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-runtime-'))
  dirs.push(dir)
  return parseEnv({
    DATA_DIR: path.join(dir, 'data'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
  })
}

async function count(url: string, table: string) {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    return (await c.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number
  } finally {
    await c.end()
  }
}

describe('launcher runtime', () => {
  it('first start creates schema, admin and demo content; a second start keeps everything as it was', async () => {
    const cfg = tempConfig()
    process.env.UPLOAD_DIR = cfg.uploadDir
    const first = await openDatabase(cfg)
    await prepareDatabase(cfg, first.url)
    const members = await count(first.url, 'members')
    expect(members).toBeGreaterThan(50)
    // The quick start's administrator: the README's demo credentials (embedded database only).
    const c0 = new pg.Client({ connectionString: first.url })
    await c0.connect()
    const [admin] = (await c0.query("SELECT email, password_hash FROM admins WHERE role = 'admin'")).rows
    await c0.end()
    expect(admin.email).toBe('admin@uppedicon.org')
    expect(await bcrypt.compare('Pedicon@2025', admin.password_hash)).toBe(true)
    const version = contentVersion(cfg)
    expect(version).not.toBe('')
    const c = new pg.Client({ connectionString: first.url })
    await c.connect()
    await c.query(
      "INSERT INTO contact_messages (name, email, mobile_number, message, updated_at) VALUES ('Kept', 'k@example.org', '9876543210', 'still here', now())",
    )
    await c.end()
    await first.close()

    const second = await openDatabase(cfg)
    await prepareDatabase(cfg, second.url)
    expect(await count(second.url, 'members')).toBe(members)
    expect(await count(second.url, "admins WHERE role = 'admin'")).toBe(1)
    expect(await count(second.url, 'contact_messages')).toBe(1)
    expect(contentVersion(cfg)).toBe(version) // no reseed, so no rebuild either
    await second.close()
  }, 120_000)

  it('lets only one process own the data directory; the db scripts reuse the running one', async () => {
    const cfg = tempConfig()
    const owner = await openDatabase(cfg)
    // Pretend the lock belongs to another live process (this test's parent).
    const lock = path.join(cfg.dataDir, 'embedded-db.json')
    const info = JSON.parse(fs.readFileSync(lock, 'utf8'))
    fs.writeFileSync(lock, JSON.stringify({ ...info, pid: process.ppid }))
    await expect(openDatabase(cfg)).rejects.toThrow(/in use by another process/)
    const reused = await openDatabase(cfg, { reuse: true })
    expect(reused.url).toBe(owner.url)
    expect(await count(reused.url, 'pg_class')).toBeGreaterThan(0)
    await owner.close()
  }, 60_000)

  it('on a PostgreSQL server, creates the first administrator only from explicit, strong settings', async () => {
    const database = await createTestDatabase('uppedicon_first_admin')
    const url = database.url
    const server = (settings: Record<string, string> = {}) =>
      parseEnv({ DATABASE_URL: url, SEED_DEMO_CONTENT: 'false', DATA_DIR: tempConfig().dataDir, ...settings })
    const c = new pg.Client({ connectionString: url })
    await c.connect()
    try {
      await expect(prepareDatabase(server(), url)).rejects.toThrow(/set ADMIN_EMAIL and ADMIN_PASSWORD/)
      await expect(
        prepareDatabase(server({ ADMIN_EMAIL: 'chief@example.org', ADMIN_PASSWORD: 'Pedicon@2025' }), url),
      ).rejects.toThrow(/not the demo password/)
      expect(await count(url, 'admins')).toBe(0)
      await prepareDatabase(
        server({ ADMIN_EMAIL: 'chief@example.org', ADMIN_PASSWORD: 'Gorakhpur@Paeds2026' }),
        url,
      )
      expect((await c.query('SELECT email FROM admins')).rows).toEqual([{ email: 'chief@example.org' }])
    } finally {
      await c.end()
      await database.drop()
    }
  }, 60_000)

  it('keeps the generated session secret across starts', () => {
    const cfg = tempConfig()
    const secret = authSecret(cfg)
    expect(secret.length).toBeGreaterThanOrEqual(32)
    expect(authSecret(cfg)).toBe(secret)
    expect(fs.statSync(path.join(cfg.dataDir, 'auth-secret')).mode & 0o077).toBe(0)
    expect(authSecret({ ...cfg, AUTH_SECRET: 'x'.repeat(40) })).toBe('x'.repeat(40))
  })

  it('requires AUTH_SECRET on a PostgreSQL server: instances must share it, so none is generated', () => {
    const cfg = parseEnv({
      DATABASE_URL: 'postgresql://db.internal/uppedicon',
      DATA_DIR: tempConfig().dataDir,
    })
    expect(() => authSecret(cfg)).toThrow(/AUTH_SECRET is required with DATABASE_URL/)
    expect(fs.existsSync(path.join(cfg.dataDir, 'auth-secret'))).toBe(false)
    expect(authSecret({ ...cfg, AUTH_SECRET: 'y'.repeat(40) })).toBe('y'.repeat(40))
  })

  it('two instances starting together on an empty database migrate and seed it once', async () => {
    const database = await createTestDatabase('uppedicon_prepare')
    try {
      const cfg = () =>
        parseEnv({
          DATABASE_URL: database.url,
          DATA_DIR: tempConfig().dataDir,
          SEED_DEMO_CONTENT: 'true',
          ADMIN_EMAIL: 'chief@example.org',
          ADMIN_PASSWORD: 'Gorakhpur@Paeds2026',
        })
      const [a, b] = await Promise.all([
        prepareDatabase(cfg(), database.url),
        prepareDatabase(cfg(), database.url),
      ])
      expect([a.seeded, b.seeded].filter(Boolean)).toHaveLength(1)
      expect([a.applied.length, b.applied.length].filter((n) => n > 0)).toHaveLength(1)
      expect([a.admin, b.admin].filter(Boolean)).toEqual(['chief@example.org'])
      expect(await count(database.url, "admins WHERE role = 'admin'")).toBe(1)
      const c = new pg.Client({ connectionString: database.url })
      await c.connect()
      const names = (
        await c.query('SELECT name, count(*)::int AS n FROM members GROUP BY name HAVING count(*) > 1')
      ).rows
      const migrations = (await c.query('SELECT count(*)::int AS n FROM _prisma_migrations')).rows[0].n
      await c.end()
      expect(names).toEqual([]) // no member twice: one seed
      expect(migrations).toBe(fs.readdirSync('prisma/migrations').filter((d) => !d.endsWith('.toml')).length)
    } finally {
      await database.drop()
    }
  }, 240_000)
})

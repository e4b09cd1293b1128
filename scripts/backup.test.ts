// npm run backup / npm run restore on a PostgreSQL server: one archive carries the rows, the
// files stored in the database and UPLOAD_DIR; it restores into an empty database only.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { migrate } from '../lib/db/migrate'
import { createTestDatabase } from '../test/pg-server'

const exec = promisify(execFile)
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-backup-test-'))
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

function cli(command: 'backup' | 'restore', archive: string, env: Record<string, string>) {
  return exec(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', command, archive], {
    env: { ...process.env, ...env, FILE_STORE: '' },
  })
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql, params)).rows
  } finally {
    await client.end()
  }
}

describe('backup and restore', () => {
  it('brings the database, its stored files and the upload folder back into an empty database', async () => {
    const source = await createTestDatabase('uppedicon_backup_src')
    const target = await createTestDatabase('uppedicon_backup_dst')
    try {
      await migrate(source.url)
      await query(
        source.url,
        "INSERT INTO contact_messages (name, email, mobile_number, message, updated_at) VALUES ('Dr Backup', 'b@example.org', '9876543210', 'keep me', now())",
      )
      await query(
        source.url,
        "INSERT INTO stored_files (key, content_type, size, data) VALUES ('gallery/x_1x1.webp', 'image/webp', 4, $1)",
        [Buffer.from('RIFF')],
      )
      const uploads = path.join(work, 'uploads-a')
      fs.mkdirSync(path.join(uploads, 'private', 'lop'), { recursive: true })
      fs.writeFileSync(path.join(uploads, 'private', 'lop', 'letter.pdf'), '%PDF-1.4')
      const archive = path.join(work, 'site.tar.gz')

      await cli('backup', archive, {
        DATABASE_URL: source.url,
        UPLOAD_DIR: uploads,
        AUTH_SECRET: 'x'.repeat(40),
      })
      expect(fs.statSync(archive).size).toBeGreaterThan(0)

      const restored = path.join(work, 'uploads-b')
      await cli('restore', archive, {
        DATABASE_URL: target.url,
        UPLOAD_DIR: restored,
        AUTH_SECRET: 'x'.repeat(40),
      })
      expect(await query(target.url, 'SELECT name, message FROM contact_messages')).toEqual([
        { name: 'Dr Backup', message: 'keep me' },
      ])
      const [file] = await query<{ data: Buffer }>(target.url, 'SELECT data FROM stored_files')
      expect(file.data.toString()).toBe('RIFF')
      expect(fs.readFileSync(path.join(restored, 'private', 'lop', 'letter.pdf'), 'utf8')).toBe('%PDF-1.4')
      const migrations = await query<{ n: number }>(
        target.url,
        'SELECT count(*)::int AS n FROM _prisma_migrations',
      )
      expect(migrations[0].n).toBeGreaterThan(0)

      // Never over a database in use.
      const again = await cli('restore', archive, { DATABASE_URL: target.url, UPLOAD_DIR: restored }).then(
        () => 'restored',
        (error: { stderr: string }) => error.stderr,
      )
      expect(again).toContain('is not empty')
    } finally {
      await source.drop()
      await target.drop()
    }
  }, 120_000)
})

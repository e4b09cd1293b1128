// Backups: one archive (.tar.gz) with the database and the uploaded files.
//   npm run backup [archive]     default: backups/uppedicon-<date>.tar.gz
//   npm run restore <archive>    into an empty database (DATABASE_URL) and UPLOAD_DIR
// On a PostgreSQL server the database is a pg_dump (custom format; files stored in the database
// are in it), restored with pg_restore, which need PostgreSQL's client tools of the server's
// version or newer. The embedded database is archived as its data folder, with the site stopped
// (PGlite is PostgreSQL 17; its data folder is the faithful copy). UPLOAD_DIR goes in as files/.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { listMigrations } from '../lib/db/migrate'
import { loadConfig, log } from './lib/runtime'

interface Manifest {
  format: 1
  created: string
  database: 'postgresql' | 'embedded'
  migrations: string[]
}

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] })

function copyDir(from: string, to: string) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, errorOnExist: false, force: false })
}

function embeddedInUse(dataDir: string) {
  const lock = path.join(dataDir, 'embedded-db.json')
  if (!fs.existsSync(lock)) return false
  try {
    process.kill((JSON.parse(fs.readFileSync(lock, 'utf8')) as { pid: number }).pid, 0)
    return true
  } catch {
    return false
  }
}

export async function backup(archive: string) {
  const cfg = loadConfig()
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-backup-'))
  try {
    const manifest: Manifest = {
      format: 1,
      created: new Date().toISOString(),
      database: cfg.DATABASE_URL ? 'postgresql' : 'embedded',
      migrations: listMigrations().map((m) => m.name),
    }
    if (cfg.DATABASE_URL) {
      run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--file',
        path.join(work, 'database.dump'),
        cfg.DATABASE_URL,
      ])
    } else {
      if (embeddedInUse(cfg.dataDir)) throw new Error('Stop the site first: the embedded database is in use.')
      copyDir(path.join(cfg.dataDir, 'pglite'), path.join(work, 'pglite'))
    }
    copyDir(cfg.uploadDir, path.join(work, 'files'))
    fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2))
    fs.mkdirSync(path.dirname(path.resolve(archive)), { recursive: true })
    run('tar', ['-czf', path.resolve(archive), '-C', work, '.'])
    log(`backup written to ${archive}`)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

async function isEmpty(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    )
    return rows[0].n === 0
  } finally {
    await client.end()
  }
}

export async function restore(archive: string) {
  const cfg = loadConfig()
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-restore-'))
  try {
    run('tar', ['-xzf', path.resolve(archive), '-C', work])
    const manifest = JSON.parse(fs.readFileSync(path.join(work, 'manifest.json'), 'utf8')) as Manifest
    if (manifest.database === 'postgresql') {
      if (!cfg.DATABASE_URL)
        throw new Error('This backup is of a PostgreSQL server: set DATABASE_URL to an empty database.')
      if (!(await isEmpty(cfg.DATABASE_URL)))
        throw new Error('The database of DATABASE_URL is not empty: restore into a new, empty database.')
      run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--dbname',
        cfg.DATABASE_URL,
        path.join(work, 'database.dump'),
      ])
    } else {
      const target = path.join(cfg.dataDir, 'pglite')
      if (cfg.DATABASE_URL) throw new Error('This backup is of the embedded database: unset DATABASE_URL.')
      if (fs.existsSync(target) && fs.readdirSync(target).length > 0)
        throw new Error(`${target} is not empty: restore into a new DATA_DIR.`)
      copyDir(path.join(work, 'pglite'), target)
    }
    copyDir(path.join(work, 'files'), cfg.uploadDir)
    log(
      `restored the backup of ${manifest.created} (${manifest.migrations.length} migrations); start the site to apply newer ones`,
    )
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

const [command, archive] = process.argv.slice(2)
if (command === 'backup' || command === 'restore') {
  const target =
    archive ??
    (command === 'backup' ? `backups/uppedicon-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz` : '')
  const job = !target
    ? Promise.reject(new Error('Usage: npm run restore <archive>'))
    : command === 'backup'
      ? backup(target)
      : restore(target)
  job.catch((error: Error) => {
    console.error(`[uppedicon] ${error.message}`)
    process.exit(1)
  })
}

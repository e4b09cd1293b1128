// Prisma's schema engine, in its WebAssembly build, driven through @prisma/adapter-pg.
// The native engine of `prisma migrate` cannot be downloaded here; this computes the SQL that
// takes the migrations folder to prisma/schema.prisma (used to write a new migration and by the
// test that the migrations produce exactly the schema). It needs a PostgreSQL server (for the
// shadow database the engine replays the migrations into).
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { PrismaPg } from '@prisma/adapter-pg'
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils'
import pg from 'pg'

const root = path.resolve(import.meta.dirname, '../..')
export const schemaPath = path.join(root, 'prisma/schema.prisma')
export const migrationsDir = path.join(root, 'prisma/migrations')

// The engine's introspection reads pg_catalog columns of types "char" (OID 18) and name (OID 19),
// which adapter-pg refuses to deserialise; present them as text (OID 25). Dev tooling only.
const TEXT_OID = 25
{
  const require = createRequire(import.meta.url)
  const Result = require('pg/lib/result.js') as {
    prototype: { addFields(fields: { dataTypeID: number }[]): void }
  }
  const addFields = Result.prototype.addFields
  Result.prototype.addFields = function (fields) {
    for (const f of fields) if (f.dataTypeID === 18 || f.dataTypeID === 19) f.dataTypeID = TEXT_OID
    return addFields.call(this, fields)
  }
}

type Engine = {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string | null }>
  free(): void
}

async function loadEngine(connectionString: string, log: (s: string) => void): Promise<Engine> {
  const require = createRequire(import.meta.url)
  const pkgDir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'))
  // The package's ESM entry imports the .wasm file, which Node cannot import: wire it by hand.
  const bg = await import(path.join(pkgDir, 'schema_engine_bg.js'))
  const { instance } = await WebAssembly.instantiate(
    fs.readFileSync(path.join(pkgDir, 'schema_engine_bg.wasm')),
    {
      './schema_engine_bg.js': bg,
    },
  )
  bg.__wbg_set_wasm(instance.exports)
  ;(instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.()
  const adapter = bindMigrationAwareSqlAdapterFactory(new ShadowSafePg(connectionFields(connectionString)))
  const datamodel = fs.readFileSync(schemaPath, 'utf8')
  return bg.SchemaEngine.new({ datamodels: [[schemaPath, datamodel]] }, log, adapter)
}

/**
 * Two fixes to adapter-pg 7.10 for the schema engine: it drops its shadow database before
 * closing the pool connected to it, which PostgreSQL refuses (close first, then drop); and its
 * executeScript splits a migration on every ';', breaking comments and function bodies (send the
 * script whole, as one simple query, like lib/db/migrate.ts does).
 */
type Adapter = Awaited<ReturnType<PrismaPg['connect']>>
function runScriptsWhole(adapter: Adapter): Adapter {
  const driver = adapter.underlyingDriver() as pg.Pool
  adapter.executeScript = async (script: string) => {
    await driver.query(script)
  }
  return adapter
}

class ShadowSafePg extends PrismaPg {
  constructor(private readonly fields: ReturnType<typeof connectionFields>) {
    super(fields)
  }
  async connect() {
    return runScriptsWhole(await super.connect())
  }
  async connectToShadowDb() {
    const name = `prisma_shadow_${randomUUID().replace(/-/g, '')}`
    await adminQuery(this.fields, `CREATE DATABASE "${name}"`)
    const adapter = runScriptsWhole(await new PrismaPg({ ...this.fields, database: name }).connect())
    const dispose = adapter.dispose.bind(adapter)
    adapter.dispose = async () => {
      await dispose()
      await adminQuery(this.fields, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    }
    return adapter
  }
}

async function adminQuery(fields: ReturnType<typeof connectionFields>, sql: string) {
  const client = new pg.Client(fields)
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** pg lets connectionString override `database`; the shadow database needs discrete fields. */
export function connectionFields(url: string) {
  const u = new URL(url)
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username || 'postgres'),
    password: u.password ? decodeURIComponent(u.password) : undefined,
    database: decodeURIComponent(u.pathname.slice(1) || 'postgres'),
  }
}

export function readMigrations() {
  const dirs = fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : []
  return {
    baseDir: migrationsDir,
    lockfile: {
      path: 'migration_lock.toml',
      content: fs.existsSync(path.join(migrationsDir, 'migration_lock.toml'))
        ? fs.readFileSync(path.join(migrationsDir, 'migration_lock.toml'), 'utf8')
        : null,
    },
    migrationDirectories: dirs.map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: {
          tag: 'ok',
          value: fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8'),
        },
      },
    })),
    shadowDbInitScript: '',
  }
}

/**
 * The SQL that takes the database built by the migrations folder to the Prisma schema.
 * An empty string means the migrations produce exactly the schema.
 */
export async function diffMigrationsToSchema(connectionString: string): Promise<string> {
  const engine = await loadEngine(connectionString, () => {})
  try {
    const result = await engine.diff({
      from: { tag: 'migrations', ...readMigrations() },
      to: {
        tag: 'schemaDatamodel',
        files: [{ path: schemaPath, content: fs.readFileSync(schemaPath, 'utf8') }],
      },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    })
    const script = (result.stdout ?? '').trim()
    return script === '-- This is an empty migration.' ? '' : script
  } finally {
    engine.free()
  }
}

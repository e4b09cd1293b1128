// The PostgreSQL server the tests use: TEST_PG_URL (set by scripts/test.sh), else the machine's
// server on 127.0.0.1:5432. Each run gets a database of its own, dropped afterwards.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export const serverUrl = () => process.env.TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'

export function withDatabase(url: string, database: string) {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

async function admin(sql: string, server = serverUrl()) {
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

export interface TestDatabase {
  name: string
  url: string
  drop(): Promise<void>
}

/**
 * Creates an empty database on the server (by default the tests' one); answers its URL and a
 * function that drops it.
 */
export async function createTestDatabase(
  prefix = 'uppedicon_test',
  server = serverUrl(),
): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await admin(`CREATE DATABASE "${name}"`, server)
  return {
    name,
    url: withDatabase(server, name),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, server),
  }
}

/** A copy of a (migrated) template database, for one test file; answers its URL and its drop. */
export async function cloneDatabase(template: string) {
  const name = `${template}_${randomBytes(4).toString('hex')}`
  // A copy cannot start while another session is connected to the template: retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
      break
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200))
    }
  }
  return {
    name,
    url: withDatabase(serverUrl(), name),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  }
}

/** Drops every database whose name starts with the prefix (copies left by a crashed worker). */
export async function dropDatabases(prefix: string) {
  const client = new pg.Client({ connectionString: serverUrl() })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    )
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

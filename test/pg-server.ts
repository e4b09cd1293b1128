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

async function admin(sql: string, server: string) {
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

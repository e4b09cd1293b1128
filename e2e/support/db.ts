// Direct database access for e2e assertions (what a request stored): the site's PostgreSQL
// database, or its embedded database through the site's own wire-protocol server.
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { infoFile, type ServerInfo, type ServerName } from './servers'

export function serverInfo(name: ServerName): ServerInfo {
  return JSON.parse(fs.readFileSync(infoFile(name), 'utf8')) as ServerInfo
}

/** The connection URL of a site's database (the embedded one through its wire-protocol server). */
export function databaseUrl(name: ServerName) {
  const info = serverInfo(name)
  if (info.databaseUrl) return info.databaseUrl
  const lock = JSON.parse(fs.readFileSync(path.join(info.dataDir, 'embedded-db.json'), 'utf8')) as {
    port: number
  }
  return `postgresql://postgres@127.0.0.1:${lock.port}/postgres?sslmode=disable`
}

/** Runs one query against a site's database. */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  name: ServerName,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl(name) })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/**
 * Whether a site's file store holds this key: the upload folder of the embedded site, the
 * `stored_files` table of the site on a PostgreSQL server (lib/uploads/files.ts).
 */
export async function hasStoredFile(name: ServerName, key: string): Promise<boolean> {
  if (name === 'embedded') return fs.existsSync(path.join(serverInfo(name).uploadDir, key))
  return (await sql(name, 'SELECT 1 FROM stored_files WHERE key = $1', [key])).length === 1
}

// Gives the test file a database of its own, a copy of the run's migrated template
// (test/global-setup.ts), and an upload folder of its own, before any module reads them.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, inject } from 'vitest'
import { createPrismaClient, type PrismaClient } from '../lib/db/client'
import { startEmbeddedServer } from '../lib/db/embedded-server'
import { cloneDatabase } from './pg-server'

async function ownDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (inject('databaseKind') === 'server') return cloneDatabase(inject('templateDatabase'))
  const db = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(inject('embeddedDump'))]) })
  const server = await startEmbeddedServer({ db })
  return { url: server.url, drop: () => server.stop().then(() => db.close()) }
}

const database = await ownDatabase()
// The embedded database runs one transaction at a time: the file's client waits for one as long
// as the site's does there (lib/db/client.ts), not as long as on a server.
if (inject('databaseKind') !== 'server')
  (globalThis as { prisma?: PrismaClient }).prisma = createPrismaClient(database.url, 10, true)
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-uploads-'))
process.env.DATABASE_URL = database.url
process.env.UPLOAD_DIR = uploads
// Sessions and registration tokens are signed with AUTH_SECRET (the launcher provides it).
process.env.AUTH_SECRET ??= 'vitest-only-secret-0123456789abcdefghijklmnop'
// Uploads go to the folder unless a test picks the database store (lib/uploads/files.ts).
process.env.FILE_STORE ??= 'folder'

afterAll(async () => {
  // The file's own clients go first, so the copy can be dropped.
  const shared = globalThis as { prisma?: { $disconnect(): Promise<void> } }
  await shared.prisma?.$disconnect().catch(() => undefined)
  await database.drop()
  fs.rmSync(uploads, { recursive: true, force: true })
})

// One migrated template database per test run (embedded or on the server, TEST_DB), with the
// editions a fresh start has: 2025 and, since its registration has closed, an open 47th
// conference (current), so registering and paying work as on the demo site. Every test file then
// starts from its own copy of it (test/setup.ts), so files run in parallel without sharing rows.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createPrismaClient } from '../lib/db/client'
import { startEmbeddedServer } from '../lib/db/embedded-server'
import { migrate } from '../lib/db/migrate'
import { seedEditions } from '../prisma/demo-editions'
import { createTestDatabase, dropDatabases } from './pg-server'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'embedded' | 'server'
    /** server: the template database each file is cloned from */
    templateDatabase: string
    /** embedded: a dump of the template's data directory, loaded into each file's PGlite */
    embeddedDump: string
  }
}

async function prepare(url: string) {
  await migrate(url)
  const prisma = createPrismaClient(url, 1)
  await seedEditions(prisma).finally(() => prisma.$disconnect())
}

export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'server' ? 'server' : 'embedded'
  project.provide('databaseKind', kind)
  console.log(`[tests] ${project.name}: database ${kind}, one copy of the template per file`)
  if (kind === 'server') {
    const template = await createTestDatabase('uppedicon_test')
    await prepare(template.url)
    project.provide('templateDatabase', template.name)
    project.provide('embeddedDump', '')
    // The copies are dropped by their files; a crashed worker's copies go with the template.
    return () => dropDatabases(`${template.name}_`).then(template.drop)
  }
  const server = await startEmbeddedServer({})
  await prepare(server.url)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-template-'))
  const dump = path.join(dir, 'pgdata.tar')
  fs.writeFileSync(dump, Buffer.from(await (await server.db.dumpDataDir('none')).arrayBuffer()))
  await server.stop()
  project.provide('templateDatabase', '')
  project.provide('embeddedDump', dump)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}

// One fresh, migrated database per test run, embedded or on the server (TEST_DB).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createPrismaClient } from '../lib/db/client'
import { startEmbeddedServer } from '../lib/db/embedded-server'
import { migrate } from '../lib/db/migrate'
import { seedEditions } from '../prisma/demo-editions'
import { createTestDatabase } from './pg-server'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    databaseKind: 'embedded' | 'server'
    uploadDir: string
  }
}

export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'server' ? 'server' : 'embedded'
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-uploads-'))
  let url: string
  let teardown: () => Promise<void>
  if (kind === 'server') {
    const database = await createTestDatabase()
    url = database.url
    teardown = database.drop
  } else {
    const server = await startEmbeddedServer({})
    url = server.url
    teardown = server.stop
  }
  await migrate(url)
  // The editions a fresh start has: 2025 and, since its registration has closed, an open 47th
  // conference (current), so registering and paying work as on the demo site.
  const prisma = createPrismaClient(url, 1)
  await seedEditions(prisma).finally(() => prisma.$disconnect())
  project.provide('databaseUrl', url)
  project.provide('databaseKind', kind)
  project.provide('uploadDir', uploadDir)
  console.log(`[tests] database: ${kind}`)
  return async () => {
    await teardown()
    fs.rmSync(uploadDir, { recursive: true, force: true })
  }
}

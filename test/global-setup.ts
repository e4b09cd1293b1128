// One fresh, migrated database per test run, embedded or on the server (TEST_DB).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startEmbeddedServer } from '../lib/db/embedded-server'
import { migrate } from '../lib/db/migrate'
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
  project.provide('databaseUrl', url)
  project.provide('databaseKind', kind)
  project.provide('uploadDir', uploadDir)
  console.log(`[tests] database: ${kind}`)
  return async () => {
    await teardown()
    fs.rmSync(uploadDir, { recursive: true, force: true })
  }
}

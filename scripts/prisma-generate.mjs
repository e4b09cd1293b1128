// Generates the Prisma client (lib/generated/prisma) after `npm install`.
// Prisma's CLI insists on a native schema-engine binary being present even though `generate`
// never runs it, and that binary cannot be downloaded here; any executable file satisfies it.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

const require = createRequire(import.meta.url)
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' }
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  const dummy = path.join(os.tmpdir(), 'prisma-schema-engine-placeholder')
  fs.writeFileSync(
    dummy,
    '#!/bin/sh\necho "schema engine placeholder: use npm run db:* scripts" >&2\nexit 1\n',
    { mode: 0o755 },
  )
  env.PRISMA_SCHEMA_ENGINE_BINARY = dummy
}
const cli = require.resolve('prisma/build/index.js')
execFileSync(process.execPath, [cli, 'generate'], { stdio: 'inherit', env })

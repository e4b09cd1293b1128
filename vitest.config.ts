// Unit and integration tests (lib/**, scripts/**, prisma/**), run against a real database:
// TEST_DB=embedded (PGlite through our wire-protocol server) or TEST_DB=server (a fresh
// database on the PostgreSQL server of TEST_PG_URL). `npm test` runs both.
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // Domain services guard against client imports; tests run them on the server side.
      { find: /^server-only$/, replacement: path.join(root, 'test/server-only.ts') },
    ],
  },
  test: {
    include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'prisma/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // Files share one database per run; running them one at a time keeps each file's data its own.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})

// Unit and integration tests (lib/**, scripts/**, prisma/**), in three projects:
//   unit  no database: money, dates, schemas, parsers… (`npm run test:fast` runs these)
//   db    against a real database, TEST_DB=embedded (PGlite behind our wire-protocol server) or
//         TEST_DB=server (the PostgreSQL server of TEST_PG_URL); each file gets a database of its
//         own, cloned from one migrated template, so files run in parallel
//   slow  start-up tests (the launcher, backups, the embedded server) that start databases and
//         processes of their own, whatever TEST_DB says: `npm test` runs them once
// `npm test` runs the db project on both databases.
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

const ALL = ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'prisma/**/*.test.ts']
// Tests that need no database. Their setup points DATABASE_URL at a closed port, so a test listed
// here that reaches for the database fails at once instead of passing by accident.
const UNIT = [
  'lib/programme/book.test.ts',
  'lib/abstracts/words.test.ts',
  'lib/abstracts/assign.test.ts',
  'lib/abstracts/scores.test.ts',
  'lib/abstracts/call-form.test.ts',
  'lib/certificates/roles.test.ts',
  'lib/api/input.test.ts',
  'lib/badges/badges.test.ts',
  'lib/cme/cme.test.ts',
  'lib/cache.test.ts',
  'lib/cache-handlers/cache-handlers.test.ts',
  'lib/console/schema.test.ts',
  'lib/content/markdown.test.ts',
  'lib/csv/csv.test.ts',
  'lib/dates.test.ts',
  'lib/editions/window.test.ts',
  'lib/env.test.ts',
  'lib/forms.test.ts',
  'lib/groups/form.test.ts',
  'lib/groups/workshops-codes.test.ts',
  'lib/gst/gst.test.ts',
  'lib/mail/mail.test.ts',
  'lib/money.test.ts',
  'lib/net/client-address.test.ts',
  'lib/net/post.test.ts',
  'lib/net/public-cache.test.ts',
  'lib/net/whole-answers.test.ts',
  'lib/ops/ops.test.ts',
  'lib/payments/gateways/payphi/hash.test.ts',
  'lib/payments/gateways/icici/kit.test.ts',
  'lib/payments/direct/direct.test.ts',
  'lib/payments/statements/statements.test.ts',
  'lib/payments/sandbox/upi.test.ts',
  'lib/pdf/script-text.test.ts',
  'lib/payments/service/refund-policy.test.ts',
  'lib/pricing/discount.test.ts',
  'lib/pricing/pricing.test.ts',
  'lib/pricing/wording.test.ts',
  'lib/programme/programme.test.ts',
  'lib/receipts/receipts.test.ts',
  'lib/registrations/reminders.test.ts',
  'lib/registrations/token.test.ts',
  'lib/tickets/code.test.ts',
  'scripts/check-cycles.test.ts',
  'scripts/check-size.test.ts',
  'scripts/compose.test.ts',
  'scripts/lockfile.test.ts',
  'scripts/bench/morning-record.test.ts',
  'scripts/lib/build.test.ts',
]
const SLOW = ['scripts/lib/runtime.test.ts', 'scripts/backup.test.ts', 'lib/db/embedded-server.test.ts']
const database = {
  globalSetup: ['test/global-setup.ts'],
  setupFiles: ['test/setup.ts'],
  // A database file spends much of its time waiting for the database: one file per core at least,
  // and at least two (Vitest's default, one less than the cores, runs them one at a time on two).
  maxWorkers: Math.max(2, os.availableParallelism()),
}

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // Domain services guard against client imports; tests run them on the server side.
      { find: /^server-only$/, replacement: path.join(root, 'test/server-only.ts') },
    ],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      // Pure code with no state between files: they share one module graph per worker, which
      // halves the run (most of a unit file's time went to importing its modules again).
      {
        extends: true,
        test: { name: 'unit', include: UNIT, setupFiles: ['test/setup-unit.ts'], isolate: false },
      },
      { extends: true, test: { name: 'db', include: ALL, exclude: [...UNIT, ...SLOW], ...database } },
      // No template database: these start their own (a file's copy would go unused).
      {
        extends: true,
        test: {
          name: 'slow',
          include: SLOW,
          setupFiles: ['test/setup-unit.ts'],
          maxWorkers: database.maxWorkers,
        },
      },
    ],
  },
})

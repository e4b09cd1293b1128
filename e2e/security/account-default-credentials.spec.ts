// The README's demo credentials open the embedded demo only. On a PostgreSQL
// server the first start creates no administrator without explicit, strong settings, and the
// demo password never signs in nor can be chosen; on the embedded demo it keeps working.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createTestDatabase } from '../../test/pg-server'
import { ADMIN, createAdmin } from '../support/admin'
import { expect, test } from '../support/clients'
import { ROOT } from '../support/servers'

const DEMO_PASSWORD = 'Pedicon@2025'

test('the demo password signs in on the embedded demo only', async ({ client, server }) => {
  const demo = await createAdmin(server, 'sec-demo', DEMO_PASSWORD)
  const res = await (await client()).post('/adminpanel/login/', { data: demo })
  if (server === 'embedded') {
    expect(res.status()).toBe(200)
  } else {
    expect(res.status()).toBe(401)
    expect((await res.json()).error).toBe(
      'The demo password works only on the embedded demo database. Reset your password with "Forgot password?".',
    )
  }
  // The sites' own administrator was given explicit credentials: the demo password is not theirs.
  expect(
    (
      await (await client()).post('/adminpanel/login/', { data: { ...ADMIN, password: DEMO_PASSWORD } })
    ).status(),
  ).toBe(401)
})

test.describe('first start on a PostgreSQL server', () => {
  test.skip(({ server }) => server !== 'postgres', 'the PostgreSQL deployment only')

  test('without ADMIN_EMAIL and a strong ADMIN_PASSWORD: no administrator, the start stops and says why', async () => {
    test.setTimeout(120_000)
    const database = await createTestDatabase('uppedicon_e2e_first_start')
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uppedicon-first-start-'))
    try {
      for (const settings of [{}, { ADMIN_EMAIL: 'chief@uppedicon.test', ADMIN_PASSWORD: DEMO_PASSWORD }]) {
        // The launcher itself (`npm start`): it prepares the database before building or serving.
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
          cwd: ROOT,
          env: {
            ...process.env,
            ADMIN_EMAIL: '',
            ADMIN_PASSWORD: '',
            ...settings,
            DATABASE_URL: database.url,
            AUTH_SECRET: 'first-start-secret-of-at-least-32-characters',
            PAYMENT_MODE: 'sandbox',
            DATA_DIR: dataDir,
            NEXT_DIST_DIR: '.next-e2e-first-start',
            SEED_DEMO_CONTENT: 'false',
          },
        })
        let output = ''
        const collect = (chunk: Buffer) => {
          output += chunk
          // Had it created an administrator, it would go on to build the site: stop it there.
          if (/administrator .* created/.test(output)) child.kill('SIGTERM')
        }
        child.stdout.on('data', collect)
        child.stderr.on('data', collect)
        const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
        expect(code, output).toBe(1)
        expect(output).toContain('No administrator exists yet')
        expect(output).toContain('set ADMIN_EMAIL and ADMIN_PASSWORD')
        const c = new pg.Client({ connectionString: database.url })
        await c.connect()
        expect((await c.query('SELECT count(*)::int AS n FROM admins')).rows[0].n).toBe(0)
        await c.end()
      }
    } finally {
      await database.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
      fs.rmSync(path.join(ROOT, '.next-e2e-first-start'), { recursive: true, force: true })
    }
  })
})

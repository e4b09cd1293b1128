// Issue 10, item 7: the client's address is the socket's unless the operator declares trusted
// proxies (TRUST_PROXY). The e2e sites trust the loopback proxy (the specs play it), so this spec
// runs a second server on the site's own build and database with TRUST_PROXY unset, and replays
// the attack there (a forged X-Forwarded-For to escape per-address limits and forge the audit
// log) beside the honest path on the site (a declared proxy's X-Forwarded-For is believed).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createAdmin } from '../support/admin'
import { expect, test } from '../support/clients'
import { databaseUrl, serverInfo, sql } from '../support/db'
import { ROOT, SPARE_PORT } from '../support/servers'

let child: ChildProcess | undefined
let direct = ''

test.beforeAll(async ({ server }) => {
  // Spare ports of this spec's own (SPARE_PORT itself is the unreachable-database spec's).
  const port = SPARE_PORT + (server === 'embedded' ? 1 : 2)
  const info = serverInfo(server)
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      NEXT_DIST_DIR: `.next-e2e-${server}`,
      DATABASE_URL: databaseUrl(server),
      EMBEDDED_DATABASE: server === 'embedded' ? '1' : '',
      AUTH_SECRET: fs.readFileSync(path.join(info.dataDir, 'auth-secret'), 'utf8').trim(),
      DATA_DIR: info.dataDir,
      UPLOAD_DIR: info.uploadDir,
      SITE_URL: `http://localhost:${port}`,
      TRUST_PROXY: '',
    },
  })
  direct = `http://127.0.0.1:${port}`
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${direct}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('the server without TRUST_PROXY did not start')
})
test.afterAll(() => {
  child?.kill('SIGTERM')
})

test('without TRUST_PROXY a forged X-Forwarded-For is ignored: no fresh limits, no forged audit address', async ({
  request,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-xff')
  // Five failures, each claiming another address: still one client, the socket's peer.
  for (let i = 1; i <= 5; i++) {
    const res = await request.post(`${direct}/adminpanel/login/`, {
      data: { email: admin.email, password: 'Wrong@2025' },
      headers: { 'X-Forwarded-For': `203.0.113.${i}` },
    })
    expect(res.status()).toBe(401)
  }
  const sixth = await request.post(`${direct}/adminpanel/login/`, {
    data: admin,
    headers: { 'X-Forwarded-For': '203.0.113.6' },
  })
  expect(sixth.status()).toBe(429)

  // The audit log records the socket's address, not the one the client chose.
  const other = await createAdmin(server, 'sec-xff-audit')
  const signedIn = await request.post(`${direct}/adminpanel/login/`, {
    data: other,
    headers: { 'X-Forwarded-For': '198.51.100.23' },
  })
  expect(signedIn.status()).toBe(200)
  const [entry] = await sql<{ ip: string }>(
    server,
    "SELECT ip FROM audit_logs WHERE admin_email = $1 AND action = 'auth.login'",
    [other.email],
  )
  expect(entry.ip).toBe('127.0.0.1')
})

test('with TRUST_PROXY (the e2e site: loopback) the proxy’s X-Forwarded-For is believed', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-xff-proxy')
  const res = await (await client('198.51.100.24')).post('/adminpanel/login/', { data: admin })
  expect(res.status()).toBe(200)
  const [entry] = await sql<{ ip: string }>(
    server,
    "SELECT ip FROM audit_logs WHERE admin_email = $1 AND action = 'auth.login'",
    [admin.email],
  )
  expect(entry.ip).toBe('198.51.100.24')
})

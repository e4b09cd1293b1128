// The client's address is the socket's unless the operator declares trusted
// proxies (TRUST_PROXY). The e2e sites trust the loopback proxy (the specs play it), so this spec
// runs a second server on the site's own build and database with TRUST_PROXY unset, and replays
// the attack there (a forged X-Forwarded-For to escape per-address limits and forge the audit
// log) beside the honest path on the site (a declared proxy's X-Forwarded-For is believed).
import { createAdmin } from '../support/admin'
import { expect, test } from '../support/clients'
import { sql } from '../support/db'
import { SPARE_PORT, type ServerName } from '../support/servers'
import { siblingEnv, startSpareServer } from '../support/spare-server'

let direct = ''
let stop: (() => void) | undefined

test.beforeAll(async ({ server }) => {
  // Spare ports of this spec's own (SPARE_PORT itself is the unreachable-database spec's).
  const port = SPARE_PORT + (server === 'embedded' ? 1 : 2)
  ;({ url: direct, stop } = await startSpareServer(port, siblingEnv(server, port, { TRUST_PROXY: '' })))
})
test.afterAll(() => stop?.())

/** The address the audit log recorded for an administrator's sign-in. */
async function signInAddress(server: ServerName, email: string): Promise<string> {
  const [entry] = await sql<{ ip: string }>(
    server,
    "SELECT ip FROM audit_logs WHERE admin_email = $1 AND action = 'auth.login'",
    [email],
  )
  return entry.ip
}

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
  expect(await signInAddress(server, other.email)).toBe('127.0.0.1')
})

test('with TRUST_PROXY (the e2e site: loopback) the proxy’s X-Forwarded-For is believed', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-xff-proxy')
  const res = await (await client('198.51.100.24')).post('/adminpanel/login/', { data: admin })
  expect(res.status()).toBe(200)
  expect(await signInAddress(server, admin.email)).toBe('198.51.100.24')
})

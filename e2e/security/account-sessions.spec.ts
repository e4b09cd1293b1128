// Logout and a password reset end sessions on the server. With it, the guards
// that already held when the site was attacked: forged, tampered and expired tokens, and
// requests other sites make a browser send (CSRF) to the administrator's writes.
import { SignJWT } from 'jose'
import { bearer, createAdmin, resetCode, signIn, siteToken } from '../support/admin'
import { expect, test } from '../support/clients'

// A guarded read and a guarded write (the member does not exist: a passed guard answers 404).
const READ = '/adminpanel/stats/'
const WRITE = '/uppedicon/members/?id=999999'

test('logout ends the session on the server: the copied token stops working at once', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-logout')
  const browser = await client()
  const token = await signIn(browser, admin)
  const other = await client()
  const second = await signIn(other, admin)
  const thief = await client()
  expect((await thief.get(READ, { headers: bearer(token) })).status()).toBe(200)

  // The browser logs out with its cookie: the token (say, copied earlier) is dead.
  expect((await browser.post('/adminpanel/logout/')).status()).toBe(200)
  expect((await thief.get(READ, { headers: bearer(token) })).status()).toBe(401)
  expect((await browser.get(READ)).status()).toBe(401)
  // The administrator's other session goes on; an API client logs out with its Bearer token.
  expect((await other.get(READ, { headers: bearer(second) })).status()).toBe(200)
  expect((await thief.post('/adminpanel/logout/', { headers: bearer(second) })).status()).toBe(200)
  expect((await other.get(READ, { headers: bearer(second) })).status()).toBe(401)
})

test('a password reset ends every session of the administrator', async ({ client, server }) => {
  const admin = await createAdmin(server, 'sec-reset-sessions')
  const tokens = [await signIn(await client(), admin), await signIn(await client(), admin)]
  const owner = await client()
  const code = await resetCode(owner, server, admin.email)
  expect(
    (await owner.post('/adminpanel/requestpassword/', { data: { email: admin.email, otp: code } })).status(),
  ).toBe(200)
  for (const token of tokens) expect((await owner.get(READ, { headers: bearer(token) })).status()).toBe(200)
  const reset = await owner.post('/adminpanel/resetpassword/', {
    data: { email: admin.email, new_password: 'After@Reset2026', confirm_password: 'After@Reset2026' },
  })
  expect(reset.status()).toBe(200)
  for (const token of tokens) expect((await owner.get(READ, { headers: bearer(token) })).status()).toBe(401)
})

test('forged, tampered, expired and unknown-session tokens are refused; a genuine one passes', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-tokens')
  const api = await client()
  const good = await siteToken(server, admin.email)
  const [h, p, s] = good.split('.')
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString())
  const forge = (payload: object) =>
    new SignJWT({ ...claims, ...payload })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-guessed-secret-a-guessed-secret-a-guessed'))
  const tokens: Record<string, string> = {
    'forged signature': await forge({}),
    'tampered subject': [
      h,
      Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url'),
      s,
    ].join('.'),
    'tampered session id': [
      h,
      Buffer.from(JSON.stringify({ ...claims, sid: 'x' })).toString('base64url'),
      s,
    ].join('.'),
    'alg none': [Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'), p, ''].join('.'),
    expired: await siteToken(server, admin.email, new Date(Date.now() - 9 * 3600 * 1000)),
    garbage: 'not.a.token',
  }
  for (const [name, token] of Object.entries(tokens)) {
    expect((await api.get(READ, { headers: bearer(token) })).status(), name).toBe(401)
    expect((await api.delete(WRITE, { headers: bearer(token) })).status(), name).toBe(401)
  }
  expect((await api.get(READ, { headers: bearer(good) })).status()).toBe(200)
  expect((await api.delete(WRITE, { headers: bearer(good) })).status()).toBe(404)
})

test('admin writes and the sign-in actions refuse requests sent from other sites (CSRF)', async ({
  client,
  server,
  baseURL,
}) => {
  const admin = await createAdmin(server, 'sec-csrf')
  const browser = await client()
  await signIn(browser, admin)
  // The session cookie rides along, as it would in a browser tricked by another site.
  const foreign: Record<string, string>[] = [
    { Origin: 'https://evil.example' },
    { Origin: 'null' },
    { Origin: `http://${new URL(baseURL!).hostname}.evil.example` },
    { 'Sec-Fetch-Site': 'cross-site' },
    { 'Sec-Fetch-Site': 'same-site' },
  ]
  for (const headers of foreign) {
    const label = JSON.stringify(headers)
    expect((await browser.delete(WRITE, { headers })).status(), label).toBe(403)
    expect((await browser.post('/adminpanel/logout/', { headers })).status(), label).toBe(403)
    expect((await browser.post('/adminpanel/login/', { data: admin, headers })).status(), label).toBe(403)
    expect(
      (
        await browser.post('/adminpanel/requestpassword/', {
          data: { email: admin.email, otp: '123456' },
          headers,
        })
      ).status(),
      label,
    ).toBe(403)
    expect(
      (
        await browser.post('/adminpanel/resetpassword/', {
          data: { email: admin.email, new_password: 'Csrf@Attack2026', confirm_password: 'Csrf@Attack2026' },
          headers,
        })
      ).status(),
      label,
    ).toBe(403)
  }
  // The same requests from the site itself pass the guard.
  const own = { Origin: new URL(baseURL!).origin, 'Sec-Fetch-Site': 'same-origin' }
  expect((await browser.delete(WRITE, { headers: own })).status()).toBe(404)
  expect((await browser.get(READ)).status()).toBe(200)
})

// Sign-in, the password reset by e-mailed code (read from the real SMTP sink), throttling and
// logout, through the documented /adminpanel API: the honest paths and the basic limits. The
// attacks on them are replayed in e2e/security/. Tests that change a password or trip the
// throttle use administrators of their own, and X-Forwarded-For to be clients of their own (the
// e2e sites trust the loopback proxy).
import { ADMIN, bearer, createAdmin, signIn, siteToken } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { currentEdition } from '../support/site'

const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)?.[1]

test('login answers a token and an HttpOnly SameSite=Lax session cookie; wrong credentials are 401', async ({
  request,
}) => {
  const res = await request.post('/adminpanel/login/', { data: ADMIN })
  expect(res.status()).toBe(200)
  const { token } = await res.json()
  expect(token.split('.')).toHaveLength(3)
  const cookies = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')
  const session = cookies.find((c) => c.value.startsWith('admin_session='))!.value
  expect(session).toMatch(/HttpOnly/i)
  expect(session).toMatch(/SameSite=Lax/i)
  expect(session).toMatch(/Max-Age=28800/i)
  // The device cookie that makes this client a trusted device of the account (lib/auth/throttle.ts).
  const device = cookies.find((c) => c.value.startsWith('admin_device='))!.value
  expect(device).toMatch(/HttpOnly/i)
  expect(device).toMatch(/SameSite=Strict/i)
  expect(device).toMatch(/Path=\/adminpanel/i)

  for (const data of [
    { ...ADMIN, password: 'Wrong@2025' },
    { email: 'nobody@uppedicon.test', password: ADMIN.password },
  ]) {
    const bad = await request.post('/adminpanel/login/', {
      data,
      headers: { 'X-Forwarded-For': '198.51.100.7' },
    })
    expect(bad.status()).toBe(401)
    expect(await bad.json()).toMatchObject({ error: 'Invalid credentials' })
  }
  const malformed = await request.post('/adminpanel/login/', {
    data: 'not json',
    headers: { 'content-type': 'application/json' },
  })
  expect(malformed.status()).toBe(400)
})

test('login from another site is refused', async ({ request }) => {
  const res = await request.post('/adminpanel/login/', {
    data: ADMIN,
    headers: { Origin: 'https://evil.example' },
  })
  expect(res.status()).toBe(403)
})

test('the full reset flow: code by mail, verify, reset, old password and old sessions stop working', async ({
  request,
  server,
}) => {
  const admin = await createAdmin(server, 'reset')
  const oldToken = await signIn(request, admin)

  const unknown = await request.get('/adminpanel/requestpassword/?email=nobody%40uppedicon.test')
  const known = await request.get(`/adminpanel/requestpassword/?email=${encodeURIComponent(admin.email)}`)
  expect(unknown.status()).toBe(200)
  expect(known.status()).toBe(200)
  // Same answer whether or not the address is an administrator's: no enumeration.
  expect(await known.json()).toEqual(await unknown.json())

  const mail = await waitForMail(admin.email, { server })
  // The mail names the current edition, whatever year it is.
  const { name: edition } = (await currentEdition(request)).edition
  expect(mail.subject).toContain(edition)
  expect(mail.html).toContain(edition)
  const code = codeOf(mail.text)!
  expect(code).toMatch(/^\d{6}$/)
  const [row] = await sql<{ code_hash: string }>(
    server,
    'SELECT code_hash FROM one_time_codes c JOIN admins a ON a.id = c.admin_id WHERE a.email = $1',
    [admin.email],
  )
  expect(row.code_hash).not.toContain(code)

  const early = await request.post('/adminpanel/resetpassword/', {
    data: { email: admin.email, new_password: 'Fresh@2026', confirm_password: 'Fresh@2026' },
  })
  expect(early.status()).toBe(400)
  const wrong = await request.post('/adminpanel/requestpassword/', {
    data: { email: admin.email, otp: code === '000000' ? '111111' : '000000' },
  })
  expect(wrong.status()).toBe(400)
  const verified = await request.post('/adminpanel/requestpassword/', {
    data: { email: admin.email, otp: code },
  })
  expect(verified.status()).toBe(200)
  // The reset credential, for API clients; this client also keeps its cookie and sends that.
  expect((await verified.json()).reset_token).toMatch(/^[\w-]{43}$/)

  const weak = await request.post('/adminpanel/resetpassword/', {
    data: { email: admin.email, new_password: 'weakpass', confirm_password: 'weakpass' },
  })
  expect(weak.status()).toBe(400)
  expect((await weak.json()).fields.new_password).toEqual([
    'Password must have at least 8 characters, one uppercase letter, one number, and one special character.',
  ])
  const mismatch = await request.post('/adminpanel/resetpassword/', {
    data: { email: admin.email, new_password: 'Fresh@2026', confirm_password: 'Fresh@2027' },
  })
  expect((await mismatch.json()).fields.confirm_password).toEqual([
    'New password and confirm password do not match',
  ])

  const reset = await request.post('/adminpanel/resetpassword/', {
    data: { email: admin.email, new_password: 'Fresh@2026', confirm_password: 'Fresh@2026' },
  })
  expect(reset.status()).toBe(200)
  const again = await request.post('/adminpanel/resetpassword/', {
    data: { email: admin.email, new_password: 'Other@2026', confirm_password: 'Other@2026' },
  })
  expect(again.status()).toBe(400)

  expect((await request.post('/adminpanel/login/', { data: admin })).status()).toBe(401)
  await signIn(request, { email: admin.email, password: 'Fresh@2026' })
  const stale = await request.delete('/uppedicon/members/?id=999999', {
    headers: { Authorization: `Bearer ${oldToken}` },
  })
  expect(stale.status()).toBe(401)
})

test('after 5 failed logins a client gets 429, even with the right password; another client signs in', async ({
  request,
  server,
}) => {
  const admin = await createAdmin(server, 'throttle')
  const client = { 'X-Forwarded-For': '203.0.113.77' }
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/adminpanel/login/', {
      data: { email: admin.email, password: 'Wrong@2025' },
      headers: client,
    })
    expect(res.status()).toBe(401)
  }
  const locked = await request.post('/adminpanel/login/', { data: admin, headers: client })
  expect(locked.status()).toBe(429)
  expect((await locked.json()).error).toMatch(/^Too many failed sign-in attempts\. Please wait 15 minutes/)
  expect(locked.headers()['retry-after']).toBe('900')
  const other = await request.post('/adminpanel/login/', {
    data: admin,
    headers: { 'X-Forwarded-For': '203.0.113.78' },
  })
  expect(other.status()).toBe(200)
})

test('more than 20 failed logins from one address within 15 minutes: 429 for every e-mail from there', async ({
  request,
}) => {
  // Twenty bcrypt comparisons at cost 12 (unknown e-mails), which yield to a busy machine.
  test.setTimeout(150_000)
  const ip = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  for (let i = 0; i < 20; i++) {
    const res = await request.post('/adminpanel/login/', {
      data: { email: `guess${i}@uppedicon.test`, password: 'Wrong@2025' },
      headers: { 'X-Forwarded-For': ip },
    })
    expect(res.status()).toBe(401)
  }
  expect(
    (await request.post('/adminpanel/login/', { data: ADMIN, headers: { 'X-Forwarded-For': ip } })).status(),
  ).toBe(429)
  expect(
    (
      await request.post('/adminpanel/login/', {
        data: ADMIN,
        headers: { 'X-Forwarded-For': `${ip.split('.').slice(0, 3).join('.')}.251` },
      })
    ).status(),
  ).toBe(200)
})

test('code requests (3 an hour per client) and code attempts (5) are throttled too', async ({
  request,
  server,
}) => {
  const admin = await createAdmin(server, 'otp-throttle')
  const client = { 'X-Forwarded-For': `192.0.2.${Math.floor(Math.random() * 250)}` }
  const ask = () =>
    request.get(`/adminpanel/requestpassword/?email=${encodeURIComponent(admin.email)}`, { headers: client })
  for (let i = 0; i < 3; i++) expect((await ask()).status()).toBe(200)
  const tooMany = await ask()
  expect(tooMany.status()).toBe(429)
  expect((await tooMany.json()).error).toContain('Too many code requests')
  expect(Number(tooMany.headers()['retry-after'])).toBeGreaterThan(0)

  const guess = () =>
    request.post('/adminpanel/requestpassword/', {
      data: { email: admin.email, otp: '999999' },
      headers: client,
    })
  for (let i = 0; i < 5; i++) await guess()
  expect((await guess()).status()).toBe(429)
})

test('logout clears the session cookie and ends the session on the server', async ({ request }) => {
  const token = await signIn(request)
  const res = await request.post('/adminpanel/logout/')
  expect(res.status()).toBe(200)
  expect(res.headers()['set-cookie']).toMatch(/admin_session=;.*Max-Age=0/i)
  const after = await request.get('/adminpanel/stats/', { headers: bearer(token) })
  expect(after.status()).toBe(401)
})

test('an expired token signed with the real secret is refused', async ({ request, server }) => {
  const expired = await siteToken(server, ADMIN.email, new Date(Date.now() - 9 * 3600 * 1000))
  const fresh = await siteToken(server, ADMIN.email)
  expect(
    (
      await request.delete('/uppedicon/members/?id=999999', {
        headers: { Authorization: `Bearer ${expired}` },
      })
    ).status(),
  ).toBe(401)
  expect(
    (
      await request.delete('/uppedicon/members/?id=999999', { headers: { Authorization: `Bearer ${fresh}` } })
    ).status(),
  ).toBe(404)
})

// The password reset is bound to the client that verified the code. The attack
// (another client sets the password while the administrator's code is verified) is replayed
// beside the honest path, for a browser (cookie) and for an API client (reset_token).
import { createAdmin, loginStatus, resetCode } from '../support/admin'
import { expect, test } from '../support/clients'
import { sql } from '../support/db'

const RESET_POLICY = { new_password: 'Taken@Over2026', confirm_password: 'Taken@Over2026' }

test('while the administrator’s code is verified, another client cannot set the password', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-reset')
  const owner = await client()
  const code = await resetCode(owner, server, admin.email)
  const verified = await owner.post('/adminpanel/requestpassword/', {
    data: { email: admin.email, otp: code },
  })
  expect(verified.status()).toBe(200)
  const { reset_token } = await verified.json()

  // The attack of the report: the spec's reset body, from elsewhere, within the code's lifetime.
  const attacker = await client()
  for (const data of [
    { email: admin.email, ...RESET_POLICY },
    { email: admin.email, ...RESET_POLICY, reset_token: 'guessed-or-forged' },
    {
      email: admin.email,
      ...RESET_POLICY,
      reset_token: reset_token.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')),
    },
  ]) {
    const res = await attacker.post('/adminpanel/resetpassword/', { data })
    expect(res.status()).toBe(400)
    expect((await res.json()).error).toBe(
      'Verify the code sent to your e-mail before setting a new password.',
    )
  }
  expect(await loginStatus(attacker, { email: admin.email, password: RESET_POLICY.new_password })).toBe(401)

  // The honest browser path: the verifying client's HttpOnly cookie carries the credential.
  const reset = await owner.post('/adminpanel/resetpassword/', {
    data: { email: admin.email, new_password: 'Honest@Reset2026', confirm_password: 'Honest@Reset2026' },
  })
  expect(reset.status()).toBe(200)
  expect(await loginStatus(owner, { email: admin.email, password: 'Honest@Reset2026' })).toBe(200)
})

test('the credential: HttpOnly cookie and reset_token, ≤ 10 minutes, stored as a hash, single use', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-token')
  const verifier = await client()
  const code = await resetCode(verifier, server, admin.email)
  const verified = await verifier.post('/adminpanel/requestpassword/', {
    data: { email: admin.email, otp: code },
  })
  const { reset_token, success } = await verified.json()
  expect(success).toBe('OTP verified successfully. You can now reset your password.')
  expect(reset_token).toMatch(/^[\w-]{43}$/)
  const cookie = verified
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('admin_reset='))!.value
  expect(cookie).toContain(`admin_reset=${reset_token}`)
  expect(cookie).toMatch(/HttpOnly/i)
  expect(cookie).toMatch(/SameSite=Strict/i)
  expect(cookie).toMatch(/Path=\/adminpanel\/resetpassword/i)
  expect(Number(/Max-Age=(\d+)/i.exec(cookie)![1])).toBeLessThanOrEqual(600)
  const [row] = await sql<{ reset_token_hash: string; minutes: number }>(
    server,
    `SELECT reset_token_hash, extract(epoch from reset_expires_at - now()) / 60 AS minutes
       FROM one_time_codes c JOIN admins a ON a.id = c.admin_id WHERE a.email = $1 AND c.verified_at IS NOT NULL`,
    [admin.email],
  )
  expect(row.reset_token_hash).toMatch(/^[0-9a-f]{64}$/)
  expect(row.reset_token_hash).not.toContain(reset_token)
  expect(Number(row.minutes)).toBeLessThanOrEqual(10)

  // An API client with the token in its body (no cookie: another context, same address).
  const api = await client()
  const data = {
    email: admin.email,
    new_password: 'Api@Client2026',
    confirm_password: 'Api@Client2026',
    reset_token,
  }
  expect((await api.post('/adminpanel/resetpassword/', { data })).status()).toBe(200)
  // Burned: neither the body nor the cookie serves again.
  expect((await api.post('/adminpanel/resetpassword/', { data })).status()).toBe(400)
  const again = await verifier.post('/adminpanel/resetpassword/', {
    data: { email: admin.email, new_password: 'Again@Reset2026', confirm_password: 'Again@Reset2026' },
  })
  expect(again.status()).toBe(400)
  expect(await loginStatus(api, { email: admin.email, password: 'Api@Client2026' })).toBe(200)
})

test('resetpassword is throttled per client (10 per 15 minutes, then 429 with Retry-After)', async ({
  client,
  server,
}) => {
  const admin = await createAdmin(server, 'sec-reset-throttle')
  const guesser = await client()
  const data = { email: admin.email, ...RESET_POLICY, reset_token: 'x'.repeat(43) }
  for (let i = 0; i < 10; i++)
    expect((await guesser.post('/adminpanel/resetpassword/', { data })).status()).toBe(400)
  const refused = await guesser.post('/adminpanel/resetpassword/', { data })
  expect(refused.status()).toBe(429)
  expect((await refused.json()).error).toMatch(/^Too many password reset attempts/)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(800)
  // Others are not affected.
  expect((await (await client()).post('/adminpanel/resetpassword/', { data })).status()).toBe(400)
})

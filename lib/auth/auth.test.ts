import fs from 'node:fs'
import os from 'node:os'
import { hash } from '@node-rs/bcrypt'
import bcrypt from 'bcryptjs'
import { SignJWT } from 'jose'
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { db } from '@/lib/db/client'
import { truncate } from '@/test/db'
import {
  BUSY,
  DEMO_PASSWORD,
  DEMO_PASSWORD_REFUSED,
  HASH_CONCURRENCY,
  HASH_NICE,
  HASH_QUEUE,
  verifyPassword,
} from './password'
import { PASSWORD_MISMATCH, PASSWORD_POLICY, resetPasswordSchema } from './schema'
import {
  CODE_TTL_MS,
  INVALID_CODE,
  login,
  requestCode,
  RESET_NOT_ALLOWED,
  resetPassword,
  verifyCode,
} from './service'
import { createSession, revokeSession, verifySession } from './session'
import { signSession } from './token'

const EMAIL = 'chief@uppedicon.test'
const PASSWORD = 'Start@2025'
const WRONG = { email: EMAIL, password: 'Wrong@2025' }
const from = (address: string, device?: string) => ({ address, device })

/** The status a call ends with (200 when it succeeds), and the error's message. */
async function status(promise: Promise<unknown>): Promise<number> {
  return (await outcome(promise)).status
}
async function outcome(promise: Promise<unknown>): Promise<{ status: number; message?: string }> {
  try {
    await promise
    return { status: 200 }
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message }
    throw error
  }
}
const statuses = async (promises: Promise<unknown>[]) => (await Promise.all(promises.map(status))).sort()

/** Accounts with a bcryptjs hash, as the stored ones were made (they must keep working); cost 4
 * keeps the many sign-ins here quick, whatever else the machine does (hashing yields to it). */
async function addAdmin(email: string, password = PASSWORD) {
  return db().admin.create({ data: { email, passwordHash: await bcrypt.hash(password, 4) } })
}

beforeEach(async () => {
  await truncate('admins', 'one_time_codes', 'admin_sessions', 'rate_limits', 'audit_logs')
  await addAdmin(EMAIL)
})

describe('sign-in', () => {
  it('answers a verifiable 8-hour session token for the right password only', async () => {
    const { token, device } = await login({ email: EMAIL, password: PASSWORD }, from('10.0.0.1'))
    expect(await verifySession(token)).toMatchObject({ email: EMAIL })
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
    expect(claims.exp - claims.iat).toBe(8 * 3600)
    expect(device).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(await status(login(WRONG, from('10.0.0.1')))).toBe(401)
    expect(
      await status(login({ email: 'nobody@uppedicon.test', password: PASSWORD }, from('10.0.0.1'))),
    ).toBe(401)
  })

  it('rejects forged, tampered, expired, unknown-session and revoked tokens', async () => {
    const admin = await db().admin.findUniqueOrThrow({ where: { email: EMAIL } })
    const good = await createSession(admin, '10.0.0.1')
    const [h, p, s] = good.split('.')
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString())
    const tampered = [
      h,
      Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url'),
      s,
    ].join('.')
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'))
    const expiredSession = await createSession(admin, '10.0.0.1', new Date(Date.now() - 9 * 3600 * 1000))
    const unknownSession = await signSession(admin, 'no-such-session')
    const none = [Buffer.from('{"alg":"none"}').toString('base64url'), p, ''].join('.')
    for (const token of [tampered, forged, expiredSession, unknownSession, none, 'garbage', ''])
      expect(await verifySession(token)).toBeNull()
    expect(await verifySession(good)).not.toBeNull()
  })

  it('logout ends that session on the server; the admin’s other sessions go on', async () => {
    const first = await login({ email: EMAIL, password: PASSWORD }, from('10.0.0.2'))
    const second = await login({ email: EMAIL, password: PASSWORD }, from('10.0.0.3'))
    await revokeSession(first.token)
    expect(await verifySession(first.token)).toBeNull()
    expect(await verifySession(second.token)).toMatchObject({ email: EMAIL })
    await revokeSession('garbage') // ignored
  })

  it('12 parallel wrong passwords from one client: 5 are checked, 7 refused; then that client alone is locked', async () => {
    expect(await statuses(Array.from({ length: 12 }, () => login(WRONG, from('10.0.1.1'))))).toEqual([
      ...Array(5).fill(401),
      ...Array(7).fill(429),
    ])
    const locked = await outcome(login({ email: EMAIL, password: PASSWORD }, from('10.0.1.1')))
    expect(locked).toEqual({
      status: 429,
      message: expect.stringMatching(/^Too many failed sign-in attempts/),
    })
    // Another client (another address) is not locked out by the first one's failures.
    expect(await status(login({ email: EMAIL, password: PASSWORD }, from('10.0.1.2')))).toBe(200)
  })

  it('a trusted device signs in whatever strangers do; unknown clients share a pool no single client can empty', async () => {
    const { device } = await login({ email: EMAIL, password: PASSWORD }, from('10.0.2.1'))
    // Six strangers' addresses, five failures each: the 30 failures of the unknown clients' pool.
    for (let a = 0; a < 6; a++)
      expect(await statuses(Array.from({ length: 5 }, () => login(WRONG, from(`10.0.3.${a}`))))).toEqual(
        Array(5).fill(401),
      )
    const unknown = await outcome(login({ email: EMAIL, password: PASSWORD }, from('10.0.4.1')))
    expect(unknown.status).toBe(429)
    expect(unknown.message).toMatch(/devices it has not signed in from/)
    expect(await status(login({ email: EMAIL, password: PASSWORD }, from('10.0.4.1', device)))).toBe(200)
    // A device cookie is good for its own account only, and cannot be forged.
    await addAdmin('second@uppedicon.test')
    const otherAccount = { email: 'second@uppedicon.test', password: 'Wrong@2025' }
    const [nonce] = device.split('.')
    for (const cookie of [device, `${nonce}.forged`, 'garbage']) {
      for (let i = 0; i < 5; i++) await status(login(otherAccount, from('10.0.5.1', cookie)))
      expect(await status(login(otherAccount, from('10.0.5.1', cookie)))).toBe(429)
      await truncate('rate_limits')
    }
  })

  it('20 failures from one address lock it for every account, but not the trusted devices there', async () => {
    await addAdmin('second@uppedicon.test')
    const { device } = await login({ email: 'second@uppedicon.test', password: PASSWORD }, from('10.0.6.1'))
    // Twenty accounts (unknown e-mails would cost a cost-12 comparison each: the same answer).
    for (let i = 0; i < 20; i++) await addAdmin(`x${i}@uppedicon.test`)
    for (let i = 0; i < 20; i++)
      expect(
        await status(login({ email: `x${i}@uppedicon.test`, password: 'Wrong@2025' }, from('10.0.6.1'))),
      ).toBe(401)
    expect(await status(login({ email: EMAIL, password: PASSWORD }, from('10.0.6.1')))).toBe(429)
    expect(await status(login({ email: EMAIL, password: PASSWORD }, from('10.0.6.2')))).toBe(200)
    expect(
      await status(login({ email: 'second@uppedicon.test', password: PASSWORD }, from('10.0.6.1', device))),
    ).toBe(200)
  })

  it('the demo password is refused outside the embedded demo database', async () => {
    await addAdmin('demo@uppedicon.test', DEMO_PASSWORD)
    // These tests run as a PostgreSQL-server deployment (DATABASE_URL, no EMBEDDED_DATABASE).
    expect(
      await outcome(login({ email: 'demo@uppedicon.test', password: DEMO_PASSWORD }, from('10.0.7.1'))),
    ).toEqual({ status: 401, message: DEMO_PASSWORD_REFUSED })
  })
})

describe('password hashing', () => {
  it('verifies the stored bcryptjs hashes and the native ones alike', async () => {
    const old = await bcrypt.hash('Legacy@2020', 10)
    expect(await verifyPassword('Legacy@2020', old)).toBe(true)
    expect(await verifyPassword('Legacy@2021', old)).toBe(false)
    expect(await verifyPassword('Legacy@2020', '$2a$10$not-a-valid-hash')).toBe(false)
  })

  it.runIf(fs.existsSync('/proc/self/task'))(
    'hashes in a thread of its own at a lower priority',
    async () => {
      // Relative to how the run was started (`nice npm test` starts every thread at 10 already).
      const before = os.getPriority()
      await verifyPassword('Legacy@2020', await bcrypt.hash('Legacy@2020', 4))
      const nice = fs
        .readdirSync('/proc/self/task')
        .map((tid) =>
          Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]),
        )
      expect(nice).toContain(Math.max(HASH_NICE, before))
      expect(os.getPriority()).toBe(before) // the event loop's thread keeps its priority
    },
  )

  it('queues hashes beyond the concurrency cap, and refuses (429) beyond the queue', async () => {
    const cheap = await hash('Quick@2026', 4)
    const total = HASH_CONCURRENCY + HASH_QUEUE + 5
    const results = await Promise.all(
      Array.from({ length: total }, () =>
        verifyPassword('Quick@2026', cheap).then(
          (ok) => (ok ? 'ok' : 'wrong'),
          (e: ApiError) => `${e.status} ${e.message}`,
        ),
      ),
    )
    expect(results.filter((r) => r === 'ok')).toHaveLength(HASH_CONCURRENCY + HASH_QUEUE)
    expect(results.filter((r) => r === `429 ${BUSY}`)).toHaveLength(5)
    // The queue drains: a new verification goes through.
    expect(await verifyPassword('Quick@2026', cheap)).toBe(true)
  })
})

describe('password reset by one-time code', () => {
  const NEW = { email: EMAIL, new_password: 'Fresh@2026', confirm_password: 'Fresh@2026' }

  it('the verifying client gets a single-use credential; the reset needs it, spends it and ends every session', async () => {
    const { token } = await login({ email: EMAIL, password: PASSWORD }, from('10.0.8.1'))
    const code = (await requestCode(EMAIL, from('10.0.8.1')))!
    expect(code).toMatch(/^\d{6}$/)
    expect((await db().oneTimeCode.findFirstOrThrow()).codeHash).not.toContain(code)
    // Before the code is checked, and with no credential, there is no reset (the attack of
    // Another client resetting while the administrator's code is verified).
    expect(await status(resetPassword(NEW, null, from('10.0.8.1')))).toBe(400)
    const { resetToken, expiresAt } = await verifyCode(EMAIL, code, from('10.0.8.1'))
    expect(resetToken).toMatch(/^[\w-]{43}$/)
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000)
    const stored = await db().oneTimeCode.findFirstOrThrow()
    expect(stored.resetTokenHash).not.toBe(resetToken)
    expect(stored.resetTokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(await status(resetPassword(NEW, null, from('10.0.9.9')))).toBe(400)
    expect(await status(resetPassword(NEW, 'forged-token', from('10.0.9.9')))).toBe(400)
    expect(
      await status(resetPassword({ ...NEW, email: 'x@uppedicon.test' }, resetToken, from('10.0.8.1'))),
    ).toBe(400)

    await resetPassword(NEW, resetToken, from('10.0.8.1'))
    expect(
      await outcome(
        resetPassword(
          { ...NEW, new_password: 'Again@2026', confirm_password: 'Again@2026' },
          resetToken,
          from('10.0.8.1'),
        ),
      ),
    ).toEqual({ status: 400, message: RESET_NOT_ALLOWED })
    expect(await verifySession(token)).toBeNull()
    expect(await status(login({ email: EMAIL, password: PASSWORD }, from('10.0.8.1')))).toBe(401)
    expect(await status(login({ email: EMAIL, password: 'Fresh@2026' }, from('10.0.8.1')))).toBe(200)
    // The audit trail has the sign-ins and the reset, with the address they came from.
    const trail = await db().auditLog.findMany({ where: { adminEmail: EMAIL }, orderBy: { id: 'asc' } })
    expect(trail.map((e) => [e.action, e.ip])).toEqual([
      ['auth.login', '10.0.8.1'],
      ['auth.password-reset', '10.0.8.1'],
      ['auth.login', '10.0.8.1'],
    ])
  })

  it('two racing resets with one credential: exactly one sets the password', async () => {
    const code = (await requestCode(EMAIL, from('10.0.10.1')))!
    const { resetToken } = await verifyCode(EMAIL, code, from('10.0.10.1'))
    const passwords = ['Racer@2026A', 'Racer@2026B']
    expect(
      await statuses(
        passwords.map((p) =>
          resetPassword(
            { email: EMAIL, new_password: p, confirm_password: p },
            resetToken,
            from('10.0.10.1'),
          ),
        ),
      ),
    ).toEqual([200, 400])
  })

  it('the credential lasts 10 minutes at most', async () => {
    const now = new Date()
    const code = (await requestCode(EMAIL, from('10.0.11.1'), now))!
    const { resetToken } = await verifyCode(EMAIL, code, from('10.0.11.1'), now)
    const later = new Date(now.getTime() + 10 * 60 * 1000 + 1)
    expect(await status(resetPassword(NEW, resetToken, from('10.0.11.1'), later))).toBe(400)
    expect(await status(resetPassword(NEW, resetToken, from('10.0.11.1'), now))).toBe(200)
  })

  it('24 parallel wrong codes, then the right one: refused (5 tries per code, reserved before comparing)', async () => {
    const code = (await requestCode(EMAIL, from('10.0.12.1')))!
    const wrong = code === '000000' ? '111111' : '000000'
    const results = await statuses(
      Array.from({ length: 24 }, () => verifyCode(EMAIL, wrong, from('10.0.12.1'))),
    )
    expect(results.filter((s) => s === 400)).toHaveLength(5)
    expect(results.filter((s) => s === 429)).toHaveLength(19)
    expect(await status(verifyCode(EMAIL, code, from('10.0.12.1')))).toBe(429)
    expect((await db().oneTimeCode.findFirstOrThrow()).attempts).toBe(5)
    // Even with the rate limits gone, the code itself has had its 5 tries.
    await truncate('rate_limits')
    expect(await outcome(verifyCode(EMAIL, code, from('10.0.12.1')))).toEqual({
      status: 400,
      message: INVALID_CODE,
    })
  })

  it('codes belong to the client that asked: strangers neither replace nor spend it', async () => {
    const mine = (await requestCode(EMAIL, from('10.0.13.1')))!
    // A stranger asks for codes (mailed to the administrator) and guesses.
    const theirs = (await requestCode(EMAIL, from('10.0.13.2')))!
    for (let i = 0; i < 5; i++)
      await status(verifyCode(EMAIL, mine === '000000' ? '111111' : '000000', from('10.0.13.2')))
    // Nor can the stranger use the administrator's code, even knowing it.
    expect(await status(verifyCode(EMAIL, mine, from('10.0.13.3')))).toBe(400)
    expect(theirs).toMatch(/^\d{6}$/)
    expect(await status(verifyCode(EMAIL, mine, from('10.0.13.1')))).toBe(200)
  })

  it('a new request replaces the client’s old code; 5 wrong tries spend it; it expires after 10 minutes', async () => {
    const first = (await requestCode(EMAIL, from('10.0.14.1')))!
    const second = (await requestCode(EMAIL, from('10.0.14.1')))!
    if (first !== second) expect(await status(verifyCode(EMAIL, first, from('10.0.14.1')))).toBe(400)
    const wrong = second === '000000' ? '111111' : '000000'
    for (let i = 0; i < 2; i++) expect(await status(verifyCode(EMAIL, wrong, from('10.0.14.1')))).toBe(400)
    // With the throttle out of the way, parallel guesses get only the code's tries that are left.
    await truncate('rate_limits')
    await statuses(Array.from({ length: 5 }, () => verifyCode(EMAIL, wrong, from('10.0.14.1'))))
    expect((await db().oneTimeCode.findFirstOrThrow({ where: { client: 'a:10.0.14.1' } })).attempts).toBe(5)
    await truncate('rate_limits') // the per-code limit, not the throttle, must refuse now
    expect(await status(verifyCode(EMAIL, second, from('10.0.14.1')))).toBe(400)

    const now = new Date()
    const third = (await requestCode(EMAIL, from('10.0.14.2'), now))!
    const late = new Date(now.getTime() + CODE_TTL_MS + 1000)
    expect(await status(verifyCode(EMAIL, third, from('10.0.14.2'), late))).toBe(400)
    expect(await status(verifyCode(EMAIL, third, from('10.0.14.2'), now))).toBe(200)
  })

  it('code requests: 3 an hour per client; unknown clients never spend a trusted device’s quota', async () => {
    expect(await requestCode('nobody@uppedicon.test', from('10.0.15.1'))).toBeNull()
    expect(await db().oneTimeCode.count()).toBe(0)
    const { device } = await login({ email: EMAIL, password: PASSWORD }, from('10.0.15.9'))
    for (let i = 0; i < 3; i++) expect(await status(requestCode(EMAIL, from('10.0.15.1')))).toBe(200)
    expect((await outcome(requestCode(EMAIL, from('10.0.15.1')))).message).toMatch(/^Too many code requests/)
    // Strangers from other addresses fill the unknown clients' pool (10 an hour)…
    for (let a = 2; a < 5; a++)
      for (let i = 0; i < 3; i++) await status(requestCode(EMAIL, from(`10.0.15.${a}`)))
    expect(await status(requestCode(EMAIL, from('10.0.15.8')))).toBe(429)
    // …and the administrator's own device still gets its codes.
    expect(await status(requestCode(EMAIL, from('10.0.15.8', device)))).toBe(200)
  })

  it('the password policy and the confirmation use the spec messages', () => {
    const issue = (new_password: string, confirm_password = new_password) =>
      resetPasswordSchema.safeParse({ email: EMAIL, new_password, confirm_password }).error?.issues[0]
        ?.message
    for (const weak of ['nouppercase@1', 'NoDigits@@', 'NoSpecial12', 'Bad#Char12', 'Space @A12', 'Short@1'])
      expect(issue(weak), weak).toBe(PASSWORD_POLICY)
    expect(issue('short@A1')).toBeUndefined() // 8 characters are enough
    expect(issue('Fresh@2026')).toBeUndefined()
    expect(issue('Fresh@2026', 'Fresh@2027')).toBe(PASSWORD_MISMATCH)
  })

  it('the demo password cannot be chosen outside the embedded demo database', async () => {
    const code = (await requestCode(EMAIL, from('10.0.16.1')))!
    const { resetToken } = await verifyCode(EMAIL, code, from('10.0.16.1'))
    const demo = { email: EMAIL, new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD }
    expect(await status(resetPassword(demo, resetToken, from('10.0.16.1')))).toBe(400)
    expect(await status(resetPassword(NEW, resetToken, from('10.0.16.1')))).toBe(200)
  })
})

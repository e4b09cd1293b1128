import bcrypt from 'bcryptjs'
import { SignJWT } from 'jose'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/lib/db/client'
import { HttpError } from '@/lib/http'
import { truncate } from '@/test/db'
import { PASSWORD_MISMATCH, PASSWORD_POLICY, resetPasswordSchema } from './schema'
import { CODE_TTL_MS, login, requestCode, resetPassword, verifyCode } from './service'
import { signSession, verifySession } from './session'

process.env.AUTH_SECRET ??= 'test-secret-test-secret-test-secret-0123456789'
const EMAIL = 'chief@uppedicon.test'
const PASSWORD = 'Start@2025'

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
    return 200
  } catch (error) {
    if (error instanceof HttpError) return error.status
    throw error
  }
}

beforeEach(async () => {
  await truncate('admins', 'one_time_codes', 'auth_attempts', 'audit_logs')
  await db().admin.create({ data: { email: EMAIL, passwordHash: await bcrypt.hash(PASSWORD, 10) } })
})

describe('sign-in', () => {
  it('answers a verifiable 8-hour token for the right password only', async () => {
    const { token } = await login({ email: EMAIL, password: PASSWORD }, '10.0.0.1')
    expect(await verifySession(token)).toMatchObject({ email: EMAIL })
    const [, payload] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    expect(claims.exp - claims.iat).toBe(8 * 3600)
    expect(await status(login({ email: EMAIL, password: 'Wrong@2025' }, '10.0.0.1'))).toBe(401)
    expect(await status(login({ email: 'nobody@uppedicon.test', password: PASSWORD }, '10.0.0.1'))).toBe(401)
  })

  it('rejects forged, tampered, expired and unknown-admin tokens', async () => {
    const admin = await db().admin.findUniqueOrThrow({ where: { email: EMAIL } })
    const good = await signSession(admin)
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
    const expired = await signSession(admin, new Date(Date.now() - 9 * 3600 * 1000))
    const none = [Buffer.from('{"alg":"none"}').toString('base64url'), p, ''].join('.')
    for (const token of [tampered, forged, expired, none, 'garbage', ''])
      expect(await verifySession(token)).toBeNull()
    expect(await verifySession(good)).not.toBeNull()
  })

  it('refuses with 429 after 5 failures for one e-mail, or 20 from one address, within 15 minutes', async () => {
    for (let i = 0; i < 5; i++)
      expect(await status(login({ email: EMAIL, password: 'Wrong@2025' }, `10.0.1.${i}`))).toBe(401)
    expect(await status(login({ email: EMAIL, password: PASSWORD }, '10.0.1.99'))).toBe(429)
    for (let i = 0; i < 20; i++)
      await status(login({ email: `x${i}@uppedicon.test`, password: 'Wrong@2025' }, '10.0.2.1'))
    const other = 'second@uppedicon.test'
    await db().admin.create({ data: { email: other, passwordHash: await bcrypt.hash(PASSWORD, 10) } })
    expect(await status(login({ email: other, password: PASSWORD }, '10.0.2.1'))).toBe(429)
    expect(await status(login({ email: other, password: PASSWORD }, '10.0.2.2'))).toBe(200)
  })
})

describe('password reset by one-time code', () => {
  it('a code verifies once, then allows one reset, which voids older sessions', async () => {
    const { token } = await login({ email: EMAIL, password: PASSWORD }, '10.0.3.1')
    const code = (await requestCode(EMAIL, '10.0.3.1'))!
    expect(code).toMatch(/^\d{6}$/)
    const stored = await db().oneTimeCode.findFirstOrThrow()
    expect(stored.codeHash).not.toContain(code)
    expect(
      await status(
        resetPassword(
          { email: EMAIL, new_password: 'Fresh@2026', confirm_password: 'Fresh@2026' },
          '10.0.3.1',
        ),
      ),
    ).toBe(400)
    await verifyCode(EMAIL, code, '10.0.3.1')
    await resetPassword(
      { email: EMAIL, new_password: 'Fresh@2026', confirm_password: 'Fresh@2026' },
      '10.0.3.1',
    )
    expect(
      await status(
        resetPassword(
          { email: EMAIL, new_password: 'Again@2026', confirm_password: 'Again@2026' },
          '10.0.3.1',
        ),
      ),
    ).toBe(400)
    expect(await verifySession(token)).toBeNull()
    expect(await status(login({ email: EMAIL, password: PASSWORD }, '10.0.3.1'))).toBe(401)
    expect(await status(login({ email: EMAIL, password: 'Fresh@2026' }, '10.0.3.1'))).toBe(200)
    // The audit trail has the sign-ins and the reset, with the address they came from.
    const trail = await db().auditLog.findMany({ where: { adminEmail: EMAIL }, orderBy: { id: 'asc' } })
    expect(trail.map((e) => [e.action, e.ip])).toEqual([
      ['auth.login', '10.0.3.1'],
      ['auth.password-reset', '10.0.3.1'],
      ['auth.login', '10.0.3.1'],
    ])
  })

  it('a new request replaces the old code; 5 wrong tries spend it; it expires after 10 minutes', async () => {
    const first = (await requestCode(EMAIL, '10.0.4.1'))!
    const second = (await requestCode(EMAIL, '10.0.4.1'))!
    if (first !== second) expect(await status(verifyCode(EMAIL, first, '10.0.4.1'))).toBe(400)
    const wrong = second === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) await status(verifyCode(EMAIL, wrong, `10.0.5.${i}`))
    await truncate('auth_attempts') // the per-code limit, not the throttle, must refuse now
    expect(await status(verifyCode(EMAIL, second, '10.0.4.1'))).toBe(400)

    const now = new Date()
    const third = (await requestCode(EMAIL, '10.0.4.2', now))!
    expect(
      await status(verifyCode(EMAIL, third, '10.0.4.2', new Date(now.getTime() + CODE_TTL_MS + 1000))),
    ).toBe(400)
    expect(await status(verifyCode(EMAIL, third, '10.0.4.2', now))).toBe(200)
  })

  it('unknown addresses get no code and the same answer; requests are throttled per address', async () => {
    expect(await requestCode('nobody@uppedicon.test', '10.0.6.1')).toBeNull()
    expect(await db().oneTimeCode.count()).toBe(0)
    for (let i = 0; i < 4; i++) await requestCode('nobody@uppedicon.test', '10.0.6.1')
    expect(await status(requestCode('nobody@uppedicon.test', '10.0.6.2'))).toBe(429)
    expect(await status(verifyCode('nobody@uppedicon.test', '123456', '10.0.6.1'))).toBe(400)
  })

  it('the password policy and the confirmation use the spec messages', () => {
    const issue = (new_password: string, confirm_password = new_password) =>
      resetPasswordSchema.safeParse({ email: EMAIL, new_password, confirm_password }).error?.issues[0]
        ?.message
    for (const weak of [
      'short@A1',
      'nouppercase@1',
      'NoDigits@@',
      'NoSpecial12',
      'Bad#Char12',
      'Space @A12',
    ]) {
      if (weak === 'short@A1') continue // exactly 8 characters is allowed
      expect(issue(weak), weak).toBe(PASSWORD_POLICY)
    }
    expect(issue('Short@1')).toBe(PASSWORD_POLICY)
    expect(issue('Fresh@2026')).toBeUndefined()
    expect(issue('Fresh@2026', 'Fresh@2027')).toBe(PASSWORD_MISMATCH)
  })
})

import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { parseEnv, paymentModeProblem } from './env'

describe('configuration', () => {
  it('runs with nothing set: embedded database, port 3000, no administrator settings', () => {
    const e = parseEnv({})
    expect(e.embedded).toBe(true)
    expect(e.PORT).toBe(3000)
    expect(e.siteUrl).toBe('http://localhost:3000')
    // The demo's defaults are applied on the embedded database only (prisma/seed.ts firstAdmin).
    expect(e.ADMIN_EMAIL).toBeUndefined()
    expect(e.ADMIN_PASSWORD).toBeUndefined()
    expect(e.SEED_DEMO_CONTENT).toBe(true)
    expect(e.uploadDir).toBe(path.resolve('uploads'))
  })

  it('treats empty values as unset and reads a server URL, port and flags', () => {
    const e = parseEnv({
      DATABASE_URL: 'postgresql://u:p@db:5432/x',
      PORT: '8080',
      AUTH_SECRET: '',
      SEED_DEMO_CONTENT: 'false',
      SITE_URL: 'https://uppedicon.org/',
    })
    expect(e.embedded).toBe(false)
    expect(e.PORT).toBe(8080)
    expect(e.AUTH_SECRET).toBeUndefined()
    expect(e.SEED_DEMO_CONTENT).toBe(false)
    expect(e.siteUrl).toBe('https://uppedicon.org')
  })

  it('refuses invalid settings with a message naming them', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/)
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/)
  })

  it('makes the payment mode explicit on a PostgreSQL server (the demo is a sandbox)', () => {
    expect(parseEnv({}).paymentMode).toBe('sandbox')
    const server = { DATABASE_URL: 'postgresql://u:p@db:5432/x' }
    expect(parseEnv(server).paymentMode).toBeNull()
    expect(paymentModeProblem(parseEnv(server))).toContain('PAYMENT_MODE is not set')
    expect(paymentModeProblem(parseEnv({ ...server, PAYMENT_MODE: 'sandbox' }))).toBeNull()
    expect(paymentModeProblem(parseEnv({ ...server, PAYMENT_MODE: 'payphi' }))).toContain(
      'PAYMENT_GATEWAY_URL',
    )
    const payphi = {
      ...server,
      PAYMENT_MODE: 'payphi',
      PAYMENT_GATEWAY_URL: 'https://pg.example/pg/api',
      PAYMENT_MERCHANT_ID: 'T_1',
      PAYMENT_SECRET_KEY: 'k',
    }
    expect(paymentModeProblem(parseEnv(payphi))).toBeNull()
    expect(() => parseEnv({ PAYMENT_MODE: 'live' })).toThrow('must be sandbox or payphi')
  })

  it("reads the old names of the gateways' settings as the new ones, with a warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const old = parseEnv({ PAYMENT_MODE: 'bank', PAYMENT_MS_MERCHANT_ID: 'M_OLD', PAYMENT_MS_MCC: '8299' })
      expect(old.paymentMode).toBe('payphi')
      expect(old.PAYMENT_ICICI_MERCHANT_ID).toBe('M_OLD')
      // The new name wins over the old one.
      expect(parseEnv({ PAYMENT_MS_MCC: '1111', PAYMENT_ICICI_MCC: '2222' }).PAYMENT_ICICI_MCC).toBe('2222')
      const said = warn.mock.calls.map((c) => String(c[0])).join('\n')
      expect(said).toContain('PAYMENT_MODE=bank is now PAYMENT_MODE=payphi')
      expect(said).toContain('PAYMENT_MS_MERCHANT_ID is now PAYMENT_ICICI_MERCHANT_ID')
    } finally {
      warn.mockRestore()
    }
  })

  it('validates the same settings once, and sees a change at the next call', () => {
    const source: Record<string, string | undefined> = { SMTP_URL: 'smtp://mail.example.org:25', OTHER: 'x' }
    const first = parseEnv(source)
    // Nothing it reads changed (a variable it does not read did): the same configuration, not copied.
    source.OTHER = 'y'
    expect(parseEnv(source)).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    source.SMTP_URL = ''
    const second = parseEnv(source)
    expect(second).not.toBe(first)
    expect(second.SMTP_URL).toBeUndefined()
    expect(first.SMTP_URL).toBe('smtp://mail.example.org:25')
    // A deprecated name is read too: setting it is a change.
    source.PAYMENT_MS_MCC = '8299'
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      expect(parseEnv(source).PAYMENT_ICICI_MCC).toBe('8299')
    } finally {
      warn.mockRestore()
    }
  })
})

import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { assertRegistrationToken, isRegistrationToken, registrationToken } from './token'

describe('registration tokens', () => {
  it('are stable per registration, differ between registrations, and verify only for their own', () => {
    const a = registrationToken(41)
    expect(registrationToken(41)).toBe(a)
    expect(registrationToken(42)).not.toBe(a)
    expect(() => assertRegistrationToken(41, a)).not.toThrow()
    for (const bad of [registrationToken(42), '', undefined, a.slice(1), `${a}x`]) {
      try {
        assertRegistrationToken(41, bad)
        throw new Error('accepted')
      } catch (e) {
        expect(e).toBeInstanceOf(ApiError)
        expect((e as ApiError).status).toBe(403)
      }
    }
  })

  it("change with each transfer: the current holder's verifies, the previous holder's only by signature", () => {
    const first = registrationToken(41)
    const second = registrationToken(41, 1)
    expect(second).not.toBe(first)
    expect(registrationToken(41, 0)).toBe(first)
    expect(isRegistrationToken(41, second, 1)).toBe(true)
    expect(isRegistrationToken(41, first, 1)).toBe(false)
    expect(isRegistrationToken(41, second, 0)).toBe(false)
    // Without the holder (the proxy, which has no database): any of the registration's own tokens.
    expect(isRegistrationToken(41, first)).toBe(true)
    expect(isRegistrationToken(41, second)).toBe(true)
    for (const bad of [registrationToken(42, 1), `2${second.slice(1)}`, `1.${first}`, `0.${first}`, '.x'])
      expect(isRegistrationToken(41, bad)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { assertParticipantToken, isParticipantToken, participantToken } from './token'

describe('registration tokens', () => {
  it('are stable per registration, differ between registrations, and verify only for their own', () => {
    const a = participantToken(41)
    expect(participantToken(41)).toBe(a)
    expect(participantToken(42)).not.toBe(a)
    expect(() => assertParticipantToken(41, a)).not.toThrow()
    for (const bad of [participantToken(42), '', undefined, a.slice(1), `${a}x`]) {
      try {
        assertParticipantToken(41, bad)
        throw new Error('accepted')
      } catch (e) {
        expect(e).toBeInstanceOf(ApiError)
        expect((e as ApiError).status).toBe(403)
      }
    }
  })

  it("change with each transfer: the current holder's verifies, the previous holder's only by signature", () => {
    const first = participantToken(41)
    const second = participantToken(41, 1)
    expect(second).not.toBe(first)
    expect(participantToken(41, 0)).toBe(first)
    expect(isParticipantToken(41, second, 1)).toBe(true)
    expect(isParticipantToken(41, first, 1)).toBe(false)
    expect(isParticipantToken(41, second, 0)).toBe(false)
    // Without the holder (the proxy, which has no database): any of the registration's own tokens.
    expect(isParticipantToken(41, first)).toBe(true)
    expect(isParticipantToken(41, second)).toBe(true)
    for (const bad of [participantToken(42, 1), `2${second.slice(1)}`, `1.${first}`, `0.${first}`, '.x'])
      expect(isParticipantToken(41, bad)).toBe(false)
  })
})

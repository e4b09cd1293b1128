import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { assertParticipantToken, participantToken } from './token'

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
})

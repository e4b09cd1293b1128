import { describe, expect, it } from 'vitest'
import { parseTicketCode, ticketCode } from './code'

describe('ticket codes', () => {
  it('round-trips and stays within QR alphanumeric characters', () => {
    for (const id of [1, 42, 123456, 2_147_483_647]) {
      const code = ticketCode(id)
      expect(code).toMatch(/^T1-\d+-[A-Z2-7]{20}$/)
      expect(parseTicketCode(code)).toBe(id)
      expect(parseTicketCode(` ${code.toLowerCase()} `)).toBe(id)
    }
  })

  it('differs per registration and cannot be made from the id alone', () => {
    expect(ticketCode(1)).not.toBe(ticketCode(2))
    const [, , tagOf1] = ticketCode(1).split('-')
    expect(parseTicketCode(`T1-2-${tagOf1}`)).toBeNull()
  })

  it('refuses a changed character, the wrong shape or an id out of range', () => {
    const code = ticketCode(7)
    const last = code.at(-1) === 'A' ? 'B' : 'A'
    expect(parseTicketCode(code.slice(0, -1) + last)).toBeNull()
    for (const bad of [
      '',
      '7',
      'T1-7',
      'T2-7-AAAAAAAAAAAAAAAAAAAA',
      'T1-0-AAAAAAAAAAAAAAAAAAAA',
      'T1-9999999999-AAAAAAAAAAAAAAAAAAAA',
      'x'.repeat(5000),
    ])
      expect(parseTicketCode(bad)).toBeNull()
  })
})

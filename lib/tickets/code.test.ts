import { describe, expect, it } from 'vitest'
import { parseTicket, parseTicketCode, ticketCode } from './code'

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

  it('changes with each transfer and tells which holder a code was issued to', () => {
    const first = ticketCode(7)
    const second = ticketCode(7, 1)
    expect(second).toMatch(/^T1-7-1-[A-Z2-7]{20}$/)
    expect(parseTicket(first)).toEqual({ id: 7, transfers: 0 })
    expect(parseTicket(second)).toEqual({ id: 7, transfers: 1 })
    expect(parseTicketCode(second)).toBe(7)
    // The new holder's number cannot be put on the old tag.
    expect(parseTicket(`T1-7-1-${first.split('-')[2]}`)).toBeNull()
    expect(parseTicket(`T1-7-2-${second.split('-')[3]}`)).toBeNull()
  })
})

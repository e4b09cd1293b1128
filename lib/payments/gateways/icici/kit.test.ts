import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { iciciDecrypt, iciciEncrypt, iciciHash, iciciVerify } from './kit'

const cfg = { secret: 'E59CD2BF6F4D86B5FB3897A680E0DD3E', aesKey: '5EC4A697141C8CE45509EF485EE7D4B1' }
const sale = {
  TxnRefNo: 'UP2611210001ABCDEF',
  Amount: '550000',
  Currency: '356',
  MerchantId: '100000000005859',
  Email: '',
  TxnType: 'Pay',
}

describe('icici kit (ICICI Merchant Solutions)', () => {
  it('hashes the secret followed by the non-empty values in key order', () => {
    const expected = createHash('sha256')
      .update(`${cfg.secret}550000356100000000005859UP2611210001ABCDEFPay`)
      .digest('hex')
    expect(iciciHash(sale, cfg.secret)).toBe(expected)
  })

  it('round-trips the encrypted layout and verifies the hash in either case', () => {
    const enc = iciciEncrypt(sale, cfg, 'upper')
    expect(enc).toMatch(/^[A-Za-z0-9+/]+=*$/)
    const back = iciciDecrypt(enc, cfg)!
    expect(back.SecureHash).toBe(iciciHash(sale, cfg.secret).toUpperCase())
    expect(back).toMatchObject({ TxnRefNo: sale.TxnRefNo, Amount: '550000', TxnType: 'Pay' })
    expect(back.Email).toBeUndefined()
    expect(iciciVerify(back, cfg.secret)).toBe(true)
    expect(iciciVerify({ ...back, Amount: '100' }, cfg.secret)).toBe(false)
  })

  it('refuses what another key encrypted or what is not base64 AES at all', () => {
    expect(iciciDecrypt(iciciEncrypt(sale, { ...cfg, aesKey: 'X'.repeat(32) }), cfg)).toBeNull()
    expect(iciciDecrypt('not encrypted', cfg)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { hashInput, secureHash, signed, verifySecureHash } from './hash'

// A real return POST (docs/payments.md, "The gateway"), signed by the gateway with the key "abc".
const returnPost = {
  amount: '300.00',
  respDescription: 'Transaction successful',
  paymentMode: 'NB',
  customerEmailID: 'testicicipg@yopmail.com',
  responseCode: '0000',
  customerMobileNo: '917498791441',
  paymentSubInstType: 'Phicom Test bank',
  merchantId: 'T_03338',
  paymentID: '56875698848',
  merchantTxnNo: '62035',
  paymentDateTime: '20250825132300',
  txnID: '7700201624524',
}
const VECTOR = 'e52924fc881f6fc62aba21cbda50fd75d92e770a58d1daf9f6289b1d56c7d4b8'

describe('secureHash', () => {
  it('reproduces the test vector of the gateway notes', () => {
    expect(secureHash(returnPost, 'abc')).toBe(VECTOR)
    expect(verifySecureHash({ ...returnPost, secureHash: VECTOR }, 'abc')).toBe(true)
    expect(verifySecureHash({ ...returnPost, secureHash: VECTOR.toUpperCase() }, 'abc')).toBe(true)
  })

  it('ignores empty, null and boolean fields and the secureHash itself', () => {
    const noisy = { ...returnPost, addlParam1: '', addlParam2: null, flag: true, secureHash: 'x' }
    expect(secureHash(noisy, 'abc')).toBe(VECTOR)
  })

  it('sorts names in ASCII order, uppercase first', () => {
    expect(hashInput({ b: '2', a: '1', B: '3', Z: '4' })).toBe('3412')
  })

  it('refuses a changed field, a wrong key, a missing or malformed hash', () => {
    expect(verifySecureHash({ ...returnPost, amount: '3.00', secureHash: VECTOR }, 'abc')).toBe(false)
    expect(verifySecureHash({ ...returnPost, secureHash: VECTOR }, 'abd')).toBe(false)
    expect(verifySecureHash(returnPost, 'abc')).toBe(false)
    expect(verifySecureHash({ ...returnPost, secureHash: 'zz' }, 'abc')).toBe(false)
  })

  it('signs a message so that it verifies', () => {
    expect(verifySecureHash(signed({ merchantTxnNo: 'A1', amount: '10.00' }, 'k'), 'k')).toBe(true)
  })
})

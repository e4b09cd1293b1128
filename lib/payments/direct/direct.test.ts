// Payments outside the gateway: the UPI link carries the exact amount and the reference, encoded
// as UPI apps read it; the account's fields are checked as banks and UPI write them.
import { describe, expect, it } from 'vitest'
import { payeeAccountSchema } from './schema'
import { upiPayUri } from './upi'

describe('the UPI payment link', () => {
  it('names the payee, the exact amount in rupees, INR and the registration number', () => {
    const uri = upiPayUri({
      upiId: 'iapup@sbi',
      payeeName: 'IAP UP State Branch',
      amountPaise: 1_180_050,
      reference: 'UPP27-000042',
    })
    expect(uri).toBe(
      'upi://pay?pa=iapup%40sbi&pn=IAP%20UP%20State%20Branch&am=11800.50&cu=INR&tn=UPP27-000042',
    )
    const query = new URL(uri).searchParams
    expect(Object.fromEntries(query)).toEqual({
      pa: 'iapup@sbi',
      pn: 'IAP UP State Branch',
      am: '11800.50',
      cu: 'INR',
      tn: 'UPP27-000042',
    })
  })

  it('writes whole rupees with two decimals, and escapes what would break the link', () => {
    const uri = upiPayUri({
      upiId: 'a.b@okaxis',
      payeeName: 'A & B+C',
      amountPaise: 500_000,
      reference: 'R-1',
    })
    expect(new URL(uri).searchParams.get('am')).toBe('5000.00')
    expect(new URL(uri).searchParams.get('pn')).toBe('A & B+C')
    expect(uri).not.toContain('+')
  })
})

describe('the account for transfers', () => {
  const ok = {
    upi_id: 'iapup@sbi',
    payee_name: 'IAP UP',
    bank_name: 'SBI',
    account_number: '123456789012',
    ifsc: 'sbin0001234',
  }
  const errors = (input: object) => {
    const r = payeeAccountSchema.safeParse(input)
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
  }

  it('takes a UPI ID and a bank account, the IFSC in capitals', () => {
    expect(payeeAccountSchema.parse(ok).ifsc).toBe('SBIN0001234')
    expect(payeeAccountSchema.parse({})).toEqual({
      upi_id: '',
      payee_name: '',
      bank_name: '',
      account_number: '',
      ifsc: '',
    })
    expect(errors({ upi_id: 'iap.up-2@okaxis', payee_name: 'IAP UP' })).toEqual({})
  })

  it('refuses malformed IDs, numbers and codes, and a half-given account', () => {
    expect(errors({ ...ok, upi_id: 'iapup' })).toEqual({
      upi_id: 'UPI ID: a handle and the bank, e.g. iapup@sbi.',
    })
    expect(errors({ ...ok, upi_id: 'iap up@sbi' })).toHaveProperty('upi_id')
    expect(errors({ ...ok, account_number: '12345' })).toEqual({
      account_number: 'Account number: 9 to 18 digits.',
    })
    expect(errors({ ...ok, ifsc: 'SBIN1001234' })).toEqual({ ifsc: 'IFSC: 11 characters, e.g. SBIN0001234.' })
    expect(errors({ ...ok, ifsc: '' })).toEqual({ ifsc: 'IFSC is required with an account number.' })
    expect(errors({ upi_id: 'iapup@sbi' })).toEqual({
      payee_name: 'Account holder is required: payers see it.',
    })
  })
})

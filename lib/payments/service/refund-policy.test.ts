import { describe, expect, it } from 'vitest'
import { policyRefundPaise, refundCutoff } from './refund-policy'

describe('refund policy', () => {
  it('cuts off two months before the conference (same day, or the month end)', () => {
    expect(refundCutoff('2025-11-28')).toBe('2025-09-28')
    expect(refundCutoff('2026-04-30')).toBe('2026-02-28')
    expect(refundCutoff('2026-01-15')).toBe('2025-11-15')
  })

  it('proposes 50 % until the cut-off day, nothing after, within what the gateway can return', () => {
    const base = {
      feePaise: 650000,
      refundedPaise: 0,
      refundablePaise: 650000,
      conferenceStart: '2025-11-28',
    }
    expect(policyRefundPaise({ ...base, today: '2025-09-28' })).toBe(325000)
    expect(policyRefundPaise({ ...base, today: '2025-09-29' })).toBe(0)
    expect(policyRefundPaise({ ...base, today: '2025-07-01', refundedPaise: 100000 })).toBe(225000)
    expect(policyRefundPaise({ ...base, today: '2025-07-01', refundablePaise: 200000 })).toBe(200000)
    expect(policyRefundPaise({ ...base, today: '2025-07-01', conferenceStart: null })).toBe(0)
  })
})

import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { renderReceiptPdf } from './pdf'

describe('receipt PDF', () => {
  it('carries the association, numbers, delegate, category, amount in figures and words, transaction and date', async () => {
    const pdf = await renderReceiptPdf({
      receiptNumber: 'UPP25-R-000042',
      registrationNumber: 'UPP25-000042',
      delegateName: 'Meera Tripathi',
      email: 'meera@example.org',
      category: 'CIAP & UP IAP Member',
      amountPaise: 550000,
      transactionId: '7700201624524',
      paidAt: new Date('2025-08-25T08:00:00Z'),
      conference: { name: 'UP Pedicon 2025', dates: '28–30 November 2025', venue: 'Gorakhpur' },
    })
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
    for (const expected of [
      'Indian Academy of Pediatrics, Uttar Pradesh',
      'Payment Receipt',
      'UPP25-R-000042',
      'UPP25-000042',
      'Meera Tripathi',
      'CIAP & UP IAP Member',
      'Rs. 5,500.00',
      'Rupees Five Thousand Five Hundred Only',
      '7700201624524',
      '25 August 2025',
    ]) {
      expect(text).toContain(expected)
    }
  })
})

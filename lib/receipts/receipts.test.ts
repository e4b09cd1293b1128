import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { renderReceiptPdf } from './pdf'
import { amountInWords, formatAmount, numberInWords } from './words'

describe('amounts in words', () => {
  it('use the Indian grouping the organisers write by hand', () => {
    expect(numberInWords(0)).toBe('Zero')
    expect(numberInWords(100)).toBe('One Hundred')
    expect(numberInWords(5500)).toBe('Five Thousand Five Hundred')
    expect(numberInWords(10500)).toBe('Ten Thousand Five Hundred')
    expect(numberInWords(115)).toBe('One Hundred Fifteen')
    expect(numberInWords(250075)).toBe('Two Lakh Fifty Thousand Seventy Five')
    expect(numberInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine',
    )
    expect(amountInWords(550000)).toBe('Rupees Five Thousand Five Hundred Only')
    expect(amountInWords(275050)).toBe('Rupees Two Thousand Seven Hundred Fifty and Fifty Paise Only')
    expect(formatAmount(1050000)).toBe('10,500.00')
    expect(formatAmount(123456789)).toBe('12,34,567.89')
    expect(() => amountInWords(-1)).toThrow(RangeError)
    expect(() => amountInWords(1.5)).toThrow(RangeError)
  })
})

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

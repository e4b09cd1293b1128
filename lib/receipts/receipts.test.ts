import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { priceLines } from '@/lib/pricing'
import { pdfText } from '@/test/pdf-text'
import { renderReceiptPdf } from './pdf'

const CONFERENCE = { name: 'UP Pedicon 2025', dates: '28–30 November 2025', venue: 'Gorakhpur' }

describe('receipt PDF', () => {
  it('carries the association, numbers, delegate, category, amount in figures and words, transaction and date', async () => {
    const pdf = await renderReceiptPdf({
      receiptNumber: 'UPP25-R-000042',
      registrationNumber: 'UPP25-000042',
      delegateName: 'Meera Tripathi',
      email: 'meera@example.org',
      category: 'CIAP & UP IAP Member',
      price: priceLines({ category: 'ciap_upiap_Member', feeSlab: 'Early bird', amountPaise: 550000 }, []),
      amountPaise: 550000,
      transactionId: '7700201624524',
      paidAt: new Date('2025-08-25T08:00:00Z'),
      conference: CONFERENCE,
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

  it('lists what was paid line by line: the registration, each workshop, the total', async () => {
    const price = priceLines({ category: 'NonMember', feeSlab: 'Regular', amountPaise: 800000 }, [
      { title: 'NRP Workshop', feePaise: 150000 },
    ])
    const pdf = await renderReceiptPdf({
      receiptNumber: 'UPP25-R-000043',
      registrationNumber: 'UPP25-000043',
      delegateName: 'Ravi Kumar',
      email: 'ravi@example.org',
      category: 'Non-Member',
      price,
      amountPaise: 800000,
      transactionId: 'T43',
      paidAt: new Date('2025-08-25T08:00:00Z'),
      conference: CONFERENCE,
    })
    // Each row of the table on a line of its own, as it looks on the page, in this order.
    const rows = pdfText(pdf, { layout: true })
      .split('\n')
      .map((l) => l.trim().replace(/\s{2,}/g, ' | '))
      .filter((l) => /^(Registration \(|Workshop: |Amount)/.test(l))
    expect(rows).toEqual([
      'Registration (Non-Member, Regular) | Rs. 6,500.00',
      'Workshop: NRP Workshop | Rs. 1,500.00',
      'Amount | Rs. 8,000.00',
      'Amount in words | Rupees Eight Thousand Only',
    ])
  })
})

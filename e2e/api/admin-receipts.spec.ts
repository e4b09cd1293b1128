// Receipts: a delegate pays through the sandbox gateway; the confirmation mail carries the
// numbered receipt PDF and the delegate's link; the link and the administrators' route serve
// the same PDF, whose text is checked.
import type { APIResponse } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { bearer, signIn } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { initiate, payerChooses, register, uniqueDelegate } from '../support/registration'

const pdfText = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text
const indiaDate = (d: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  }).format(d)

async function expectReceiptPdf(res: APIResponse, receiptNumber: string) {
  expect(res.status(), await res.text()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
  expect(res.headers()['content-disposition']).toBe(`inline; filename="receipt-${receiptNumber}.pdf"`)
  expect(res.headers()['cache-control']).toBe('private, no-store')
  expect(res.headers()['x-robots-tag']).toBe('noindex')
  const body = await res.body()
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  return pdfText(body)
}

test.describe('receipts', () => {
  test('a paid delegate gets a numbered receipt by mail and link; administrators download it', async ({
    request,
    server,
    baseURL,
  }) => {
    const d = uniqueDelegate('receipt', { name: 'Kavya Dwivedi' })
    const reg = await register(request, d)
    const sale = await initiate(request, reg)
    const { fields } = await payerChooses(request, sale, 'approve')
    const back = await request.post('/payment-callback', {
      form: fields,
      headers: { accept: 'text/html' },
      maxRedirects: 0,
    })
    expect(back.status()).toBe(303)

    const [row] = await sql<{ receipt_number: string; receipt_token: string; paid_at: Date }>(
      server,
      'SELECT receipt_number, receipt_token, paid_at FROM participants WHERE id = $1',
      [reg.id],
    )
    expect(row.receipt_number).toMatch(/^UPP\d\d-R-\d{6}$/)
    expect(row.receipt_token).toMatch(/^[0-9a-f]{64}$/)
    const expected = [
      'Indian Academy of Pediatrics, Uttar Pradesh',
      row.receipt_number,
      reg.registration_number,
      'Kavya Dwivedi',
      'Non-Member',
      'Rs. 6,500.00',
      'Rupees Six Thousand Five Hundred Only',
      fields.txnID,
      indiaDate(row.paid_at),
    ]

    // The confirmation mail: the PDF attached, the link in the text and the HTML.
    const mail = await waitForMail(d.email, {
      server,
      match: (m) => m.subject.includes(`registration ${reg.registration_number} confirmed`),
    })
    const link = `${baseURL}/receipt/${row.receipt_token}`
    expect(mail.text).toContain(link)
    expect(mail.text).toContain(row.receipt_number)
    expect(mail.html).toContain(`href="${link}"`)
    // The receipt, and the e-ticket (its QR code inline in the HTML, and its PDF).
    expect(mail.attachments.map((a) => [a.filename, a.contentType]).sort()).toEqual([
      [`e-ticket-${reg.registration_number}.pdf`, 'application/pdf'],
      [`receipt-${row.receipt_number}.pdf`, 'application/pdf'],
      ['ticket-qr.png', 'image/png'],
    ])
    const receipt = mail.attachments.find((a) => a.filename === `receipt-${row.receipt_number}.pdf`)!
    const attached = await pdfText(receipt.content)
    for (const text of expected) expect(attached).toContain(text)

    // The delegate's link, with no session.
    const delegateCopy = await expectReceiptPdf(await request.get(link), row.receipt_number)
    for (const text of expected) expect(delegateCopy).toContain(text)

    // The administrators' route: 401 without a session, the same receipt with one.
    const anonymous = await request.get(`/adminpanel/registrations/${reg.id}/receipt/`)
    expect(anonymous.status()).toBe(401)
    expect(anonymous.headers()['content-type']).toContain('application/json')
    const token = await signIn(request)
    const adminCopy = await expectReceiptPdf(
      await request.get(`/adminpanel/registrations/${reg.id}/receipt/`, { headers: bearer(token) }),
      row.receipt_number,
    )
    expect(adminCopy).toBe(delegateCopy)
  })

  test('a registration without a payment has no receipt, and unknown links find nothing', async ({
    request,
  }) => {
    const reg = await register(request, uniqueDelegate('noreceipt'))
    const token = await signIn(request)
    const none = await request.get(`/adminpanel/registrations/${reg.id}/receipt`, { headers: bearer(token) })
    expect(none.status()).toBe(404)
    expect((await none.json()).detail).toBe(
      `Registration ${reg.registration_number} has no receipt: no payment has been recorded for it.`,
    )
    expect(
      (await request.get('/adminpanel/registrations/abc/receipt/', { headers: bearer(token) })).status(),
    ).toBe(400)
    expect(
      (await request.get('/adminpanel/registrations/99999999/receipt/', { headers: bearer(token) })).status(),
    ).toBe(404)

    for (const path of [`/receipt/${'0'.repeat(64)}`, '/receipt/not-a-token', `/receipt/${'A'.repeat(64)}`]) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(404)
      expect((await res.json()).detail).toBe('No receipt was found for this link.')
      expect(res.headers()['cache-control']).toBe('private, no-store')
    }
  })
})

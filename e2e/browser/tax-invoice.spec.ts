// The GST tax invoice as a delegate gets it (the demo association is GST-registered in Uttar
// Pradesh): the form asks the state and the institution to bill, the delegate pays in the
// sandbox, opens their page from the confirmation mail and downloads the invoice; the PDF is
// rendered to a PNG and read as text, and carries IGST for an institution in Maharashtra.
import { expect, test } from '../support/fixtures'
import { waitForMail } from '../support/mail'
import { renderPdf } from '../support/pdf'
import { fillRegistrationForm, payAtCheckout, uniqueDelegate } from '../support/registration'

const INSTITUTION_GSTIN = '27AAPFU0939F1ZV'

test(
  'a delegate billing an institution in another state downloads a tax invoice with IGST',
  { tag: '@desktop' },
  async ({ page, server }) => {
    const d = uniqueDelegate('invoice', { name: 'Nisha Kulkarni' })
    await page.goto('/register')
    await fillRegistrationForm(page, d)
    // A GSTIN mistyped by one character is refused with the reason, before anything is sent.
    await page.getByLabel('GSTIN of the institution to bill').fill('27AAPFU0939F1ZW')
    await page.getByLabel('Institution name').fill('Sahyadri Children Hospital')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText(/This GSTIN is mistyped/)).toBeVisible()
    await page.getByLabel('State').selectOption('27')
    await page.getByLabel('GSTIN of the institution to bill').fill(INSTITUTION_GSTIN)
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await payAtCheckout(page)

    const mail = await waitForMail(d.email, {
      server,
      match: (m) => m.subject.includes('confirmed'),
      timeoutMs: 20_000,
    })
    const link = mail.text.match(/https?:\/\/\S+\/registration\/\d+\?token=[\w-]+/)![0]
    await page.goto(link)
    const invoiceLink = page.getByTestId('receipt-link')
    await expect(invoiceLink).toHaveText(/Download your tax invoice UPIAP\/\d{4}\/\d{5} \(PDF\)/)
    // Nothing sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    const number = /UPIAP\/\d{4}\/\d{5}/.exec((await invoiceLink.textContent())!)![0]

    const res = await page.request.get((await invoiceLink.getAttribute('href'))!)
    expect(res.headers()['content-type']).toBe('application/pdf')
    const pdf = await res.body()
    // The same invoice is attached to the confirmation mail.
    expect(mail.attachments.some((a) => a.contentType === 'application/pdf' && a.content.equals(pdf))).toBe(
      true,
    )

    const { png, text } = renderPdf(pdf)
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect(png.byteLength).toBeGreaterThan(5_000)
    for (const expected of [
      'TAX INVOICE',
      number,
      'GSTIN: 09AAATI4821K1ZJ',
      'Sahyadri Children Hospital',
      `GSTIN: ${INSTITUTION_GSTIN}`,
      'Place of supply: Maharashtra (27)',
      '998596',
      'Rupees Six Thousand Five Hundred Only',
    ])
      expect(text).toContain(expected)
    // Rs. 6,500 including 18 % IGST: taxable 5,508.48 and IGST 991.52, no CGST or SGST.
    expect(text).toMatch(/Taxable value\s+Rs\. 5,508\.48/)
    expect(text).toMatch(/IGST @ 18%\s+Rs\. 991\.52/)
    expect(text).toMatch(/Total\s+Rs\. 6,500\.00/)
    expect(text).not.toContain('CGST')
  },
)

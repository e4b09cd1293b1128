// An edition's own GST settings, from the console to the invoice: an organiser chooses "Applies
// to: <the current edition> only" on /admin/gst, which starts from the association's settings, and
// saves the edition's own series prefix, legal name, a category's SAC code and rate (Non-Member)
// and the workshops'; a Non-Member who adds a workshop pays, and the tax invoice is numbered in
// the edition's series, printed with its legal name, and each line taxed at its own SAC and rate.
// The association's settings are left as they were. Every delegate's invoice of the current
// edition follows these settings meanwhile, so this runs alone, after the other specs; the
// edition's own settings are removed at the end (the console has no button for that: the
// database, then the association's settings saved again so the site's caches forget them).
import { ADMIN } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { associationSettings, GST_SETTINGS as SETTINGS } from '../support/gst'
import { renderPdf } from '../support/pdf'
import { demoNrpWorkshop } from '../support/registration'
import { paidRegistration } from '../support/review'
import { currentEdition, hydrated } from '../support/site'

const PREFIX = 'UPED'
const LEGAL_NAME = 'UP Pedicon Organising Committee'

test('an organiser saves an edition’s own GST settings; its delegates’ invoices use them', async ({
  page,
  server,
}) => {
  const login = () => page.request.post('/adminpanel/login/', { data: ADMIN })
  expect((await login()).status()).toBe(200)
  const before = await associationSettings(page.request)
  const { edition } = await currentEdition(page.request)
  const nrp = await demoNrpWorkshop(server)
  try {
    await page.goto('/admin/gst')
    const form = page.getByRole('form', { name: 'GST settings' })
    await hydrated(form.getByLabel('Applies to'))
    await form.getByLabel('Applies to').selectOption({ label: `${edition.name} only` })
    // Without settings of its own, the edition's start from the association's.
    await expect(form.getByLabel('Invoice series prefix')).toHaveValue(before.seriesPrefix as string)
    await form.getByLabel('Invoice series prefix').fill(PREFIX)
    await form.getByLabel('Legal name').fill(LEGAL_NAME)
    await form.getByLabel('Workshops: SAC code').fill('999293')
    await form.getByLabel('Workshops: GST rate (%)').fill('12')
    await form.getByText(/^A category.s own SAC and rate/).click()
    await form.getByLabel('Non-Member: SAC code').fill('999294')
    await form.getByLabel('Non-Member: GST rate (%)').fill('5')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(page.locator('[aria-live]').getByText('GST settings saved.')).toBeVisible()
    expect(await associationSettings(page.request)).toEqual(before)

    // A Non-Member adds the NRP workshop and pays online.
    const { reg } = await paidRegistration(page.request, 'gst-edition', {
      category: 'NonMember',
      state: '09',
      workshops: String(nrp.id),
    })
    const [invoice] = await sql<{
      number: string
      seller: { legalName: string }
      lines: { sac: string; ratePercent: number; taxablePaise: number; cgstPaise: number }[]
      total_paise: number
    }>(
      server,
      `SELECT number, seller, lines, total_paise FROM tax_documents
        WHERE participant_id = $1 AND kind = 'invoice'`,
      [reg.id],
    )
    expect(invoice.number).toMatch(new RegExp(`^${PREFIX}/\\d{4}/\\d{5}$`))
    expect(invoice.seller.legalName).toBe(LEGAL_NAME)
    expect(invoice.lines.map((l) => [l.sac, l.ratePercent])).toEqual([
      ['999294', 5],
      ['999293', 12],
    ])
    // Fees include GST: each line's tax is worked out inside what was paid for it, at its rate.
    expect(invoice.total_paise).toBe(reg.amount * 100)
    const registrationLine = invoice.lines[0]
    expect(registrationLine.taxablePaise + 2 * registrationLine.cgstPaise).toBeCloseTo(
      (reg.amount - nrp.fee) * 100,
      -1,
    )

    // The printed invoice says so.
    await page.context().clearCookies()
    await page.goto(`/registration/${reg.id}?token=${encodeURIComponent(reg.token)}`)
    const link = page.getByTestId('receipt-link')
    await expect(link).toHaveText(/tax invoice/)
    const { text } = renderPdf(await (await page.request.get((await link.getAttribute('href'))!)).body())
    for (const printed of [invoice.number, LEGAL_NAME]) expect(text).toContain(printed)
    // Each line's SAC and its rate, split in CGST and SGST (the delegate is in Uttar Pradesh).
    expect(text).toMatch(/Registration \(Non-Member, [^)]+\)\s+999294\s+[\d,.]+\s+2\.5% \+/)
    expect(text).toMatch(/Workshop: [^\n]+\s+999293\s+[\d,.]+\s+6% \+/)
  } finally {
    await sql(server, 'DELETE FROM gst_settings WHERE edition_id = $1', [edition.id])
    expect((await login()).status()).toBe(200)
    const restored = await page.request.put(SETTINGS, { data: before })
    expect(restored.status(), await restored.text()).toBe(200)
  }
})

// An edition's own GST settings, from the console to the invoice: an organiser chooses "Applies
// to: <the current edition> only" on /admin/gst, which starts from the association's settings, and
// saves the edition's own series prefix, legal name, a category's SAC code and rate (Non-Member)
// and the workshops'; a Non-Member who adds a workshop pays, and the tax invoice is numbered in
// the edition's series, printed with its legal name, and each line taxed at its own SAC and rate.
// The association's settings are left as they were. Then the organiser goes back to the
// association's settings for the edition ("Use the association's settings for <edition>", confirmed
// behind a disclosure): the page says so, with the focus on its message, and the edition's choice
// in the form starts from the association's again; the same button works before the page's script
// has run. Every delegate's invoice of the current edition follows the edition's settings
// meanwhile, so this runs alone, after the other specs (should it stop half-way, the edition's own
// settings are removed over the API at the end).
import AxeBuilder from '@axe-core/playwright'
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

test('an organiser saves an edition’s own GST settings; its delegates’ invoices use them; then the association’s apply again', async ({
  page,
  server,
}) => {
  // The console twice, a payment and its invoice's PDF: ~30 s, more on a loaded machine.
  test.setTimeout(120_000)
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

    // Back to the association's settings, from the console.
    expect((await login()).status()).toBe(200)
    await page.goto('/admin/gst')
    const editions = page.getByRole('region', { name: 'Editions with their own settings' })
    const disclosure = editions.getByText(`Use the association’s settings for ${edition.name}`, {
      exact: true,
    })
    await hydrated(disclosure)
    await disclosure.click()
    await expect(editions).toContainText('Invoices already issued are unchanged.')
    await editions
      .getByRole('button', { name: `Yes, use the association’s settings for ${edition.name}` })
      .click()
    const said = page.getByText(`${edition.name} now uses the association’s GST settings`)
    await expect(said).toBeVisible()
    await expect(page.locator(':focus')).toContainText(
      `${edition.name} now uses the association’s GST settings`,
    )
    await expect(editions).toContainText('None: every edition uses the association’s settings.')
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await hydrated(form.getByLabel('Applies to'))
    await form.getByLabel('Applies to').selectOption({ label: `${edition.name} only` })
    await expect(form.getByLabel('Applies to')).toHaveAccessibleDescription(
      `${edition.name} uses the association’s settings (shown here). Saving gives it its own.`,
    )
    await expect(form.getByLabel('Invoice series prefix')).toHaveValue(before.seriesPrefix as string)
    expect(await sql(server, 'SELECT id FROM gst_settings WHERE edition_id = $1', [edition.id])).toEqual([])
    expect(await associationSettings(page.request)).toEqual(before)

    // Before the page's script files have come, the same button: a plain form posting to the server.
    const own = await page.request.put(SETTINGS, {
      data: { ...before, editionId: edition.id, seriesPrefix: PREFIX },
    })
    expect(own.status(), await own.text()).toBe(200)
    const plain = await page.context().newPage()
    await plain.route('**/_next/static/chunks/**/*.js', (route) => route.abort())
    await plain.goto('/admin/gst')
    await plain.getByText(`Use the association’s settings for ${edition.name}`, { exact: true }).click()
    await plain
      .getByRole('button', { name: `Yes, use the association’s settings for ${edition.name}` })
      .click()
    await expect(plain.getByText(`${edition.name} now uses the association’s GST settings`)).toBeVisible()
    await expect(plain.getByText('None: every edition uses the association’s settings.')).toBeVisible()
    expect(await sql(server, 'SELECT id FROM gst_settings WHERE edition_id = $1', [edition.id])).toEqual([])
    await plain.close()
  } finally {
    // Left by a failure half-way: removed as the button does (404 when already removed).
    expect((await login()).status()).toBe(200)
    const removed = await page.request.delete(`${SETTINGS}?edition=${edition.id}`)
    expect([200, 404], await removed.text()).toContain(removed.status())
  }
})

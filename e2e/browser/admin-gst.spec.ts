// The organiser's GST screen (/admin/gst), at 390 px and on a desktop: a GSTIN mistyped by one
// character is refused beside its field, with what was typed kept and nothing sent; a valid one
// saves. A delegate billing an institution in Maharashtra (a GSTIN given) pays: the month's B2B
// CSV, downloaded from the page's link, has a row of that invoice with the buyer's GSTIN and the
// IGST split, and the page's "Tax by rate" table sums the month's invoices and credit notes, this
// one with them. The settings are put back as they were at the end. (GST added on top of the fees
// changes what every delegate pays: that walk runs alone, in alone-gst-on-top.spec.ts.)
import type { Page } from '@playwright/test'
import { paiseToAmount } from '../../lib/money'
import { parseCsv } from '../../lib/payments/statements/csv'
import { DEMO_GSTIN } from '../../prisma/demo-gst'
import { ADMIN } from '../support/admin'
import { sql } from '../support/db'
import { expect, test } from '../support/fixtures'
import { associationSettings, GST_SETTINGS as SETTINGS } from '../support/gst'
import { layoutProblems } from '../support/layout'
import { paidRegistration } from '../support/review'
import type { ServerName } from '../support/servers'

const INSTITUTION = { gstin: '27AAPFU0939F1ZV', name: 'Sahyadri Children Hospital' }
/** The demo's GSTIN with its check character changed: one character mistyped. */
const MISTYPED = `${DEMO_GSTIN.slice(0, 14)}${DEMO_GSTIN[14] === 'K' ? 'L' : 'K'}`
const CHECKSUM = 'This GSTIN is mistyped: its last character does not match the others.'

/** Rupees as the returns write them: 991.52, -12.00. */
const rupees = (paise: number) => (paise < 0 ? `-${paiseToAmount(-paise)}` : paiseToAmount(paise))

/** The month's 18 % tax from the stored documents, as the page's row shows it: invoices less credit notes. */
async function expectedRateRow(server: ServerName, month: string) {
  const [t] = await sql<Record<'taxable' | 'igst' | 'cgst' | 'sgst', string>>(
    server,
    `SELECT COALESCE(SUM(d.sign * (l->>'taxablePaise')::bigint), 0) AS taxable,
            COALESCE(SUM(d.sign * (l->>'igstPaise')::bigint), 0) AS igst,
            COALESCE(SUM(d.sign * (l->>'cgstPaise')::bigint), 0) AS cgst,
            COALESCE(SUM(d.sign * (l->>'sgstPaise')::bigint), 0) AS sgst
       FROM (SELECT CASE WHEN kind = 'invoice' THEN 1 ELSE -1 END AS sign, lines FROM tax_documents
              WHERE to_char(issued_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') = $1) d,
            jsonb_array_elements(d.lines::jsonb) l
      WHERE (l->>'ratePercent')::numeric = 18`,
    [month],
  )
  const [taxable, igst, cgst, sgst] = [t.taxable, t.igst, t.cgst, t.sgst].map(Number)
  return ['18%', ...[taxable, igst, cgst, sgst, igst + cgst + sgst].map(rupees)]
}

/** The text of a downloaded link's file. */
async function download(page: Page, name: string) {
  const started = page.waitForEvent('download')
  await page.getByRole('link', { name }).click()
  const file = await started
  const chunks: Buffer[] = []
  for await (const chunk of (await file.createReadStream())!) chunks.push(chunk as Buffer)
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') }
}

test(
  'an organiser fixes a mistyped GSTIN, and a B2B invoice shows in the month’s B2B CSV and tax by rate',
  { tag: '@desktop' },
  async ({ page, request, server }) => {
    expect((await page.request.post('/adminpanel/login/', { data: ADMIN })).status()).toBe(200)
    const before = await associationSettings(page.request)
    try {
      await page.goto('/admin/gst')
      const form = page.getByRole('form', { name: 'GST settings' })
      const gstin = form.getByLabel('GSTIN', { exact: true })
      await expect(gstin).toHaveValue(DEMO_GSTIN)

      // Mistyped: refused beside the field, what was typed kept, nothing sent.
      await gstin.fill(MISTYPED)
      await form.getByRole('button', { name: 'Save' }).click()
      await expect(gstin).toHaveAttribute('aria-invalid', 'true')
      await expect(gstin).toHaveAccessibleDescription(new RegExp(`^${CHECKSUM}`))
      await expect(gstin).toHaveValue(MISTYPED)
      expect((await associationSettings(page.request)).gstin).toBe(DEMO_GSTIN)
      // Sent anyway (no script checking it first), the server refuses it with the field named.
      const refused = await page.request.put(SETTINGS, { data: { ...before, gstin: MISTYPED } })
      expect(refused.status()).toBe(400)
      expect(((await refused.json()) as { fields: Record<string, string[]> }).fields.gstin[0]).toMatch(
        CHECKSUM,
      )

      // Typed in small letters: valid, saved in capitals.
      await gstin.fill(DEMO_GSTIN.toLowerCase())
      await form.getByRole('button', { name: 'Save' }).click()
      await expect(page.locator('[aria-live]').getByText('GST settings saved.')).toBeVisible()
      await expect(gstin).not.toHaveAttribute('aria-invalid', 'true')
      await page.reload()
      await expect(gstin).toHaveValue(DEMO_GSTIN)

      // A delegate billing an institution in Maharashtra pays: a B2B invoice with IGST.
      const { reg } = await paidRegistration(request, 'gst-b2b', {
        state: '27',
        gstin: INSTITUTION.gstin,
        billing_name: INSTITUTION.name,
      })
      const [invoice] = await sql<{ number: string; month: string; day: string }>(
        server,
        `SELECT number, to_char(issued_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month,
                to_char(issued_at AT TIME ZONE 'Asia/Kolkata', 'DD-Mon-YYYY') AS day
           FROM tax_documents WHERE participant_id = $1 AND kind = 'invoice'`,
        [reg.id],
      )
      expect(invoice, 'the payment issued an invoice').toBeTruthy()

      // The invoice's month, chosen on the page.
      const month = page.getByLabel('Month', { exact: true })
      const show = page.getByRole('button', { name: 'Show', exact: true })
      // Big enough to tap on a phone.
      for (const control of [month, show])
        expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(36)
      await month.fill(invoice.month)
      await show.click()
      await expect(page).toHaveURL(new RegExp(`[?&]month=${invoice.month}$`))
      const b2b = await download(page, `B2B invoices (to a GSTIN) (${invoice.month}, CSV)`)
      expect(b2b.name).toBe(`gst-b2b-${invoice.month}.csv`)
      const [header, ...rows] = parseCsv(b2b.text)
      expect(header).toEqual([
        'GSTIN of recipient',
        'Receiver name',
        'Invoice number',
        'Invoice date',
        'Invoice value',
        'Place of supply',
        'Reverse charge',
        'Rate',
        'Taxable value',
        'IGST',
        'CGST',
        'SGST',
      ])
      // Rs. 6,500 including 18 % IGST: taxable 5,508.48 and IGST 991.52, no CGST or SGST.
      expect(rows.filter((r) => r[2] === invoice.number)).toEqual([
        [
          INSTITUTION.gstin,
          INSTITUTION.name,
          invoice.number,
          invoice.day,
          '6500.00',
          'Maharashtra (27)',
          'N',
          '18',
          '5508.48',
          '991.52',
          '0.00',
          '0.00',
        ],
      ])

      // Tax by rate: what the month's documents sum to (others may be issued meanwhile: read again).
      const rate = page
        .getByRole('region', { name: 'Tax by rate' })
        .getByRole('row')
        .filter({ hasText: '18%' })
      await expect(async () => {
        const expected = await expectedRateRow(server, invoice.month)
        await page.reload()
        const shown = await rate.getByRole('cell').allTextContents()
        expect(shown).toEqual(expected)
        expect(Number(shown[2])).toBeGreaterThanOrEqual(991.52)
      }).toPass({ timeout: 20_000 })
      expect(await layoutProblems(page)).toEqual([])
    } finally {
      const restored = await page.request.put(SETTINGS, { data: before })
      expect(restored.status(), await restored.text()).toBe(200)
    }
  },
)

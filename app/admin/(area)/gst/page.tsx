import admin from '@/components/admin/admin.module.css'
import { Hero } from '@/components/admin/blocks'
import picker from '@/components/admin/certificates/certificates.module.css'
import { DataTable } from '@/components/admin/console/data-table'
import { GstEditions } from '@/components/admin/gst/gst-editions'
import { GstSettingsForm } from '@/components/admin/gst/gst-settings-form'
import { Button } from '@/components/ui/button'
import { requireAdminPage } from '@/lib/auth/guard'
import { todayInIndia } from '@/lib/dates'
import { listEditions } from '@/lib/editions/service'
import { GST_REPORT_LABELS, GST_REPORTS, monthTable } from '@/lib/invoices/reports'
import { gstSettingsList } from '@/lib/invoices/settings-write'

export const metadata = { title: 'GST · Admin' }

type Search = Promise<Record<string, string | string[] | undefined>>

// /admin/gst?month=YYYY-MM — the GST settings (the association's, each edition's override, which
// can be removed to go back to the association's) and a month's returns: the CSV files the
// accountant files and the tax collected by rate (admin only). ?restored=<edition id> or
// ?refused=<code>: what the last removal did.
export default async function GstPage({ searchParams }: { searchParams: Search }) {
  await requireAdminPage()
  const query = await searchParams
  const asked = query.month
  const month =
    typeof asked === 'string' && /^20\d\d-(0[1-9]|1[0-2])$/.test(asked) ? asked : todayInIndia().slice(0, 7)
  const [settings, editions, rates] = await Promise.all([
    gstSettingsList(),
    listEditions(),
    monthTable('rates', month),
  ])
  const named = editions.map((e) => ({ id: e.id, name: e.name }))
  return (
    <>
      <Hero
        title="GST"
        subtitle="Tax invoices and credit notes: the association's GST registration, the SAC code and rate of what is sold, and each month's returns."
      />
      <div className="container">
        <h2>Settings</h2>
        {/* Remounted after a removal: a form left on that edition would hold its deleted settings. */}
        <GstSettingsForm key={String(query.restored ?? '')} settings={settings} editions={named} />
        <GstEditions
          own={named.filter((e) => settings.some((s) => s.editionId === e.id))}
          editions={named}
          query={query}
        />
        <h2>Monthly returns</h2>
        <form method="get" className={picker.picker}>
          <label htmlFor="gst-month">Month</label>
          <input id="gst-month" type="month" name="month" defaultValue={month} />
          <Button type="submit" variant="secondary" size="small">
            Show
          </Button>
        </form>
        <ul>
          {GST_REPORTS.map((r) => (
            <li key={r}>
              <a href={`/adminpanel/gst/export/?month=${month}&report=${r}`} download>
                {GST_REPORT_LABELS[r]} ({month}, CSV)
              </a>
            </li>
          ))}
        </ul>
        {rates.rows.length ? (
          <DataTable
            label="Tax by rate"
            caption={`Tax collected in ${month} by rate, less credit notes (rupees)`}
            head={rates.header}
          >
            <tbody>
              {rates.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) => (
                    <td key={i}>{i === 0 ? `${cell}%` : cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </DataTable>
        ) : (
          <p className={admin.state}>No tax invoice or credit note was issued in {month}.</p>
        )}
      </div>
    </>
  )
}

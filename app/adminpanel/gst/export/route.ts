import { parse, queryOf } from '@/lib/api/input'
import { route } from '@/lib/api/route'
import { requireAdmin } from '@/lib/auth/guard'
import { attachment, CSV_BOM, csvLine } from '@/lib/csv'
import { monthTable } from '@/lib/invoices/reports'
import { gstExportSchema } from '@/lib/invoices/schema'

// GET /adminpanel/gst/export/?month=2026-11&report=b2b|b2c|credit-notes|rates — what the
// accountant files for a month (India time), as a CSV file (admin)
export const GET = route(async (request) => {
  await requireAdmin(request)
  const { month, report } = parse(gstExportSchema, queryOf(request))
  const table = await monthTable(report, month)
  const body = CSV_BOM + csvLine(table.header) + table.rows.map(csvLine).join('')
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(`gst-${report}-${month}.csv`),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})

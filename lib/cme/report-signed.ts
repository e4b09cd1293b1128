// The council's report as the signed PDF: the report's facts (./report.ts) with the conference's
// name and dates and the certificates' signatories, their signature images read now.
import 'server-only'
import type { Actor } from '@/lib/audit/actions'
import { renderSettings, withSignatures } from '@/lib/certificates/settings'
import { formatLongDate, todayInIndia } from '@/lib/dates'
import { findEdition } from '@/lib/editions/service'
import { editionValues } from '@/lib/editions/texts'
import { accreditationLine } from './certificate'
import { councilReportFor } from './report'
import { renderCouncilReportPdf } from './report-pdf'

export async function councilReportPdf(editionId: number, actor: Actor): Promise<Buffer> {
  const { rule, rows, feedback } = await councilReportFor(editionId, actor, 'pdf')
  const [edition, settings] = await Promise.all([findEdition(editionId), renderSettings(editionId)])
  return renderCouncilReportPdf({
    conference: { name: edition.name, line: `${editionValues(edition).dates} · ${edition.city}` },
    accreditation: accreditationLine(rule.settings),
    hoursPerDay: rule.settings.hoursPerDay,
    generatedOn: formatLongDate(todayInIndia()),
    rows,
    feedback,
    signatories: await withSignatures(settings.signatories),
  })
}

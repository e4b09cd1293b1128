// The council's report of an edition: every certified delegate (a certificate not revoked, and
// attendance that earns it under the CME settings) with the council and registration number they
// gave, the days attended and the credit hours, in-state delegates (the accrediting council's)
// first, then out-of-state ones, then those who named no council; by name within each.
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import { attendedDays } from '@/lib/attendance/days'
import type { Actor } from '@/lib/audit/actions'
import { csvStream, type CsvValue } from '@/lib/csv'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { councilName } from './councils'
import { cmeRuleOf, standingUnder } from './standing'

export const REPORT_COLUMNS = [
  'Section',
  'Name',
  'Medical council',
  'Council registration number',
  'Days attended',
  'Credit hours',
  'Certificate number',
] as const

const SECTIONS = ['In state', 'Out of state', 'Council not given'] as const

/** The report's rows, in order. */
export async function councilReport(editionId: number): Promise<CsvValue[][]> {
  const rule = await cmeRuleOf(editionId)
  if (!rule) throw new ApiError('unprocessable', 'Save the CME settings of this edition first.')
  const certified = await db().certificate.findMany({
    where: { editionId, revokedAt: null },
    include: { participant: true },
  })
  const days = await attendedDays(
    editionId,
    certified.map((c) => c.participantId),
  )
  const rows = certified.flatMap((c) => {
    const p = c.participant
    const credits = standingUnder(rule, days.get(p.id) ?? []).credits
    if (!credits.eligible) return []
    const section = !p.medicalCouncil ? 2 : p.medicalCouncil === rule.settings.council ? 0 : 1
    return [
      {
        section,
        name: p.name,
        row: [
          SECTIONS[section],
          p.name,
          p.medicalCouncil ? councilName(p.medicalCouncil) : '',
          p.councilRegNumber,
          credits.days.join(' '),
          credits.hours,
          c.code,
        ],
      },
    ]
  })
  rows.sort((a, b) => a.section - b.section || a.name.localeCompare(b.name, 'en'))
  return rows.map((r) => r.row)
}

/** The report as a CSV stream, its export recorded in the audit trail. */
export async function exportCouncilReport(editionId: number, actor: Actor) {
  const rows = await councilReport(editionId)
  await domainWrite(actor, (w) =>
    w.audit('certificate.council-report', { entityId: editionId, detail: { rows: rows.length } }),
  )
  return csvStream(
    REPORT_COLUMNS,
    (async function* () {
      yield* rows
    })(),
  )
}

// The council's report of an edition: every certified delegate (a certificate not revoked, and
// attendance that earns it under the CME settings) with the council and registration number they
// gave, the days attended and the credit hours; in-state delegates first, then out-of-state ones,
// then those whose state is not known; by name within each; then the feedback summary. As CSV,
// and as a PDF bearing the certificates' signatories (./report-pdf.ts).
//
// In state: registered with the accrediting council, or, for a delegate who named no state
// council (none, the National Medical Commission or another), whose state (the place of supply
// the registration asked) is the association's, Uttar Pradesh.
import 'server-only'
import { ApiError } from '@/lib/api/errors'
import { attendedDays } from '@/lib/attendance/days'
import { sessionHours } from '@/lib/attendance/sessions'
import type { Actor } from '@/lib/audit/actions'
import { csvStream, type CsvValue } from '@/lib/csv'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import type { FeedbackSummary } from '@/lib/feedback/schema'
import { feedbackSummary, SUMMARY_COLUMNS, summaryRows, totalsRow } from '@/lib/feedback/summary'
import type { Registration } from '@/lib/generated/prisma/client'
import { HOME_STATE } from '@/lib/gst/states'
import { councilName } from './councils'
import { cmeRuleOf, standingUnder, type CmeRule } from './standing'

export const REPORT_COLUMNS = [
  'Section',
  'Name',
  'Medical council',
  'Council registration number',
  'Days attended',
  'Credit hours',
  'Certificate number',
] as const

export const SECTIONS = ['In state', 'Out of state', 'State not known'] as const

/** Councils that are no state's: the delegate's state is then read from the registration. */
const NOT_A_STATE = new Set(['', 'NMC', 'OTHER'])

export interface ReportRow {
  section: 0 | 1 | 2
  name: string
  council: string
  number: string
  days: string[]
  hours: number
  code: string
}

function sectionOf(p: Registration, rule: CmeRule): ReportRow['section'] {
  if (!NOT_A_STATE.has(p.medicalCouncil)) return p.medicalCouncil === rule.settings.council ? 0 : 1
  if (!p.placeOfSupply) return 2
  return p.placeOfSupply === HOME_STATE ? 0 : 1
}

async function ruleOf(editionId: number) {
  const rule = await cmeRuleOf(editionId)
  if (!rule) throw new ApiError('unprocessable', 'Save the CME settings of this edition first.')
  return rule
}

/** The certified delegates, in the report's order. */
export async function reportRows(rule: CmeRule): Promise<ReportRow[]> {
  // Delegates' certificates of attendance (a programme role's certificate carries no credits).
  const rows = await db().certificate.findMany({
    where: { editionId: rule.editionId, revokedAt: null, kind: 'attendance' },
    include: { registration: true },
  })
  const certified = rows.flatMap((c) =>
    c.registration ? [{ code: c.code, registration: c.registration }] : [],
  )
  const ids = certified.map((c) => c.registration.id)
  const [days, hours] = await Promise.all([
    attendedDays(rule.editionId, ids),
    rule.settings.creditPerSession ? sessionHours(rule.editionId, ids) : undefined,
  ])
  const report = certified.flatMap((c): ReportRow[] => {
    const p = c.registration
    const credits = standingUnder(rule, days.get(p.id) ?? [], undefined, hours?.get(p.id)).credits
    if (!credits.eligible) return []
    return [
      {
        section: sectionOf(p, rule),
        name: p.name,
        council: p.medicalCouncil ? councilName(p.medicalCouncil) : '',
        number: p.councilRegNumber,
        days: credits.days,
        hours: credits.hours,
        code: c.code,
      },
    ]
  })
  return report.sort((a, b) => a.section - b.section || a.name.localeCompare(b.name, 'en'))
}

const csvRow = (r: ReportRow): CsvValue[] => [
  SECTIONS[r.section],
  r.name,
  r.council,
  r.number,
  r.days.join(' '),
  r.hours,
  r.code,
]

/** The delegates' rows, in order. */
export async function councilReport(editionId: number): Promise<CsvValue[][]> {
  return (await reportRows(await ruleOf(editionId))).map(csvRow)
}

export interface CouncilReportData {
  rule: CmeRule
  rows: ReportRow[]
  feedback: FeedbackSummary
}

/** What the report holds, its export (CSV or PDF) recorded in the audit trail. */
export async function councilReportFor(
  editionId: number,
  actor: Actor,
  format: 'csv' | 'pdf',
): Promise<CouncilReportData> {
  const rule = await ruleOf(editionId)
  const [rows, feedback] = await Promise.all([reportRows(rule), feedbackSummary(editionId)])
  await domainWrite(actor, (w) =>
    w.audit('certificate.council-report', { entityId: editionId, detail: { rows: rows.length, format } }),
  )
  return { rule, rows, feedback }
}

/** The report as a CSV stream: the delegates, then (after an empty line) the feedback summary. */
export async function exportCouncilReport(editionId: number, actor: Actor) {
  const { rows, feedback } = await councilReportFor(editionId, actor, 'csv')
  const all: CsvValue[][] = [
    ...rows.map(csvRow),
    [],
    ['Feedback summary'],
    [...SUMMARY_COLUMNS],
    ...summaryRows(feedback),
    totalsRow(feedback),
  ]
  return csvStream(
    REPORT_COLUMNS,
    (async function* () {
      yield* all
    })(),
  )
}

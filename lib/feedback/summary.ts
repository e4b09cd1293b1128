// An edition's feedback results per question: how many answered, and for a rating its average
// and how many gave each mark, for a free text every answer (oldest first); with the number of
// delegates who answered and who skipped. As the console shows it, and as CSV rows (the
// feedback export and the council's report).
import 'server-only'
import type { Actor } from '@/lib/audit/actions'
import { csvStream, type CsvValue } from '@/lib/csv'
import { db } from '@/lib/db/client'
import { domainWrite } from '@/lib/domain-write'
import { questionsOf } from './questions'
import type { FeedbackSummary, QuestionSummary } from './schema'

export async function feedbackSummary(editionId: number): Promise<FeedbackSummary> {
  const [questions, responses] = await Promise.all([
    questionsOf(editionId),
    db().feedbackResponse.findMany({
      where: { editionId },
      orderBy: { id: 'asc' },
      select: { answers: true, skipped: true },
    }),
  ])
  const answered = responses.filter((r) => !r.skipped)
  return {
    responses: answered.length,
    skipped: responses.length - answered.length,
    questions: questions.map((q): QuestionSummary => {
      const values = answered
        .map((r) => (r.answers as Record<string, unknown>)[String(q.id)])
        .filter((a) => a !== undefined && a !== null && a !== '')
      const distribution: QuestionSummary['distribution'] = [0, 0, 0, 0, 0]
      if (q.kind === 'text')
        return { ...q, count: values.length, average: null, distribution, texts: values.map(String) }
      const ratings = values.map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= 5)
      ratings.forEach((n) => distribution[n - 1]++)
      const sum = ratings.reduce((a, b) => a + b, 0)
      const average = ratings.length ? Math.round((sum / ratings.length) * 100) / 100 : null
      return { ...q, count: ratings.length, average, distribution, texts: [] }
    }),
  }
}

export const SUMMARY_COLUMNS = [
  'Question',
  'Kind',
  'Required',
  'Answers',
  'Average rating',
  'Rated 1',
  'Rated 2',
  'Rated 3',
  'Rated 4',
  'Rated 5',
  'Answer',
] as const

/** The summary as rows under SUMMARY_COLUMNS: one per rating question, a free text's answers one a row. */
export function summaryRows(s: FeedbackSummary): CsvValue[][] {
  return s.questions.flatMap((q) => {
    const head = [q.prompt, q.kind, q.required ? 'yes' : 'no', q.count]
    if (q.kind === 'rating') return [[...head, q.average ?? '', ...q.distribution, '']]
    const blank = ['', '', '', '', '', '']
    return q.texts.length ? q.texts.map((t) => [...head, ...blank, t]) : [[...head, ...blank, '']]
  })
}

/** The totals line: how many answered and skipped. */
export const totalsRow = (s: FeedbackSummary): CsvValue[] => [
  `${s.responses} delegates answered, ${s.skipped} skipped`,
]

/** The summary as a CSV stream, its export recorded in the audit trail. */
export async function exportFeedback(editionId: number, actor: Actor) {
  const summary = await feedbackSummary(editionId)
  await domainWrite(actor, (w) =>
    w.audit('feedback.export', { entityId: editionId, detail: { responses: summary.responses } }),
  )
  const rows = [...summaryRows(summary), [], totalsRow(summary)]
  return csvStream(
    SUMMARY_COLUMNS,
    (async function* () {
      yield* rows
    })(),
  )
}

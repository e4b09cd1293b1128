// One submitted abstract on the committee's page: number, title, topic, type and authors; its
// reviews side by side (each reviewer's score per criterion and overall), the mean and spread,
// the reviewers it still lacks; the reviewers' comments, notes and declared conflicts behind a
// disclosure; and the decision.
import { DataTable } from '@/components/admin/console/data-table'
import type { CommitteeRowDto } from '@/lib/abstracts/review-schema'
import { REVIEW_STATE_LABELS } from '@/lib/abstracts/review-words'
import { TYPE_LABELS, type AbstractType } from '@/lib/abstracts/words'
import styles from './committee.module.css'
import { DecisionForm } from './decision-form'
import { ReviewComments } from './review-comments'

const figure = (n: number | null) => (n === null ? '–' : n.toFixed(2))

export function AbstractCard({ row, criteria }: { row: CommitteeRowDto; criteria: string[] }) {
  const authors = row.authors.map((a) => `${a.name}${a.presenting ? ' (presenting)' : ''}, ${a.affiliation}`)
  return (
    <li id={`abstract-${row.id}`} className={styles.card} data-testid="committee-abstract">
      <h2>
        {row.number} · {row.title}
      </h2>
      <p className={styles.meta}>
        {row.topic} · {TYPE_LABELS[row.type as AbstractType] ?? row.type}
      </p>
      <p className={styles.meta}>{authors.join('; ')}</p>
      {row.reviews.length > 0 && (
        <DataTable
          label={`Reviews of ${row.number}`}
          caption="Scores from 1 to 5"
          head={['Reviewer', ...criteria, 'Score', 'State']}
        >
          <tbody>
            {row.reviews.map((r, i) => (
              <tr key={i}>
                <td>{r.reviewer}</td>
                {criteria.map((c, j) => (
                  <td key={c}>{r.scores[j] ?? '–'}</td>
                ))}
                <td>{figure(r.score)}</td>
                <td>{REVIEW_STATE_LABELS[r.state]}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <p className={styles.figures}>
        <span data-testid="mean">Mean {figure(row.mean)}</span>
        <span data-testid="spread">Spread {figure(row.spread)}</span>
        {row.missing > 0 && (
          <span className={styles.short}>
            Needs {row.missing} more reviewer{row.missing === 1 ? '' : 's'}
          </span>
        )}
      </p>
      <ReviewComments row={row} />
      <DecisionForm row={row} />
    </li>
  )
}

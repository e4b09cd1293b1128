// What the reviewers wrote about one abstract, for the committee: each one's comment to the
// authors (mailed with the decision, unnamed), note to the committee, or declared conflict.
import type { CommitteeRowDto } from '@/lib/abstracts/review-schema'
import styles from './committee.module.css'

export function ReviewComments({ row }: { row: CommitteeRowDto }) {
  const written = row.reviews.filter((r) => r.comment || r.note || r.conflict_reason)
  if (!written.length) return null
  return (
    <details className={styles.comments}>
      <summary>Comments ({written.length})</summary>
      {written.map((r, i) => (
        <div key={i}>
          <h3>{r.reviewer}</h3>
          {r.conflict_reason && <p>Conflict of interest: {r.conflict_reason}</p>}
          {r.comment && <p>To the authors: {r.comment}</p>}
          {r.note && <p>To the committee: {r.note}</p>}
        </div>
      ))}
    </details>
  )
}

// The reviewers: name, e-mail, institution, topics, whether the invitation is pending, expired or
// used, and their assignments to do and done; each can be revoked (confirmed behind a disclosure:
// their open assignments are dropped, their saved reviews stay).
import { DataTable } from '@/components/admin/console/data-table'
import { Button } from '@/components/ui/button'
import type { ReviewerDto } from '@/lib/abstracts/review-schema'
import { revokeReviewerAction } from '@/lib/api/actions/committee'
import styles from './committee.module.css'

const STATES: Record<ReviewerDto['state'], string> = {
  invited: 'Invited (link not used yet)',
  expired: 'Invitation expired: invite again',
  active: 'Active',
}

export function ReviewersTable({ reviewers }: { reviewers: ReviewerDto[] }) {
  if (!reviewers.length) return <p>No reviewers yet.</p>
  return (
    <DataTable
      label="Reviewers"
      caption="Reviewers"
      head={['Name', 'E-mail', 'Institution', 'Topics', 'State', 'To review', 'Reviewed', 'Revoke']}
    >
      <tbody>
        {reviewers.map((r) => (
          <tr key={r.id} data-testid="reviewer">
            <td>{r.name}</td>
            <td>{r.email}</td>
            <td>{r.institution}</td>
            <td>{r.topics.join(', ') || 'Any'}</td>
            <td>{STATES[r.state]}</td>
            <td>{r.to_review}</td>
            <td>{r.reviewed}</td>
            <td>
              <details className={styles.confirm}>
                {/* No visually hidden text here: positioned outside the scrolling region, it would
                    widen the page on a phone. The confirming button names the reviewer. */}
                <summary>Revoke</summary>
                <form action={revokeReviewerAction}>
                  <input type="hidden" name="id" value={r.id} />
                  <Button type="submit" variant="secondary" size="small">
                    Yes, revoke {r.name}
                  </Button>
                </form>
              </details>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  )
}

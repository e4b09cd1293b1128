// The desk's answer in large type and a colour for go or stop: green "Checked in", amber
// "Already checked in at 09:14 by Desk 2", red with the reason a ticket does not admit (or that
// the desk is not open); a rehearsal's check-in says it is practice.
import styles from './desk.module.css'
import { clock, type Outcome } from './use-desk'

export function ResultCard({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'refused')
    return (
      <div
        className={`${styles.card} ${styles.stop}`}
        role="alert"
        data-testid="checkin-result"
        data-tone="stop"
      >
        <p className={styles.verdict}>{outcome.status === 404 ? 'Unknown ticket' : 'Not admitted'}</p>
        <p className={styles.reason}>{outcome.message}</p>
      </div>
    )
  const r = outcome.result
  const tone = r.first ? 'go' : 'again'
  return (
    <div
      className={`${styles.card} ${styles[tone]}`}
      role="status"
      data-testid="checkin-result"
      data-tone={tone}
    >
      <p className={styles.verdict}>
        {r.first ? 'Checked in' : `Already checked in at ${clock(r.checked_in_at)} by ${r.checked_in_by}`}
      </p>
      {r.rehearsal && <p className={styles.reason}>Rehearsal: practice, not an arrival.</p>}
      <p className={styles.name}>{r.name}</p>
      <dl className={styles.facts}>
        <dt>Category</dt>
        <dd>{r.category}</dd>
        <dt>Registration</dt>
        <dd>{r.registration_number}</dd>
        <dt>Payment</dt>
        <dd>{r.status}</dd>
        <dt>Workshops</dt>
        <dd>{r.workshops.length ? r.workshops.join(', ') : 'None'}</dd>
      </dl>
    </div>
  )
}

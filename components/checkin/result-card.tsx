// The desk's answer in large type and a colour for go or stop: green "Checked in", amber
// "Already checked in at 09:14 by Desk 2", red with the reason a ticket does not admit (or that
// the desk is not open); a rehearsal's check-in says it is practice. A check-in answered from the
// tickets on the device (no network) says it will be sent, and shows what the device knows. At a
// hall's door, the card names the session (and its CME credit hours).
import type { ReactNode } from 'react'
import { clock } from './clock'
import styles from './desk.module.css'
import type { LocalOutcome } from './offline'
import type { Outcome } from './use-desk'

/** The card of an admitted ticket: green the first time today, amber with when and by whom after. */
function Admitted({
  first,
  at,
  by,
  children,
}: {
  first: boolean
  at: string
  by: string
  children: ReactNode
}) {
  const tone = first ? 'go' : 'again'
  return (
    <div
      className={`${styles.card} ${styles[tone]}`}
      role="status"
      data-testid="checkin-result"
      data-tone={tone}
    >
      <p className={styles.verdict}>{first ? 'Checked in' : `Already checked in at ${clock(at)} by ${by}`}</p>
      {children}
    </div>
  )
}

function LocalCard({ outcome }: { outcome: LocalOutcome }) {
  const { ticket, first } = outcome
  return (
    <Admitted first={first} at={outcome.at} by={outcome.by}>
      <p className={styles.reason}>Offline: saved on this phone, sent when the network returns.</p>
      {outcome.session && <p className={styles.reason}>Session: {outcome.session}</p>}
      <p className={styles.name}>{ticket.name}</p>
      <dl className={styles.facts}>
        <dt>Category</dt>
        <dd>{ticket.category}</dd>
        <dt>Payment</dt>
        <dd>{ticket.status}</dd>
        <dt>Mobile</dt>
        <dd>…{ticket.mobile_end}</dd>
      </dl>
    </Admitted>
  )
}

export function ResultCard({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'local') return <LocalCard outcome={outcome} />
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
  return (
    <Admitted first={r.first} at={r.checked_in_at} by={r.checked_in_by}>
      {r.rehearsal && <p className={styles.reason}>Rehearsal: practice, not an arrival.</p>}
      {r.session && (
        <p className={styles.reason} data-testid="checkin-session">
          Session: {r.session.title}
          {r.session.credit_hours !== null &&
            ` · ${r.session.credit_hours} CME credit hour${r.session.credit_hours === 1 ? '' : 's'}`}
        </p>
      )}
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
    </Admitted>
  )
}

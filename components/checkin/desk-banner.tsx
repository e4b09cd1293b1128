// What the desk page says first about its window (lib/editions/window.ts): a rehearsal in a
// banner that cannot be missed (check-ins now are practice), or when the desk opens, or that the
// conference is over. Rendered on the server with the page.
import { formatIndianDateTime } from '@/lib/dates'
import { deskOpening } from '@/lib/editions/window'
import type { DeskState } from '@/lib/tickets/schema'
import styles from './desk.module.css'

export function DeskBanner({ state, startsOn }: { state: DeskState; startsOn: string }) {
  const opening = deskOpening({ starts_on: startsOn, desk_opens_time: state.opens_time })
  if (state.phase === 'early' && state.rehearsal)
    return (
      <div className={`${styles.banner} ${styles.rehearsal}`} role="status" data-testid="desk-banner">
        <p className={styles.bannerTitle}>Rehearsal: the desk is open early</p>
        <p>
          Opened by {state.rehearsal.by} on {formatIndianDateTime(state.rehearsal.since)}. Check-ins now are
          practice: they are not arrivals and earn no certificate. The desk opens for {state.edition} on{' '}
          {opening}.
        </p>
      </div>
    )
  if (state.phase === 'open') return null
  return (
    <div className={`${styles.banner} ${styles.closed}`} role="status" data-testid="desk-banner">
      <p className={styles.bannerTitle}>
        {state.phase === 'early' ? 'The desk is not open yet' : 'The desk is closed'}
      </p>
      <p>{state.refusal}</p>
    </div>
  )
}

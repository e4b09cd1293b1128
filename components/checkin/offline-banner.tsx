'use client'

// The desk's word on working without the network: "Offline: N check-ins waiting" while it answers
// from the device (or sends what waits), how many tickets the device holds, and what the last
// syncs had to say (a delegate another desk checked in first, a scan the site refused).
import { Button } from '@/components/ui/button'
import styles from './desk.module.css'
import type { OfflineDesk } from './use-offline'

const checkIns = (n: number) => `${n} check-in${n === 1 ? '' : 's'}`

export function OfflineBanner({ device }: { device: OfflineDesk }) {
  const { offline, waiting, meta, notices } = device
  return (
    <>
      {offline || waiting ? (
        <div className={`${styles.banner} ${styles.closed}`} role="status" data-testid="offline-banner">
          <p className={styles.bannerTitle}>
            {offline ? `Offline: ${checkIns(waiting)} waiting` : `Sending ${checkIns(waiting)}…`}
          </p>
          <p>
            {meta
              ? `Tickets are checked on this phone (${meta.count} tickets); check-ins are sent when the network returns.`
              : 'The tickets are not on this phone yet: scanning needs the network.'}
          </p>
        </div>
      ) : (
        meta && (
          <p className={styles.deskName} data-testid="offline-ready">
            Ready offline: {meta.count} tickets on this phone.
          </p>
        )
      )}
      {notices.length > 0 && (
        <section
          className={`${styles.card} ${styles.again}`}
          aria-label="Sent check-ins"
          data-testid="sync-notices"
        >
          <ul className={styles.notices}>
            {notices.map((n) => (
              <li key={n.id} className={n.tone === 'stop' ? styles.error : undefined}>
                <strong>{n.name}</strong>: {n.text}
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="small" onClick={device.dismiss}>
            Clear
          </Button>
        </section>
      )}
    </>
  )
}

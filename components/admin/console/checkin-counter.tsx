'use client'

// The dashboard's live counter of arrivals at the check-in desk: delegates checked in per
// conference day and category, polled every 10 seconds.
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { DESK_PAGE } from '@/lib/auth/roles'
import { formatDate } from '@/lib/dates'
import { CHECKIN_STATS_API } from '@/lib/tickets/desk-api'
import type { CheckinCounts } from '@/lib/tickets/schema'
import { apiGet } from '../api'
import styles from './tiles.module.css'

export function CheckinCounter() {
  const counts = useQuery({
    queryKey: [CHECKIN_STATS_API],
    queryFn: () => apiGet<CheckinCounts>(CHECKIN_STATS_API),
    refetchInterval: 10_000,
  })
  return (
    <section className="container" aria-labelledby="checkin-counter-heading" data-testid="checkin-counter">
      <h2 id="checkin-counter-heading" className={styles.counterTitle}>
        Checked in at the desk
      </h2>
      {counts.isError && <p role="alert">The counter could not be read: {counts.error.message}</p>}
      {counts.data && !counts.data.days.length && (
        <p>Nobody has been checked in for {counts.data.edition} yet.</p>
      )}
      {counts.data?.days.map((d) => (
        <p key={d.day}>
          <strong>
            {formatDate(d.day)}: {d.total} checked in
          </strong>{' '}
          ({d.categories.map((c) => `${c.category} ${c.count}`).join(', ')})
        </p>
      ))}
      <p>
        <Link href={DESK_PAGE}>Open the check-in desk</Link> ·{' '}
        <Link href="/admin/volunteers">Desk volunteers</Link>
      </p>
    </section>
  )
}

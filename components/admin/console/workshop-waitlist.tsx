// /admin/workshops: a workshop's waiting list in its order (lib/workshops/waitlist.ts), each entry
// with its state (waiting, seat offered, accepted, offer ran out, left) and its offer's times.
import Link from 'next/link'
import { WAITLIST_STATE_LABELS, type WaitlistEntryDto } from '@/lib/workshops/offers'
import type { WorkshopRosterDto } from '@/lib/workshops/roster'
import { DataTable } from './data-table'
import { when } from './registration-facts'
import styles from './registration.module.css'

const HEAD = ['#', 'Registration', 'Name', 'Email', 'State', 'Joined', 'Offered', 'Offer ends'] as const

function Entry({ e }: { e: WaitlistEntryDto }) {
  return (
    <tr data-testid={`waitlist-entry-${e.participant_id}`} data-state={e.state}>
      <td>{e.position}</td>
      <td>
        <Link href={`/admin/registrations/${e.participant_id}`} className={styles.inlineLink}>
          {e.registration_number}
        </Link>
      </td>
      <td>{e.name}</td>
      <td>{e.email}</td>
      <td>{WAITLIST_STATE_LABELS[e.state]}</td>
      <td>{when(e.joined_at)}</td>
      <td>{when(e.offered_at)}</td>
      <td>{when(e.offer_expires_at)}</td>
    </tr>
  )
}

export function WorkshopWaitlist({ w }: { w: WorkshopRosterDto }) {
  if (!w.waitlist.length) return null
  const waiting = w.waitlist.filter((e) => e.state === 'waiting').length
  const offered = w.waitlist.filter((e) => e.state === 'offered').length
  return (
    <DataTable
      label={`Waiting list of ${w.title}`}
      caption={`Waiting list of ${w.title}: ${waiting} waiting, ${offered} offered a seat (held for them until the offer ends)`}
      head={HEAD}
    >
      <tbody>
        {w.waitlist.map((e) => (
          <Entry key={e.participant_id} e={e} />
        ))}
      </tbody>
    </DataTable>
  )
}

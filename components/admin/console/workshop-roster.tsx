// /admin/workshops: per workshop, its terms, its seats (paid, proof under review, held by unpaid
// registrations, offered to the waiting list, left), the CSV export, the table of its attendees
// with each seat's hold, and its waiting list.
import Link from 'next/link'
import { formatPaise } from '@/lib/money'
import type { WorkshopRosterDto } from '@/lib/workshops/roster'
import admin from '../admin.module.css'
import { DataTable } from './data-table'
import { when } from './registration-facts'
import styles from './registration.module.css'
import { StatusBadge } from './registrations-status'
import { WorkshopWaitlist } from './workshop-waitlist'

function Attendees({ w }: { w: WorkshopRosterDto }) {
  if (!w.attendees.length) return <p className={admin.muted}>No attendees yet.</p>
  return (
    <DataTable label={`Attendees of ${w.title}`} caption={`${w.attendees.length} attendees of ${w.title}`}>
      <thead>
        <tr>
          <th scope="col">Registration</th>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Mobile</th>
          <th scope="col">State</th>
          <th scope="col">Seat</th>
          <th scope="col">Fee</th>
        </tr>
      </thead>
      <tbody>
        {w.attendees.map((a) => (
          <tr key={a.participant_id}>
            <td>
              <Link href={`/admin/registrations/${a.participant_id}`} className={styles.inlineLink}>
                {a.registration_number}
              </Link>
            </td>
            <td>{a.name}</td>
            <td>{a.email}</td>
            <td>{a.mobile_number}</td>
            <td>
              <StatusBadge status={a.status} />
            </td>
            <td>{a.held_until ? `Held until ${when(a.held_until)}` : 'Paid for'}</td>
            <td>{formatPaise(Math.round(a.fee * 100))}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  )
}

/** The workshop's seats: paid for, awaiting a proof's review, held by unpaid registrations, left. */
function SeatCounts({ w }: { w: WorkshopRosterDto }) {
  const { paid, under_review, held, left } = w.seats
  const offered = w.waitlist.filter((e) => e.state === 'offered').length
  return (
    <p data-testid={`seats-${w.id}`}>
      {w.capacity ?? '—'} seats: <strong>{paid} paid</strong> · {under_review} proof under review ·{' '}
      <strong>{held} held unpaid</strong> (back on sale when their hold ends) ·{' '}
      {offered > 0 && `${offered} offered to the waiting list · `}
      {left ?? '—'} left
      {left !== null && left < 0 && <strong className={admin.errorText}> · over capacity</strong>}
    </p>
  )
}

export function WorkshopRoster({ workshops }: { workshops: WorkshopRosterDto[] }) {
  if (!workshops.length)
    return <p className={admin.state}>No workshops yet: make an event registrable on the Events screen.</p>
  return workshops.map((w) => (
    <section key={w.id} aria-labelledby={`workshop-${w.id}`} className={admin.section}>
      <h2 id={`workshop-${w.id}`}>{w.title}</h2>
      <p className={admin.muted}>
        {w.edition ?? 'No edition'} · {w.date} · {formatPaise(Math.round(w.fee * 100))} · last day to register{' '}
        {w.registration_deadline ?? '—'} ·{' '}
        <a href={`/adminpanel/workshops/export/?id=${w.id}`} download className={styles.inlineLink}>
          Export attendees (CSV)
        </a>
      </p>
      <SeatCounts w={w} />
      <Attendees w={w} />
      <WorkshopWaitlist w={w} />
    </section>
  ))
}
